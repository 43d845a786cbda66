import PokedeskDomain

// MARK: - A comparison checked and normalized

/// A comparison with its key paths resolved against the model, its type checked, and its
/// form normalized (a constant on the left of `<` moves right; `x IN toMany.key` becomes
/// `ANY toMany.key == x`). SQL compilation and in-memory evaluation both start from here, so
/// they accept and refuse exactly the same predicates.
struct ComparisonShape {
    enum Operand {
        case path(ResolvedKeyPath)
        case constant(StoreValue)
        /// An object given as a value (`race == %@`): its primary key, and its entity for type checks.
        case object(key: Int64, entity: String)

        /// The value SQL binds and memory compares: objects by primary key.
        var constantValue: StoreValue? {
            switch self {
            case .constant(let value): return value
            case .object(let key, _): return .integer(key)
            case .path: return nil
            }
        }
    }

    enum Form {
        /// No to-many relationship crossed on the left.
        case direct
        /// The left key path crosses to-many relationships, under this quantifier.
        case quantified(ResolvedKeyPath, Quantifier)
    }

    let lhs: Operand
    let op: ComparisonOperator
    /// The right side of a binary operator.
    let rhs: Operand
    /// The right side of `IN {…}` and `BETWEEN {lo, hi}`.
    let list: [Operand]
    let options: StringOptions
    let form: Form

    /// The options that apply: folding is for text only.
    var effectiveOptions: StringOptions { comparesText ? options : [] }

    /// How both sides are folded before comparing: the options, except that MATCHES leaves
    /// case to the regular expression (lower-casing a pattern would turn `\S` into `\s`).
    var foldingOptions: StringOptions {
        op == .matches ? effectiveOptions.subtracting(.caseInsensitive) : effectiveOptions
    }

    /// What the left side is compared with: the list of IN and BETWEEN (possibly empty:
    /// `x IN {}` is false), or the one right operand.
    var rightOperands: [Operand] { Self.takesList(op) ? list : [rhs] }

    /// Whether neither side reads a row: the comparison can be decided once.
    var isConstantOnly: Bool {
        ([lhs] + rightOperands).allSatisfy { $0.constantValue != nil }
    }

    /// IN (after `x IN toMany.key` became `ANY toMany.key == x`) and BETWEEN take a list.
    private static func takesList(_ op: ComparisonOperator) -> Bool { op == .in || op == .between }

    private let comparesText: Bool

    init(
        _ comparison: PredicateComparison,
        resolver: KeyPathResolver,
        entity: EntityDescription
    )
        throws(PredicateError)
    {
        var op = comparison.op
        var quantifier = comparison.quantifier
        var left = comparison.left
        var right = comparison.right

        // `value IN toMany.key` reads as `ANY toMany.key == value`.
        if op == .in, case .keyPath(let path) = right {
            let resolved = try resolver.resolve(path, from: entity)
            guard resolved.crossesToMany, resolved.collectionOperator == nil else {
                throw PredicateError("IN needs a list {…} or a to-many key path on its right; \(path) is not one")
            }
            (left, right, op) = (right, left, .equal)
            if quantifier == .direct { quantifier = .any }
        }
        // A constant on the left of a symmetric operator moves to the right.
        if Self.isConstant(left), !Self.isConstant(right), let flipped = op.flipped {
            (left, right, op) = (right, left, flipped)
        }

        let lhs = try Self.operand(left, resolver: resolver, entity: entity, side: "left")
        var rhs = Operand.constant(.null)
        var list: [Operand] = []
        switch op {
        case .in, .between:
            guard case .aggregate(let items) = right else {
                let form = op == .between ? "BETWEEN needs {low, high}" : "IN needs a list {…} or a to-many key path"
                throw PredicateError("\(form) on its right")
            }
            for item in items { list.append(try Self.operand(item, resolver: resolver, entity: entity, side: "right")) }
            if op == .between && list.count != 2 {
                throw PredicateError("BETWEEN needs exactly two values, {low, high}; it has \(list.count)")
            }
        default:
            rhs = try Self.operand(right, resolver: resolver, entity: entity, side: "right")
        }

        // Where the left crosses a to-many relationship, a quantifier says how.
        var form = Form.direct
        if case .path(let path) = lhs, path.crossesToMany, path.collectionOperator == nil {
            guard quantifier != .direct else {
                let name = path.steps.first { $0.relationship.isToMany }!.relationship.name
                throw PredicateError(
                    "\(path.text) crosses the to-many relationship \"\(name)\"; put ANY, ALL or NONE before it, or use @count"
                )
            }
            form = .quantified(path, quantifier)
        } else if quantifier != .direct {
            let text: String
            if case .path(let path) = lhs { text = path.text } else { text = "a constant" }
            throw PredicateError(
                "\(quantifier.rawValue) needs a key path across a to-many relationship; \(text) is not one"
            )
        }
        for operand in [rhs] + list {
            if case .path(let path) = operand, path.crossesToMany, path.collectionOperator == nil {
                throw PredicateError(
                    "\(path.text) crosses a to-many relationship; it can only be on the left, after ANY, ALL or NONE"
                )
            }
        }

        self.lhs = lhs
        self.op = op
        self.rhs = rhs
        self.list = list
        self.options = comparison.options
        self.form = form
        self.comparesText = try Self.checkTypes(lhs: lhs, op: op, rhs: rhs, list: list)
    }

    private static func isConstant(_ expression: ValueExpression) -> Bool {
        switch expression {
        case .value, .object, .aggregate: return true
        case .keyPath, .evaluatedObject, .variable: return false
        }
    }

    private static func operand(
        _ expression: ValueExpression,
        resolver: KeyPathResolver,
        entity: EntityDescription,
        side: String
    ) throws(PredicateError) -> Operand {
        switch expression {
        case .value(let value): return .constant(value)
        case .object(let id): return .object(key: id.primaryKey, entity: id.entityName)
        case .keyPath(let path): return .path(try resolver.resolve(path, from: entity))
        case .evaluatedObject:
            return .path(ResolvedKeyPath(steps: [], terminal: .object(entity), collectionOperator: nil, text: "SELF"))
        case .variable(let name):
            throw PredicateError("$\(name) has no value; substitute the variables before using the predicate")
        case .aggregate:
            throw PredicateError("a list {…} can only be on the right of IN or BETWEEN (\(side) side)")
        }
    }

    // MARK: Types

    /// What an operand holds, as far as it can be told before reading any row.
    private enum Kind: Equatable {
        case text
        case number
        case object(String)
        case unknown

        var noun: String {
            switch self {
            case .text: return "text"
            case .number: return "a number"
            case .object(let entity): return "a \(entity)"
            case .unknown: return "unknown"
            }
        }
    }

    private static func kind(_ operand: Operand) -> Kind {
        switch operand {
        case .constant(.string): return .text
        case .constant(.integer), .constant(.double), .constant(.bool): return .number
        case .constant(.null): return .unknown
        case .object(_, let entity): return .object(entity)
        case .path(let path):
            if let type = path.valueType { return type == .string ? .text : .number }
            if case .object(let entity) = path.terminal { return .object(entity.name) }
            return .unknown
        }
    }

    private static func describe(_ operand: Operand) -> String {
        switch operand {
        case .constant(let value): return value.literalDescription
        case .object(_, let entity): return "a \(entity) object"
        case .path(let path): return path.text
        }
    }

    /// Refuses comparisons of text with numbers and of objects with values; returns whether
    /// the comparison is between texts (so `[c]`/`[d]` apply).
    private static func checkTypes(
        lhs: Operand,
        op: ComparisonOperator,
        rhs: Operand,
        list: [Operand]
    )
        throws(PredicateError) -> Bool
    {
        let left = kind(lhs)
        let others = takesList(op) ? list : [rhs]
        if op.isStringOperator {
            if left != .text && left != .unknown {
                throw PredicateError("\(describe(lhs)) is \(left.noun); \(op.rawValue) needs text")
            }
            for other in others where kind(other) != .text && kind(other) != .unknown {
                throw PredicateError(
                    "\(op.rawValue) needs text on its right; \(describe(other)) is \(kind(other).noun)"
                )
            }
            if op == .matches, case .constant(.string(let pattern)) = rhs,
                let problem = PatternMatching.regexProblem(pattern)
            {
                throw PredicateError(problem)
            }
            return true
        }
        if case .object(let entity) = left {
            guard op == .equal || op == .notEqual || op == .in else {
                throw PredicateError(
                    "\(describe(lhs)) is a relationship to \(entity); it can only be compared with ==, != or IN"
                )
            }
        }
        for other in others {
            let right = kind(other)
            guard left != .unknown, right != .unknown, left != right else { continue }
            throw PredicateError("\(describe(lhs)) is \(left.noun); \(describe(other)) is \(right.noun)")
        }
        return left == .text || others.contains { kind($0) == .text }
    }

    // MARK: Helpers for both evaluators

    /// A text value folded as the options ask; other values unchanged.
    static func fold(_ value: StoreValue, _ options: StringOptions) -> StoreValue {
        guard case .string(let text) = value, !options.isEmpty else { return value }
        return .string(
            TextFolding.fold(
                text,
                caseInsensitive: options.contains(.caseInsensitive),
                diacriticInsensitive: options.contains(.diacriticInsensitive)
            )
        )
    }

    /// The smallest text greater than every text that starts with `prefix`: the prefix with
    /// its last scalar raised by one; nil when that is impossible (U+10FFFF).
    static func successor(of prefix: String) -> String? {
        var scalars = Array(prefix.unicodeScalars)
        guard let last = scalars.popLast() else { return nil }
        var next = last.value + 1
        if next == 0xD800 { next = 0xE000 }
        guard let scalar = Unicode.Scalar(next) else { return nil }
        scalars.append(scalar)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}

extension ComparisonOperator {
    /// The operator with its sides swapped (`5 < x` is `x > 5`); nil when not symmetric.
    var flipped: ComparisonOperator? {
        switch self {
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        default: return nil
        }
    }
}
