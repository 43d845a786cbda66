import Observation
import PokedeskDomain
import TerminalKit

// MARK: - The pokemons list

/// The root screen's state and intents: the current page of pokemons, what the last change of
/// the store did to the list, and what the last command did. It owns the list's live results
/// and keeps its page current as they change; other screens it asks for through `Actions`.
@Observable
final class PokemonListViewModel: LiveListViewModel, UndoingViewModel, PokemonListViewModelInput {
    /// What the list asks of whoever moves between screens.
    struct Actions {
        var edit: (Pokemon) -> Void
        var browseTypes: () throws(PokedeskError) -> Void
    }

    // MARK: Display state

    let title = Wording.pokemonsTitle
    /// The current page, kept current as the store changes.
    private(set) var page: PokemonPage
    private(set) var lastChanges: Announcement<ChangeSummary>?
    private(set) var message: Announcement<String>?
    /// A command refused because another process changed or deleted its row since the user saw
    /// it (B-43); the page is then the one where that row is now.
    private(set) var refusal: Announcement<PokedeskError>?
    /// The progress of the import or generate running now, worded; nil when none runs.
    let progress = LiveValue<String?>(nil)

    // MARK: Model

    let history: any ChangeHistory
    let pages: PagedLiveResults<Pokemon>
    private let pokemons: any PokemonRepository
    private let races: any RaceRepository
    /// The names Tab offers for the commands' arguments.
    let names: NameCompletion
    let transfers: any PokemonTransfers
    private let actions: Actions
    @ObservationIgnored private var query = PokemonQuery()

    init(repositories: Repositories, actions: Actions) throws(PokedeskError) {
        pokemons = repositories.pokemons
        races = repositories.races
        names = NameCompletion(repositories)
        transfers = repositories.transfers
        history = repositories.history
        self.actions = actions
        pages = PagedLiveResults(try pokemons.liveResults(for: query))
        page = try PokemonPage(pages, query: query)
        pages.onChange = { [weak self] changes in self?.listDidChange(changes) }
    }

    // MARK: Intents: showing

    func readPage() throws(PokedeskError) {
        page = try PokemonPage(pages, query: query)
    }

    /// The view has shown the page: the user has seen its rows as they are (B-43).
    func pageShown() {
        pages.results.rowsShown(pages.paging.rowRange)
    }

    /// Filters with a predicate in Core Data's syntax (B-5); an empty one shows every pokemon.
    /// `column` is where the predicate starts in the line typed, for errors to point at.
    func find(_ predicate: String, column: Int) throws(PokedeskError) {
        var query = self.query
        query.filter = predicate.isEmpty ? nil : predicate
        query.filterColumn = column
        try show(query)
    }

    func group(by sections: PokemonSections) throws(PokedeskError) {
        var query = self.query
        query.sections = sections
        try show(query)
    }

    func order(by sort: PokemonSort) throws(PokedeskError) {
        var query = self.query
        query.sort = sort
        try show(query)
    }

    // MARK: Intents: changing

    func add(name: String, race raceText: String?) throws(PokedeskError) {
        let race = try raceText.map { (text) throws(PokedeskError) in try races.race(matching: text) }
        message.announce(Wording.added(try pokemons.add(name: name, race: race?.id)))
    }

    func rename(row: Int, to name: String) throws(PokedeskError) {
        try actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let renamed = try pokemons.rename(pokemon, to: name)
            message.announce(Wording.renamed(from: pokemon.name, to: renamed.name))
        }
    }

    func changeRace(row: Int, to raceText: String) throws(PokedeskError) {
        try actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            let race = try races.race(matching: raceText)
            message.announce(Wording.raceChanged(try pokemons.changeRace(of: pokemon, to: race.id)))
        }
    }

    func delete(row: Int) throws(PokedeskError) {
        try actOnPokemon(inRow: row) { row throws(PokedeskError) in
            let pokemon = try row.pokemonToChange()
            try pokemons.delete(pokemon)
            message.announce(Wording.deleted(pokemon))
        }
    }

    func didRevert(saying line: String) {
        message.announce(line)
    }

    /// Says what a command did; for those that say it in several lines, one announcement.
    func announce(_ lines: [String]) {
        message.announce(lines.joined(separator: "\n"))
    }

    // MARK: Intents: going elsewhere

    func edit(row: Int) throws(PokedeskError) {
        try actOnPokemon(inRow: row) { row throws(PokedeskError) in actions.edit(try row.pokemonToShow()) }
    }

    func edit(named name: String) throws(PokedeskError) {
        actions.edit(try pokemons.pokemon(named: name))
    }

    func browseTypes() throws(PokedeskError) {
        try actions.browseTypes()
    }

    /// Acts on row `number` as the user saw it. When another process changed or deleted it since,
    /// the refusal is announced and the page turns to where it is now.
    private func actOnPokemon(
        inRow number: Int,
        _ action: (ShownRow<Pokemon>) throws(PokedeskError) -> Void
    ) throws(PokedeskError) {
        guard let stale = try RowNumber.act(onShownRow: number, in: pages.results, action) else { return }
        if let flat = stale.flatNow { pages.paging.reveal(rowIndex: flat) }
        try readPage()
        refusal.announce(stale.error)
    }

    // MARK: Following the store

    /// New live results for a new filter or grouping; the old ones stay if the store refuses it.
    private func show(_ query: PokemonQuery) throws(PokedeskError) {
        pages.replace(with: try pokemons.liveResults(for: query))
        self.query = query
        try readPage()
    }

    private func listDidChange(_ changes: ChangeSummary) {
        // A page that cannot be read now is read again when it is shown.
        if let fresh = try? PokemonPage(pages, query: query) { page = fresh }
        if !changes.isEmpty { lastChanges.announce(changes) }
    }
}
