public import Foundation

/// A pokemon in the pokedesk: a name the user chose, optionally its race, and when it was caught.
public struct Pokemon: Hashable, Sendable, Identifiable {
    public let id: PokemonID
    public let name: String
    public let race: Race?
    /// When it was caught: when it was added, or, for pokemons of an older pokedesk, of a
    /// generate or of a file without dates, a date from the order they were made in. Nil only
    /// for a pokemon another program saved without one.
    public let caught: Date?
    /// The stored row's version when this value was read. Commands pass the value they showed
    /// back to the repository, which refuses the change if the row has moved on since (B-43).
    public let version: Int

    public init(id: PokemonID, name: String, race: Race?, caught: Date? = nil, version: Int) {
        self.id = id
        self.name = name
        self.race = race
        self.caught = caught
        self.version = version
    }
}
