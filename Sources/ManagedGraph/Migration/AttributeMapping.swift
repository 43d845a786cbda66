// MARK: - An attribute's mapping

/// How a destination attribute gets its value from a source object: Core Data's
/// `NSPropertyMapping` with its value expression, as a Swift value or closure.
///
/// ```swift
/// EntityMapping("Person", attributes: [
///     .rename("fullName", to: "name"),                       // same type, new name
///     .convert("age"),                                       // text "42" becomes the integer 42
///     .computed("initial") { person in                       // one attribute split in two
///         let name = try person.storeValue(forAttribute: "fullName").stringValue ?? ""
///         return .string(String(name.prefix(1)))
///     },
///     .position("rank", in: .sorted([FetchSortDescriptor("age")])) { .integer(Int64($0.index)) },
/// ])
/// ```
///
/// Every value is checked against the destination attribute — its type, whether it is
/// required, its validation rules — and a value that does not fit stops the migration with one
/// line naming the entity, the attribute and the object; the store stays as it was.
public struct AttributeMapping: Sendable {
    /// The destination attribute the mapping gives a value to.
    public let destination: String
    /// Where the value comes from.
    let value: Value

    enum Value: Sendable {
        /// A source attribute's value as it is: the types must be the same.
        case copy(source: String)
        /// A source attribute's value through a conversion; nil for the standard one.
        case convert(source: String, conversion: (@Sendable (StoreValue) throws -> StoreValue)?)
        /// A value computed from the whole source object.
        case computed(@Sendable (MigrationSourceObject) throws -> StoreValue)
        /// A value computed from the source object's position in an order.
        case position(MigrationOrder, @Sendable (ObjectPosition) throws -> StoreValue)
    }

    /// Copies the source attribute of the same name, which must have the same type (what an
    /// unlisted attribute gets too).
    public static func copy(_ name: String) -> AttributeMapping {
        AttributeMapping(destination: name, value: .copy(source: name))
    }

    /// Copies the source attribute `source` into `destination`, of the same type.
    public static func rename(_ source: String, to destination: String) -> AttributeMapping {
        AttributeMapping(destination: destination, value: .copy(source: source))
    }

    /// Converts a source attribute (by default the one of the same name) to the destination's
    /// type, the standard way: between numbers when no digit is lost, text from numbers and
    /// booleans, and numbers and booleans (`true`, `false`, `yes`, `no`, `1`, `0`) parsed from
    /// text. A value that does not convert stops the migration.
    public static func convert(_ destination: String, from source: String? = nil) -> AttributeMapping {
        AttributeMapping(destination: destination, value: .convert(source: source ?? destination, conversion: nil))
    }

    /// Converts a source attribute (by default the one of the same name) with `conversion`.
    public static func convert(
        _ destination: String,
        from source: String? = nil,
        using conversion: @escaping @Sendable (StoreValue) throws -> StoreValue
    ) -> AttributeMapping {
        AttributeMapping(
            destination: destination,
            value: .convert(source: source ?? destination, conversion: conversion)
        )
    }

    /// Computes the value from the source object: a split, a join, a lookup of its to-one keys.
    public static func computed(
        _ destination: String,
        _ compute: @escaping @Sendable (MigrationSourceObject) throws -> StoreValue
    ) -> AttributeMapping {
        AttributeMapping(destination: destination, value: .computed(compute))
    }

    /// Computes the value from the source object's position among all the source entity's
    /// objects in `order`: a date spread by creation order, a rank.
    public static func position(
        _ destination: String,
        in order: MigrationOrder = .creation,
        _ compute: @escaping @Sendable (ObjectPosition) throws -> StoreValue
    ) -> AttributeMapping {
        AttributeMapping(destination: destination, value: .position(order, compute))
    }
}

// MARK: - Positions

/// An order of a source entity's objects, for ``AttributeMapping/position(_:in:_:)``.
public enum MigrationOrder: Hashable, Sendable {
    /// The order the objects were created in: by primary key, which the store hands out rising
    /// and never reuses.
    case creation
    /// The order a fetch with these sort descriptors gives (the primary key deciding ties).
    case sorted([FetchSortDescriptor])
}

/// Where a source object stands in a ``MigrationOrder``.
public struct ObjectPosition: Hashable, Sendable {
    /// Its place, from 0 for the first object.
    public let index: Int
    /// How many objects the source entity has.
    public let count: Int

    /// The object at `index` of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
