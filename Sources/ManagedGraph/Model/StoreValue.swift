public import Foundation

// MARK: - Values as the store holds them

/// An attribute value: what a column holds and what predicates compare.
///
/// Integers and doubles compare with each other numerically, as SQLite does; `null` is equal
/// only to `null` and is less than everything else in a sort. Dates, UUIDs, bytes, decimals
/// and transformable values are kinds of their own, each compared only with its own kind
/// (<doc:AttributeTypes>).
public enum StoreValue: Hashable, Sendable, CustomStringConvertible {
    /// No value: nil.
    case null
    /// An integer.
    case integer(Int64)
    /// A double.
    case double(Double)
    /// Text.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// A moment in time.
    case date(Date)
    /// A UUID.
    case uuid(UUID)
    /// Bytes.
    case data(Data)
    /// An exact decimal number.
    case decimal(Decimal)
    /// A `Codable` value's JSON encoding, as a transformable attribute holds it: make one with
    /// ``encoded(_:)``, read it back with ``decoded(_:)``.
    case transformable(Data)

    /// Whether the value is null.
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// The text, when the value is text.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }

    /// The value as an integer, when it is one (a boolean as 0 or 1, a whole double).
    public var integerValue: Int64? {
        switch self {
        case .integer(let i): return i
        case .bool(let b): return b ? 1 : 0
        case .double(let d) where d.rounded() == d && abs(d) < 9.2e18: return Int64(d)
        default: return nil
        }
    }

    /// The numeric value, for numeric comparisons and aggregates.
    public var numericValue: Double? {
        switch self {
        case .integer(let i): return Double(i)
        case .double(let d): return d
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .null: return "nil"
        case .integer(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .bool(let b): return b ? "YES" : "NO"
        case .date, .uuid, .data, .decimal, .transformable: return textForm ?? ""
        }
    }
}

// MARK: - Identity

extension StoreValue {
    /// Whether the store would hold the same thing: text compared scalar by scalar, as SQL,
    /// sorting and predicates compare it. `==` takes canonically equivalent text as equal
    /// ("Ω" the ohm sign and "Ω" the letter), so a change between the two would go unnoticed.
    func isIdentical(to other: StoreValue) -> Bool {
        if case .string(let lhs) = self, case .string(let rhs) = other { return lhs.utf8.elementsEqual(rhs.utf8) }
        return self == other
    }
}

// MARK: - Conversions

extension StoreValue {
    /// The value as an attribute of `type` holds it, or nil when it does not fit
    /// (`.null` fits every type; optionality is checked at save).
    func converted(to type: AttributeType) -> StoreValue? {
        switch (type, self) {
        case (_, .null): return .null
        case (.string, .string): return self
        case (.integer, .integer): return self
        case (.integer, .bool(let b)): return .integer(b ? 1 : 0)
        case (.integer, .double(let d)) where d.rounded() == d && abs(d) < 9.2e18: return .integer(Int64(d))
        case (.double, .double): return self
        case (.double, .integer(let i)): return .double(Double(i))
        case (.boolean, .bool): return self
        case (.boolean, .integer(let i)) where i == 0 || i == 1: return .bool(i == 1)
        case (.date, .date), (.uuid, .uuid), (.binaryData, .data), (.decimal, .decimal): return self
        case (.transformable, .transformable): return self
        case (.decimal, .integer(let i)): return .decimal(Decimal(i))
        case (.decimal, .double(let d)): return DecimalText.decimal(exactly: d).map(StoreValue.decimal)
        default: return nil
        }
    }

    /// The Swift value Core Data's `value(forKey:)` would return for an attribute of `type`:
    /// `String`, `Int`, `Double`, `Bool`, `Date`, `UUID`, `Data` or `Decimal`, nil for null;
    /// a transformable value's encoding as `Data` (decode it with ``decoded(_:)``). Typed
    /// accessors read through it:
    ///
    /// ```swift
    /// var isFavourite: Bool { storeValue(forAttribute: "isFavourite").anyValue(for: .boolean) as? Bool ?? false }
    /// ```
    public func anyValue(for type: AttributeType) -> Any? {
        switch self {
        case .null: return nil
        case .string(let s): return s
        case .integer(let i): return type == .boolean ? (i != 0) : Int(i)
        case .double(let d): return d
        case .bool(let b): return b
        case .date(let d): return d
        case .uuid(let u): return u
        case .data(let d), .transformable(let d): return d
        case .decimal(let d): return d
        }
    }

    /// Wraps a Swift value given to `setValue(_:forKey:)`; nil when it is not a storable kind.
    init?(any value: Any?) {
        switch value {
        case nil: self = .null
        case let s as String: self = .string(s)
        case let s as Substring: self = .string(String(s))
        case let b as Bool: self = .bool(b)
        case let i as Int: self = .integer(Int64(i))
        case let i as Int64: self = .integer(i)
        case let i as Int32: self = .integer(Int64(i))
        case let d as Double: self = .double(d)
        case let d as Date: self = .date(d)
        case let u as UUID: self = .uuid(u)
        case let d as Data: self = .data(d)
        case let d as Decimal: self = .decimal(d)
        case let v as StoreValue: self = v
        default: return nil
        }
    }
}
