import PokedeskDomain

// MARK: - The pokemons list's contract

/// What the pokemons list's presenter tells its view.
protocol PokemonListView: LiveListView {
    /// A page of the list as a table, then its footer line.
    func showPage(_ page: PokemonListPage)
    /// The race names Tab offers for `add NAME RACE` and `change race N RACE`.
    func suggestRaceNames(_ names: [String])
    /// How far a long job (import, generate) is, on one line rewritten in place.
    func showProgress(_ line: String)
    /// Erases the progress line, before the outcome is shown.
    func hideProgress()
    /// Whether the user asked the long job running now to stop (Ctrl-C).
    var isStopRequested: Bool { get }
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
    func importPokemons(from path: String)
    func exportPokemons(to path: String)
    func generatePokemons(count: Int)
    func browseTypes()
}

// MARK: - What the view shows

/// A page of pokemons with every cell already worded: the view only lays it out.
struct PokemonListPage: Equatable {
    struct Row: Equatable {
        let number: String
        let name: String
        let race: String
        let code: String
        let types: String
    }

    struct Section: Equatable {
        /// Shown before the rows; nil when the list is not grouped.
        let title: String?
        var rows: [Row]
    }

    let sections: [Section]
    let footer: String
}
