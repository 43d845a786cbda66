// MARK: - The predicate expression tree

/// A predicate: the typed tree that fetch requests filter with, as Core Data's `NSPredicate`.
///
/// Built in Swift, or parsed from Core Data's format syntax by `ObjectPredicate(format:_:)`. It compiles
/// to SQL with every value bound (`PredicateSQLCompiler`) and evaluates in memory against objects
/// (`PredicateEvaluator`); both give the same answers.
public indirect enum ObjectPredicate: Hashable, Sendable {
    /// `TRUEPREDICATE` / `FALSEPREDICATE`.
    case constant(Bool)
    /// `a AND b AND …` (at least two operands when parsed).
    case and([ObjectPredicate])
    /// `a OR b OR …`.
    case or([ObjectPredicate])
    /// `NOT a`.
    case not(ObjectPredicate)
    /// `left OP right`, with a quantifier and string options.
    case comparison(PredicateComparison)
}

// MARK: - Comparisons

/// `left OP right`: the leaf of a predicate.
public struct PredicateComparison: Hashable, Sendable {
    /// The left side, usually a key path.
    public var left: ValueExpression
    /// The operator.
    public var op: ComparisonOperator
    /// The right side, usually a value.
    public var right: ValueExpression
    /// `ANY`/`SOME`, `ALL`, `NONE` before a key path that crosses a to-many relationship.
    public var quantifier: Quantifier
    /// `[c]`, `[d]`, `[cd]` after the operator.
    public var options: StringOptions

    /// `left op right`, without a quantifier or string options unless given.
    public init(
        _ left: ValueExpression,
        _ op: ComparisonOperator,
        _ right: ValueExpression,
        quantifier: Quantifier = .direct,
        options: StringOptions = []
    ) {
        self.left = left
        self.op = op
        self.right = right
        self.quantifier = quantifier
        self.options = options
    }
}

/// The operators of Apple's predicate format syntax that a SQLite store supports.
public enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
    /// `==`, or `=`.
    case equal = "=="
    /// `!=`, or `<>`.
    case notEqual = "!="
    /// `<`.
    case less = "<"
    /// `<=`, or `=<`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`, or `=>`.
    case greaterOrEqual = ">="
    /// `x BETWEEN {lo, hi}`: lo ≤ x ≤ hi. The right side is an aggregate of two values.
    case between = "BETWEEN"
    /// `x IN {a, b}` (right side an aggregate), or `value IN toMany.key` (right side a key path).
    case `in` = "IN"
    /// Text that starts with the right side.
    case beginsWith = "BEGINSWITH"
    /// Text that ends with the right side.
    case endsWith = "ENDSWITH"
    /// Text that contains the right side.
    case contains = "CONTAINS"
    /// `*` matches any run of characters, `?` one character.
    case like = "LIKE"
    /// An ICU-style regular expression that must match the whole string.
    case matches = "MATCHES"

    /// Whether the operator compares text (and takes `[c]`, `[d]` options in its usual use).
    public var isStringOperator: Bool {
        switch self {
        case .beginsWith, .endsWith, .contains, .like, .matches: return true
        default: return false
        }
    }
}

/// How a comparison whose key path crosses a to-many relationship is quantified.
public enum Quantifier: String, Hashable, Sendable {
    /// No quantifier: the key path must not cross a to-many relationship (except under `@count`
    /// and the other collection operators, or as the right side of `IN`).
    case direct
    /// `ANY` (or `SOME`): at least one related object satisfies the comparison.
    case any = "ANY"
    /// `ALL`: every related object satisfies it (true when there are none).
    case all = "ALL"
    /// `NONE`: no related object satisfies it.
    case none = "NONE"
}

/// Case- and diacritic-insensitivity of a comparison.
public struct StringOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `[c]`
    public static let caseInsensitive = StringOptions(rawValue: 1)
    /// `[d]`
    public static let diacriticInsensitive = StringOptions(rawValue: 2)
}

// MARK: - Expressions

/// One side of a comparison.
public indirect enum ValueExpression: Hashable, Sendable {
    /// A constant value.
    case value(StoreValue)
    /// A reference to an object (`owner == %@` with an object id).
    case object(ObjectID)
    /// A key path from the evaluated object, e.g. `owner.clubs.name`.
    case keyPath(ModelKeyPath)
    /// `SELF`: the evaluated object.
    case evaluatedObject
    /// `$NAME`, replaced by `ObjectPredicate.substituting(_:)` before the predicate is used.
    case variable(String)
    /// `{a, b, …}`.
    case aggregate([ValueExpression])
    /// `left + right`, `left - right`, `left * right`, `left / right`, `left ** right`: arithmetic
    /// on numbers (`ArithmeticOperator` says what each gives).
    case arithmetic(ArithmeticOperator, ValueExpression, ValueExpression)
    /// `-operand`.
    case negated(ValueExpression)
    /// `$x.name`: a key path from the object that a SUBQUERY's variable stands for.
    case variableKeyPath(String, ModelKeyPath)
    /// `SUBQUERY(collection, $x, predicate).@count`: the members of a to-many relationship that
    /// satisfy a predicate, counted or aggregated.
    case subquery(PredicateSubquery)
}

/// A dotted key path, optionally ending in a collection operator over a to-many relationship:
/// `owner.name`, `owner.clubs.name`, `cars.@count`, `members.@sum.age`.
public struct ModelKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The keys before any collection operator: `["owner", "clubs", "name"]`.
    public var components: [String]
    /// `@count`, `@sum`, … applied to the to-many relationship that `components` ends with.
    public var collectionOperator: CollectionOperator?
    /// The keys after a value collection operator (`members.@sum.age` has `["age"]`).
    public var operand: [String]

    /// A key path from its parts: `ModelKeyPath(["owner", "name"])`.
    public init(_ components: [String], collectionOperator: CollectionOperator? = nil, operand: [String] = []) {
        self.components = components
        self.collectionOperator = collectionOperator
        self.operand = operand
    }

    /// `ModelKeyPath("owner.name")`, `ModelKeyPath("owner.clubs.@count")`,
    /// `ModelKeyPath("members.@sum.age")`.
    public init(_ dotted: String) {
        let keys = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let index = keys.firstIndex(where: { CollectionOperator(rawValue: $0) != nil }) else {
            self.init(keys)
            return
        }
        self.init(
            Array(keys[..<index]),
            collectionOperator: CollectionOperator(rawValue: keys[index]),
            operand: Array(keys[(index + 1)...])
        )
    }

    public var description: String {
        var parts = components
        if let op = collectionOperator { parts.append(op.rawValue) }
        parts += operand
        return parts.joined(separator: ".")
    }
}

/// The collection operators a predicate can apply to a to-many relationship.
public enum CollectionOperator: String, Hashable, Sendable, CaseIterable {
    /// How many objects the relationship holds.
    case count = "@count"
    /// The sum of a key's values over the objects.
    case sum = "@sum"
    /// The smallest of a key's values over the objects.
    case min = "@min"
    /// The largest of a key's values over the objects.
    case max = "@max"
    /// The average of a key's values over the objects.
    case avg = "@avg"
}
