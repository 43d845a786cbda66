// MARK: - A comparison checked and normalized

/// A comparison with its key paths resolved against the model, its type checked, and its
/// form normalized (a constant on the left of `<` moves right; `x IN toMany.key` becomes
/// `ANY toMany.key == x`). SQL compilation and in-memory evaluation both start from here, so
/// they accept and refuse exactly the same predicates.
struct ComparisonShape {
    enum Operand {
        case path(ResolvedKeyPath)
        case constant(StoreValue)
        /// An object given as a value (`owner == %@`): its primary key, and its entity for type checks.
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

    /// Checks and normalizes `comparison`. With the `source` of a comparison read from text, an
    /// error points at the part at fault: the value that does not fit the left side's type, the
    /// operator a relationship cannot take, the quantifier with nothing to quantify.
    init(
        _ comparison: PredicateComparison,
        resolver: KeyPathResolver,
        entity: EntityDescription,
        source: ComparisonSource? = nil
    )
        throws(PredicateError)
    {
        var op = comparison.op
        var quantifier = comparison.quantifier
        // Each side travels with where it was written, through the swaps below.
        var (left, leftSource) = (comparison.left, source?.left)
        var (right, rightSource) = (comparison.right, source?.right)

        // `value IN toMany.key` reads as `ANY toMany.key == value`.
        if op == .in, case .keyPath(let path) = right {
            let resolved = try resolver.resolve(path, from: entity, source: rightSource)
            guard resolved.crossesToMany, resolved.collectionOperator == nil else {
                throw PredicateError(
                    "IN needs a list {…} or a to-many key path on its right; \(path) is not one",
                    column: rightSource?.column
                )
            }
            (left, leftSource, right, rightSource, op) = (right, rightSource, left, leftSource, .equal)
            if quantifier == .direct { quantifier = .any }
        }
        // A constant on the left of a symmetric operator moves to the right.
        if Self.isConstant(left), !Self.isConstant(right), let flipped = op.flipped {
            (left, leftSource, right, rightSource, op) = (right, rightSource, left, leftSource, flipped)
        }

        let lhs = try Self.operand(left, source: leftSource, resolver: resolver, entity: entity, side: "left")
        var rhs = Placed(.constant(.null), at: rightSource)
        var list: [Placed] = []
        switch op {
        case .in, .between:
            guard case .aggregate(let items) = right else {
                let form = op == .between ? "BETWEEN needs {low, high}" : "IN needs a list {…} or a to-many key path"
                throw PredicateError("\(form) on its right", column: rightSource?.column)
            }
            for (index, item) in items.enumerated() {
                let itemSource = rightSource?.item(index)
                list.append(
                    try Self.operand(item, source: itemSource, resolver: resolver, entity: entity, side: "right")
                )
            }
            if op == .between && list.count != 2 {
                throw PredicateError(
                    "BETWEEN needs exactly two values, {low, high}; it has \(list.count)",
                    column: rightSource?.column
                )
            }
        default:
            rhs = try Self.operand(right, source: rightSource, resolver: resolver, entity: entity, side: "right")
        }

        // Where the left crosses a to-many relationship, a quantifier says how.
        var form = Form.direct
        if case .path(let path) = lhs.operand, path.crossesToMany, path.collectionOperator == nil {
            guard quantifier != .direct else {
                let name = path.steps.first { $0.relationship.isToMany }!.relationship.name
                throw PredicateError(
                    "\(path.text) crosses the to-many relationship \"\(name)\"; put ANY, ALL or NONE before it, or use @count",
                    column: lhs.column
                )
            }
            form = .quantified(path, quantifier)
        } else if quantifier != .direct {
            let text: String
            if case .path(let path) = lhs.operand { text = path.text } else { text = "a constant" }
            // A quantifier is written first: the comparison's column is the quantifier's.
            throw PredicateError(
                "\(quantifier.rawValue) needs a key path across a to-many relationship; \(text) is not one",
                column: source?.column
            )
        }
        for other in [rhs] + list {
            if case .path(let path) = other.operand, path.crossesToMany, path.collectionOperator == nil {
                throw PredicateError(
                    "\(path.text) crosses a to-many relationship; it can only be on the left, after ANY, ALL or NONE",
                    column: other.column
                )
            }
        }

        // Constants take the left side's type, for SQL and memory alike (ComparisonShape+Coercion).
        rhs = try Self.coerced(rhs, comparedWith: lhs)
        for index in list.indices { list[index] = try Self.coerced(list[index], comparedWith: lhs) }

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

    private static func isConstant(_ expression: ValueExpression) -> Bool {
        switch expression {
        case .value, .object, .aggregate: return true
        case .keyPath, .evaluatedObject, .variable: return false
        }
    }

    private static func operand(
        _ expression: ValueExpression,
        source: ExpressionSource?,
        resolver: KeyPathResolver,
        entity: EntityDescription,
        side: String
    ) throws(PredicateError) -> Placed {
        switch expression {
        case .value(let value): return Placed(.constant(value), at: source)
        case .object(let id): return Placed(.object(key: id.primaryKey, entity: id.entityName), at: source)
        case .keyPath(let path):
            return Placed(.path(try resolver.resolve(path, from: entity, source: source)), at: source)
        case .evaluatedObject:
            let path = ResolvedKeyPath(steps: [], terminal: .object(entity), collectionOperator: nil, text: "SELF")
            return Placed(.path(path), at: source)
        case .variable(let name):
            throw PredicateError(
                "$\(name) has no value; substitute the variables before using the predicate",
                column: source?.column
            )
        case .aggregate:
            throw PredicateError(
                "a list {…} can only be on the right of IN or BETWEEN (\(side) side)",
                column: source?.column
            )
        }
    }

    // MARK: Helpers for both evaluators

    /// A text value folded as the options ask; other values unchanged.
    static func fold(_ value: StoreValue, _ options: StringOptions) -> StoreValue {
        guard case .string(let text) = value, !options.isEmpty else { return value }
        return .string(
            StringFolding.fold(
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
