import PokedeskDomain
import TerminalKit

// MARK: - The pokemons list

/// The root screen: what it asks the store for, which page it is on, the rows of that page as
/// they were last fetched, and the long command running, if one is.
struct PokemonListState: Equatable {
    var query: PokemonQuery
    var results: SubscriptionID
    /// The kit's pager is a value: it belongs in the state as it is.
    var pager: Pager
    /// The rows of the page last fetched, which the view writes.
    var page: [PokemonRow] = []
    var transfer: TransferState?

    init(query: PokemonQuery = PokemonQuery(), results: SubscriptionID, count: Int) {
        self.query = query
        self.results = results
        pager = Pager(rowCount: count)
    }
}

/// A row of the page: its number in the whole list, the pokemon, and its section's title when
/// the list is grouped.
struct PokemonRow: Hashable {
    let number: Int
    let pokemon: Pokemon
    let section: String?
}

/// An import, export or generate under way, for its progress line.
struct TransferState: Equatable {
    let request: TransferRequest
    var progress: TransferProgress?
}
