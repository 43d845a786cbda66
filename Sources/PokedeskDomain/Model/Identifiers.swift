// MARK: - Identifiers

/// A pokemon's stable identity: the same value for as long as the pokemon exists in its store.
///
/// Identifiers are opaque to the presentation layers: they are compared and passed back, never
/// shown to the user (row numbers are what users type).
public struct PokemonID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { "pokemon#\(rawValue)" }
}

/// A race's stable identity.
public struct RaceID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { "race#\(rawValue)" }
}

/// A type's stable identity.
public struct TypeID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { "type#\(rawValue)" }
}
