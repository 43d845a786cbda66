/// A race (species) from the national dex: what a pokemon is.
public struct Race: Hashable, Sendable, Identifiable {
    public let id: RaceID
    /// The national dex number, unique among races.
    public let code: Int
    /// Its name in each language.
    public let names: DataName
    public let imageFile: String
    /// The race's types in slot order (primary type first).
    public let types: [PokemonType]

    /// `spanishName` nil: the same as `name`.
    public init(
        id: RaceID,
        code: Int,
        name: String,
        spanishName: String? = nil,
        imageFile: String,
        types: [PokemonType]
    ) {
        self.id = id
        self.code = code
        self.names = DataName(name, spanish: spanishName)
        self.imageFile = imageFile
        self.types = types
    }

    /// The name every screen shows: the one of the language the process writes in.
    public var name: String { names.shown }

    /// The type names joined the way every screen shows them: "Fire, Flying".
    public var typeNames: String { types.map(\.name).joined(separator: ", ") }
}

/// A race as the Races screen lists it: with the number of pokemons of that race.
public struct RaceSummary: Hashable, Sendable, Identifiable {
    public let race: Race
    public let pokemonCount: Int

    public init(race: Race, pokemonCount: Int) {
        self.race = race
        self.pokemonCount = pokemonCount
    }

    public var id: RaceID { race.id }
}
