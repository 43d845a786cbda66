/// A pokemon in the pokedesk: a name the user chose and, optionally, its race.
public struct Pokemon: Hashable, Sendable, Identifiable {
    public let id: PokemonID
    public let name: String
    public let race: Race?
    /// The stored row's version when this value was read. Commands pass the value they showed
    /// back to the repository, which refuses the change if the row has moved on since (B-43).
    public let version: Int

    public init(id: PokemonID, name: String, race: Race?, version: Int) {
        self.id = id
        self.name = name
        self.race = race
        self.version = version
    }
}
