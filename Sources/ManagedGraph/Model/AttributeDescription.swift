public import Foundation

// MARK: - Attributes

/// The value type of an attribute, as the model declares it (Core Data's `NSAttributeType`).
///
/// How each type is kept in SQLite, and why, is in <doc:AttributeTypes>.
public enum AttributeType: String, Hashable, Sendable {
    /// Text.
    case string
    /// A 64-bit integer.
    case integer
    /// A double.
    case double
    /// True or false, stored as 1 or 0.
    case boolean
    /// A moment in time (`Date`), stored as Core Data stores it: a `REAL` of seconds since
    /// 1 January 2001 UTC.
    case date
    /// A `UUID`, stored as Core Data stores it: a 16-byte `BLOB`.
    case uuid
    /// Bytes (`Data`), stored as a `BLOB`.
    case binaryData
    /// An exact decimal number (`Decimal`), stored as its canonical text, which compares and
    /// sorts numerically in SQL through the store's `PD_DECIMAL` collation.
    case decimal
    /// Any `Codable` value, stored as its JSON encoding in a `BLOB` (Core Data's transformable
    /// attribute, with `JSONEncoder` as its value transformer). Compared only by `==`, `!=`
    /// and `IN`, on the encoding; never sorted.
    case transformable

    /// How learners read it in messages: "owner.age is a number".
    var noun: String { nounMessage.english }

    /// The same, as a predicate's refusal names it, for an app to word in its language.
    var nounMessage: PredicateProblem.Message {
        switch self {
        case .string: return .text
        case .integer, .double: return .aNumber
        case .boolean: return .aBoolean
        case .date: return .aDate
        case .uuid: return .aUUID
        case .binaryData: return .binaryData
        case .decimal: return .aDecimalNumber
        case .transformable: return .aTransformableValue
        }
    }
}

/// A rule checked before a save; a failing rule names the object, the attribute and the reason.
public enum ValidationRule: Hashable, Sendable {
    /// Text length in user-perceived characters; for binary data, its length in bytes.
    case length(ClosedRange<Int>)
    /// Numeric range.
    case range(ClosedRange<Int64>)
    /// No control characters in text.
    case noControlCharacters
    /// The earliest and latest date a date attribute may hold (Core Data's minimum and maximum date).
    case dateRange(ClosedRange<Date>)
    /// The smallest and largest value a decimal attribute may hold.
    case decimalRange(ClosedRange<Decimal>)
}

/// An attribute of an entity: a column of its table.
public struct AttributeDescription: Hashable, Sendable {
    /// The attribute's name, which is also its column's.
    public let name: String
    /// The type of its values.
    public let type: AttributeType
    /// Whether a save accepts a null value.
    public let isOptional: Bool
    /// What a new object holds until it is set.
    public let defaultValue: StoreValue
    /// The rules a save checks, each failure reported with the object and the attribute.
    public let validation: [ValidationRule]
    /// A unique attribute gets a unique index; a save that breaks it fails validation.
    public let isUnique: Bool
    /// An indexed attribute gets an index (sorting and look-ups by it stay fast).
    public let isIndexed: Bool
    /// A ranked attribute's index also keeps its rows counted, a few hundred at a time, and those
    /// counts in turn a few hundred at a time, in the order of a sort by it alone (ascending, and
    /// case-insensitive for text): live results in that order find the row at any position, and
    /// any row's position, in a few hundred steps of each kind however many rows there are — a page in the middle of ten million, a renamed row's new
    /// place (see <doc:LiveResults>) — and a fetch filtered by one comparison of it with values
    /// (`caught > %@`, `BETWEEN`) is counted as two positions apart, not a step a match. An
    /// optional attribute's nulls are left out of the count, so its order serves those counts
    /// only. Implies `isIndexed`. Each insert, delete, or change of the attribute costs a small
    /// update more. Only a stored attribute of a type with an order (text, numbers, dates),
    /// declared by an entity with a table of its own or at the top of its hierarchy, can be
    /// ranked: a store refuses a model that asks for more.
    public let isRanked: Bool
    /// Kept on the object only, never stored (see `transient(name:type:isOptional:defaultValue:validation:)`).
    public internal(set) var isTransient = false
    /// How the store computes a derived attribute, or nil for one the app sets (see
    /// `derived(name:type:derivation:isIndexed:)`).
    public internal(set) var derivation: Derivation?

    /// An attribute: required, without a default value, rules or index unless told otherwise.
    public init(
        name: String,
        type: AttributeType,
        isOptional: Bool = false,
        defaultValue: StoreValue = .null,
        validation: [ValidationRule] = [],
        isUnique: Bool = false,
        isIndexed: Bool = false,
        isRanked: Bool = false
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.validation = validation
        self.isUnique = isUnique
        self.isIndexed = isIndexed || isRanked
        self.isRanked = isRanked
    }
}
