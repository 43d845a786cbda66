import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons list's presenter

/// All the root screen does (B-1 to B-8): it owns the list's live results and is their delegate,
/// keeps the filter, grouping and page, makes changes through the repositories, and tells its
/// passive view every line to write.
final class PokemonListPresenter {
    weak var view: (any PokemonListView)?
    private let pokemons: any PokemonRepository
    private let races: any RaceRepository
    private let names: NameCompletion
    let transfers: any PokemonTransfers
    private let undoRedo: UndoRedo
    private let navigator: any PokedeskNavigator
    private var query: PokemonQuery
    private var list: PagedResults<Pokemon>

    init(repositories: Repositories, navigator: any PokedeskNavigator) throws(PokedeskError) {
        pokemons = repositories.pokemons
        races = repositories.races
        names = NameCompletion(repositories)
        transfers = repositories.transfers
        undoRedo = UndoRedo(history: repositories.history)
        self.navigator = navigator
        query = PokemonQuery()
        list = PagedResults(try repositories.pokemons.liveResults(for: query))
        list.results.delegate = self
    }

    /// Gives the new view what it shows from the start.
    func attach(_ view: any PokemonListView) {
        self.view = view
        view.showTitle(Wording.pokemonsTitle)
        view.suggestRaceNames((try? races.allNames()) ?? [])
    }
}

// MARK: - Intents

extension PokemonListPresenter: PokemonListPresenting {
    /// The root waits to be asked: `list`.
    func viewDidAppear() {}

    func showList() {
        perform(reportingTo: view) { try showCurrentPage() }
    }

    func showNextPage() { turnPage { (pager) throws(PagerError) in try pager.next() } }
    func showPreviousPage() { turnPage { (pager) throws(PagerError) in try pager.previous() } }
    func showPage(number: Int) {
        turnPage { (pager) throws(PagerError) in try pager.go(toPage: number) }
    }

    func add(name: String, race text: String?) {
        perform(reportingTo: view) {
            let race = try text.map { (text) throws(PokedeskError) in try races.race(matching: text) }
            let pokemon = try pokemons.add(name: name, race: race?.id)
            view?.showMessage(Wording.added(pokemon))
        }
    }

    func rename(row: Int, to name: String) {
        actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let renamed = try pokemons.rename(pokemon, to: name)
            view?.showMessage(Wording.renamed(from: pokemon.name, to: renamed.name))
        }
    }

    func changeRace(row: Int, to text: String) {
        actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let race = try races.race(matching: text)
            let changed = try pokemons.changeRace(of: pokemon, to: race.id)
            view?.showMessage(Wording.raceChanged(changed))
        }
    }

    func delete(row: Int) {
        actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            try pokemons.delete(pokemon)
            view?.showMessage(Wording.deleted(pokemon))
        }
    }

    func edit(row: Int) {
        actOnPokemon(inRow: row) { row throws(PokedeskError) in
            navigator.showEditor(for: try row.pokemonToShow())
        }
    }

    func edit(named name: String) {
        perform(reportingTo: view) {
            navigator.showEditor(for: try pokemons.pokemon(named: name))
        }
    }

    func pokemonNameSuggestions() -> [String] {
        names.pokemonNames()
    }

    func predicateValueSuggestions(after words: [String]) -> [String] {
        names.predicateValues(after: words)
    }

    func filter(_ predicate: String, column: Int) {
        perform(reportingTo: view) {
            var query = self.query
            query.filter = predicate.isEmpty ? nil : predicate
            query.filterColumn = column
            try reload(query)
        }
    }

    func group(by sections: PokemonSections) {
        perform(reportingTo: view) {
            var query = self.query
            query.sections = sections
            try reload(query)
        }
    }

    func order(by sort: PokemonSort) {
        perform(reportingTo: view) {
            var query = self.query
            query.sort = sort
            try reload(query)
        }
    }

    func browseTypes() {
        perform(reportingTo: view) { try navigator.showTypes(choosing: nil) }
    }

    /// The live results report what the undo changed; the list has nothing more to do.
    func undo() { undoRedo.undo(telling: view) {} }
    func redo() { undoRedo.redo(telling: view) {} }
}

// MARK: - Fetching and showing

extension PokemonListPresenter {
    /// Acts on the row `number` as the user saw it. When another process changed or deleted it
    /// since (B-43), the view shows why, then the page where it is now, to try again.
    private func actOnPokemon(
        inRow number: Int,
        _ action: (ShownRow<Pokemon>) throws(PokedeskError) -> Void
    ) {
        perform(reportingTo: view) {
            guard let stale = try RowNumber.act(onShownRow: number, in: list.results, action) else { return }
            view?.showError(stale.error.description)
            list.reveal(flat: stale.flatNow)
            try showCurrentPage()
        }
    }

    /// New live results for a new filter or grouping, from page 1; a refused query keeps the old.
    private func reload(_ query: PokemonQuery) throws(PokedeskError) {
        list = PagedResults(try pokemons.liveResults(for: query))
        list.results.delegate = self
        self.query = query
        try showCurrentPage()
    }

    /// Turns the page as the user asked.
    private func turnPage(_ turn: (inout Pager) throws(PagerError) -> Void) {
        perform(reportingTo: view) {
            try list.turnPage(turn)
            try showCurrentPage()
        }
    }

    private func showCurrentPage() throws(PokedeskError) {
        guard list.count > 0 else {
            view?.showMessage(query.filter.map(Wording.noMatch) ?? Wording.emptyPokedesk)
            return
        }
        let sectioned = query.sections != .off
        let sections = PokemonSection.grouping(
            try list.currentRows().map { number, pokemon in
                (
                    sectioned ? list.results.section(ofFlat: number - 1).name : nil,
                    PokemonCells(number: number, pokemon: pokemon)
                )
            }
        )
        let footer = Wording.pokemonsFooter(
            count: list.count,
            filter: query.filter,
            page: list.pager.page,
            pageCount: list.pager.pageCount
        )
        view?.showPage(PokemonListPage(sections: sections, count: list.count, footer: footer))
        list.results.rowsShown(list.pager.rowRange)
    }
}

// MARK: - Live results

extension PokemonListPresenter: LiveResultsDelegate {
    func liveResultsWillChange(_ results: AnyObject) { list.beginChanges() }
    func liveResults(_ results: AnyObject, didChange change: SectionChange) { list.record(change) }
    func liveResults(_ results: AnyObject, didChange change: RowChange) { list.record(change) }

    /// A list the user does not see changes silently, as a table off screen does.
    func liveResultsDidChange(_ results: AnyObject) {
        let changes = list.endChanges()
        if let view, view.isActive { view.showChanges(changes) }
    }
}
