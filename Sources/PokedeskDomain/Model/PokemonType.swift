/// An elemental type such as Fire or Water.
public struct PokemonType: Hashable, Sendable, Identifiable {
    public let id: TypeID
    public let name: String

    public init(id: TypeID, name: String) {
        self.id = id
        self.name = name
    }
}

/// A type as the Types screen lists it: with the number of races of that type.
public struct TypeSummary: Hashable, Sendable, Identifiable {
    public let type: PokemonType
    public let raceCount: Int

    public init(type: PokemonType, raceCount: Int) {
        self.type = type
        self.raceCount = raceCount
    }

    public var id: TypeID { type.id }
}
