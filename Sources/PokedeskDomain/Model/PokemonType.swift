/// An elemental type such as Fire or Water.
public struct PokemonType: Hashable, Sendable, Identifiable {
    public let id: TypeID
    /// Its name in each language.
    public let names: DataName

    /// `spanishName` nil: the same as `name`.
    public init(id: TypeID, name: String, spanishName: String? = nil) {
        self.id = id
        self.names = DataName(name, spanish: spanishName)
    }

    /// The name every screen shows: the one of the language the process writes in.
    public var name: String { names.shown }
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
