/// A race (species) from the national dex: what a pokemon is.
public struct Race: Hashable, Sendable, Identifiable {
    public let id: RaceID
    /// The national dex number, unique among races.
    public let code: Int
    public let name: String
    public let imageFile: String
    /// The race's types in slot order (primary type first).
    public let types: [PokemonType]

    public init(id: RaceID, code: Int, name: String, imageFile: String, types: [PokemonType]) {
        self.id = id
        self.code = code
        self.name = name
        self.imageFile = imageFile
        self.types = types
    }

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
