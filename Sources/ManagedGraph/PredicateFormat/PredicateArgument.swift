// MARK: - Arguments of a format string

/// What fills a placeholder (`%@`, `%K`, `%d`, `%i`, `%f`) or a `$NAME` variable.
///
/// Literals make the common cases read as they do with `NSPredicate`:
/// `ObjectPredicate(format: "name == %@ AND owner.age < %d", "Ada", 40)`. For Swift values
/// in variables, use `.string(name)`, `.integer(code)`, `.double(x)`, `.bool(flag)`, and
/// `.date(_:)`, `.uuid(_:)`, `.data(_:)`, `.decimal(_:)`.
public enum PredicateArgument: Hashable, Sendable {
    /// A constant: text, a number, a boolean or nil.
    case value(StoreValue)
    /// A key path for `%K`, e.g. `.keyPath("owner.name")` or `.keyPath("cars.@count")`.
    case keyPath(String)
    /// An object, compared by identity (`owner == %@`).
    case object(ObjectID)
    /// A list for `IN %@` and `BETWEEN %@`: becomes `{a, b, …}`.
    case list([PredicateArgument])

    /// Text.
    public static func string(_ text: String) -> PredicateArgument { .value(.string(text)) }
    /// An integer.
    public static func integer(_ number: Int) -> PredicateArgument { .value(.integer(Int64(number))) }
    /// A number.
    public static func double(_ number: Double) -> PredicateArgument { .value(.double(number)) }
    /// A boolean.
    public static func bool(_ flag: Bool) -> PredicateArgument { .value(.bool(flag)) }
    /// No value: nil.
    public static let null = PredicateArgument.value(.null)
}

extension PredicateArgument: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .value(.string(value)) }
}

extension PredicateArgument: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .value(.integer(value)) }
}

extension PredicateArgument: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .value(.double(value)) }
}

extension PredicateArgument: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .value(.bool(value)) }
}

extension PredicateArgument: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .value(.null) }
}

extension PredicateArgument: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: PredicateArgument...) { self = .list(elements) }
}

// MARK: - Arguments as expressions

extension PredicateArgument {
    /// How a message names the argument: `"Ada"`, `5`, `the key path owner.name`.
    var messageDescription: PredicateProblem.Argument {
        switch self {
        case .value(.string(let text)): return "\(PredicatePrinter.stringLiteral(PredicateFormatText.truncated(text)))"
        case .value(let value): return "\(value.description)"
        case .keyPath(let text): return .problem(.init(.theKeyPath, "\(PredicateFormatText.excerpt(text))"))
        case .object(let id): return .problem(.init(.theObject, "\(id)"))
        case .list(let items):
            return .problem(.init(.aList, .problem(PredicateFormatText.count(items.count, .itemsOne, .itemsOther))))
        }
    }

    /// The expression `%@` (or a `$NAME` variable) stands for: a value, an object or a list;
    /// `keyPaths` says whether a key path is welcome (variables) or a slip for `%K`.
    func valueExpression(placeholder: String, keyPaths: Bool) throws(PredicateError) -> ValueExpression {
        switch self {
        case .value(let value): return .value(value)
        case .object(let id): return .object(id)
        case .list(let items):
            var expressions: [ValueExpression] = []
            for item in items {
                expressions.append(try item.valueExpression(placeholder: placeholder, keyPaths: keyPaths))
            }
            return .aggregate(expressions)
        case .keyPath(let text):
            guard keyPaths else {
                throw PredicateError(.takesValueNotKeyPath, "\(placeholder)", messageDescription)
            }
            return .keyPath(try Self.keyPath(text, placeholder: placeholder))
        }
    }

    /// The key path `%K` stands for: a `.keyPath` or a string argument.
    func keyPathExpression(placeholder: String) throws(PredicateError) -> ValueExpression {
        switch self {
        case .keyPath(let text), .value(.string(let text)):
            return .keyPath(try Self.keyPath(text, placeholder: placeholder))
        default:
            throw PredicateError(.takesKeyPath, "\(placeholder)", messageDescription)
        }
    }

    /// The integer `%d` and `%i` stand for.
    func integerExpression(placeholder: String) throws(PredicateError) -> ValueExpression {
        switch self {
        case .value(.integer(let number)): return .value(.integer(number))
        case .value(.bool(let flag)): return .value(.integer(flag ? 1 : 0))
        case .value(.double(let number)) where StoreValue.double(number).integerValue != nil:
            return .value(.integer(StoreValue.double(number).integerValue ?? 0))
        case .value(.double):
            throw PredicateError(.takesIntegerNotDecimal, "\(placeholder)", messageDescription)
        default:
            throw PredicateError(.takesInteger, "\(placeholder)", messageDescription)
        }
    }

    /// The number `%f` stands for.
    func decimalExpression(placeholder: String) throws(PredicateError) -> ValueExpression {
        switch self {
        case .value(let value) where value.numericValue != nil && !value.isNull:
            return .value(.double(value.numericValue ?? 0))
        default:
            throw PredicateError(.takesNumber, "\(placeholder)", messageDescription)
        }
    }

    /// A key path given as text: names of letters, digits and `_` joined by dots, with at most
    /// one collection operator. Anything else is refused here, so no text given through `%K`
    /// can change the predicate's structure, even once printed and parsed again.
    static func keyPath(_ text: String, placeholder: String) throws(PredicateError) -> ModelKeyPath {
        var components: [String] = []
        var collectionOperator: CollectionOperator?
        var operand: [String] = []
        let refusal = PredicateError(
            .notAKeyPathText,
            "\(placeholder)",
            "\(PredicatePrinter.stringLiteral(PredicateFormatText.truncated(text)))"
        )
        for part in text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            if part.hasPrefix("@") {
                guard collectionOperator == nil, let op = CollectionOperator(rawValue: part.lowercased()) else {
                    throw refusal
                }
                collectionOperator = op
            } else {
                guard PredicateFormatText.isName(part) else { throw refusal }
                if collectionOperator == nil { components.append(part) } else { operand.append(part) }
            }
        }
        return ModelKeyPath(components, collectionOperator: collectionOperator, operand: operand)
    }
}
