public import Foundation

// MARK: - Arguments of the kinds without a literal

/// Dates, UUIDs, bytes and decimals fill a `%@` as text and numbers do:
/// `ObjectPredicate(format: "caught > %@ AND price <= %@", .date(start), .decimal(limit))`.
/// A transformable attribute compares with ``StoreValue/encoded(_:)``:
/// `.value(try .encoded(["red", "blue"]))`.
extension PredicateArgument {
    /// A moment in time.
    public static func date(_ date: Date) -> PredicateArgument { .value(.date(date)) }
    /// A UUID.
    public static func uuid(_ uuid: UUID) -> PredicateArgument { .value(.uuid(uuid)) }
    /// Bytes.
    public static func data(_ bytes: Data) -> PredicateArgument { .value(.data(bytes)) }
    /// An exact decimal number.
    public static func decimal(_ number: Decimal) -> PredicateArgument { .value(.decimal(number)) }
}
