import PokedeskDomain
import PokedeskScreens

// MARK: - The pokemons list's contract

/// What the pokemons list's presenter tells its view; while a long intent runs, its progress and
/// whether the user wants to stop (`LongCommandDisplay`).
protocol PokemonListView: LiveListView, LongCommandDisplay {
    /// A page of the list as a table, then its footer line.
    func showPage(_ page: PokemonListPage)
    /// The race names Tab offers for `add NAME RACE` and `change race N RACE`.
    func suggestRaceNames(_ names: [String])
}

/// What the pokemons list's view forwards: each command, decoded into an intent.
protocol PokemonListPresenting: PagedListPresenting {
    func add(name: String, race: String?)
    func rename(row: Int, to name: String)
    func changeRace(row: Int, to race: String)
    func delete(row: Int)
    func edit(row: Int)
    func edit(named name: String)
    /// The pokemon names Tab offers for a name (`add`, `rename`, `edit`), read when asked: they change.
    func pokemonNameSuggestions() -> [String]
    /// The names Tab offers for the value typed after the predicate's `words` so far.
    func predicateValueSuggestions(after words: [String]) -> [String]
    /// A predicate as typed, starting at `column` of the line; empty shows every pokemon.
    func filter(_ predicate: String, column: Int)
    func group(by sections: PokemonSections)
    func order(by sort: PokemonSort)
    /// Import, export or generate, run while the view watches Ctrl-C.
    func transfer(_ request: TransferRequest)
    func browseTypes()
}

// MARK: - What the view shows

/// A page of pokemons with every cell already worded, under the titles of their sections (none
/// when the list is not grouped): the view only lays it out.
struct PokemonListPage: Equatable {
    let sections: [PokemonSection]
    /// How many rows the whole list holds.
    let count: Int
    let footer: String
}
