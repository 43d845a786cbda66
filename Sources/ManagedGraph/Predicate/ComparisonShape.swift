import TextRules

// MARK: - A comparison checked and normalized

/// A comparison with its key paths resolved against the model, its type checked, and its
/// form normalized (a constant on the left of `<` moves right; `x IN toMany.key` becomes
/// `ANY toMany.key == x`). SQL compilation and in-memory evaluation both start from here, so
/// they accept and refuse exactly the same predicates.
struct ComparisonShape {
    indirect enum Operand {
        case path(ResolvedKeyPath)
        case constant(StoreValue)
        /// An object given as a value (`owner == %@`): its primary key, and its entity and that
        /// entity's root for type checks (any object of a hierarchy compares with another).
        case object(key: Int64, entity: String, root: String)
        /// `left op right` on numbers; `text` as written, for messages.
        case arithmetic(ArithmeticOperator, Operand, Operand, text: String)
        /// `-operand`.
        case negated(Operand, text: String)
        /// `SUBQUERY(…)` and the collection operator after it.
        case subquery(ResolvedSubquery)

        /// The value SQL binds and memory compares when the operand reads no row: objects by
        /// primary key, arithmetic on constants computed once; nil when a row must be read.
        var constantValue: StoreValue? {
            switch self {
            case .constant(let value): return value
            case .object(let key, _, _): return .integer(key)
            case .arithmetic(let op, let left, let right, _):
                guard let a = left.constantValue, let b = right.constantValue else { return nil }
                return PredicateArithmetic.apply(op, a, b)
            case .negated(let operand, _): return operand.constantValue.map(PredicateArithmetic.negate)
            case .path, .subquery: return nil
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

    /// Checks and normalizes `comparison`, whose key paths start as `scope` says. With the
    /// `source` of a comparison read from text, an error points at the part at fault: the value
    /// that does not fit the left side's type, the operator a relationship cannot take, the
    /// quantifier with nothing to quantify. Both sides are resolved before anything moves, in
    /// the order they are written, so the first mistake in the text is the one reported.
    init(
        _ comparison: PredicateComparison,
        resolver: KeyPathResolver,
        scope: PredicateScope,
        source: ComparisonSource? = nil
    )
        throws(PredicateError)
    {
        let operands = OperandResolver(resolver: resolver, scope: scope)
        var op = comparison.op
        var quantifier = comparison.quantifier
        let rightSource = source?.right

        var lhs = try operands.operand(comparison.left, source: source?.left, side: .leftSide)
        var rhs = Placed(.constant(.null), at: rightSource)
        var list: [Placed] = []
        switch (op, comparison.right) {
        case (.in, .aggregate(let items)), (.between, .aggregate(let items)):
            for (index, item) in items.enumerated() {
                list.append(try operands.operand(item, source: rightSource?.item(index), side: .rightSide))
            }
            if op == .between && list.count != 2 {
                throw PredicateError(.betweenNeedsTwo, "\(list.count)", column: rightSource?.column)
            }
        case (.in, .keyPath), (.in, .variableKeyPath):
            // `value IN toMany.key` reads as `ANY toMany.key == value`.
            let right = try operands.operand(comparison.right, source: rightSource, side: .rightSide)
            guard case .path(let path) = right.operand, path.crossesToMany, path.collectionOperator == nil else {
                throw PredicateError(.inNeedsList, Self.describe(right.operand), column: rightSource?.column)
            }
            (lhs, rhs, op) = (right, lhs, .equal)
            if quantifier == .direct { quantifier = .any }
        case (.in, _), (.between, _):
            throw PredicateError(op == .between ? .betweenNeedsPair : .inNeedsListOrToMany, column: rightSource?.column)
        default:
            rhs = try operands.operand(comparison.right, source: rightSource, side: .rightSide)
        }
        // A constant on the left of a symmetric operator moves to the right.
        if lhs.operand.constantValue != nil, rhs.operand.constantValue == nil, let flipped = op.flipped {
            (lhs, rhs, op) = (rhs, lhs, flipped)
        }

        // Where the left crosses a to-many relationship, a quantifier says how.
        var form = Form.direct
        if case .path(let path) = lhs.operand, path.crossesToMany, path.collectionOperator == nil {
            guard quantifier != .direct else {
                let name = path.steps.first { $0.relationship.isToMany }!.relationship.name
                throw PredicateError(.crossesToManyQuantify, "\(path.text)", "\(name)", column: lhs.column)
            }
            form = .quantified(path, quantifier)
        } else if quantifier != .direct {
            let text: PredicateProblem.Argument
            switch lhs.operand {
            case .path(let path): text = "\(path.text)"
            case .constant, .object: text = .problem(.init(.aConstant))
            case .arithmetic, .negated, .subquery: text = Self.describe(lhs.operand)
            }
            // A quantifier is written first: the comparison's column is the quantifier's.
            throw PredicateError(.quantifierNeedsToMany, "\(quantifier.rawValue)", text, column: source?.column)
        }
        for other in [rhs] + list {
            if case .path(let path) = other.operand, path.crossesToMany, path.collectionOperator == nil {
                throw PredicateError(.toManyOnlyOnTheLeft, "\(path.text)", column: other.column)
            }
        }

        // Constants take the left side's type, for SQL and memory alike (ComparisonShape+Coercion).
        rhs = try Self.coerced(rhs, comparedWith: lhs, by: op)
        for index in list.indices { list[index] = try Self.coerced(list[index], comparedWith: lhs, by: op) }

        self.lhs = lhs.operand
        self.op = op
        self.rhs = rhs.operand
        self.list = list.map(\.operand)
        self.options = comparison.options
        self.form = form
        self.comparesText = try Self.checkTypes(
            lhs: lhs,
            op: op,
            operatorColumn: source?.operatorColumn,
            others: Self.takesList(op) ? list : [rhs]
        )
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
