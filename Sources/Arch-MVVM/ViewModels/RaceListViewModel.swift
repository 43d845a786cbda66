import Observation
import PokedeskDomain
import TerminalKit

// MARK: - Choosing a race

/// A race being chosen for a pokemon: its current race, to mark, and where the choice goes.
struct RaceChoice {
    let current: RaceID?
    let choose: (Race) throws(PokedeskError) -> Void
}

// MARK: - The races

/// The races, 20 a page (B-20 to B-22), for choosing one — the choice goes to whoever created
/// this view model, through `RaceChoice` — or for browsing only. It owns its live results.
@Observable
final class RaceListViewModel: LiveListViewModel, UndoingViewModel, RaceListViewModelInput {
    // MARK: Display state

    let title: String
    /// The current page, kept current as the store changes (the pokemons of each race).
    private(set) var page: RacePage
    private(set) var lastChanges: Announcement<ChangeSummary>?
    private(set) var message: Announcement<String>?

    var isChoosing: Bool { choice != nil }

    // MARK: Model

    let history: any ChangeHistory
    /// The names Tab offers for the commands' arguments.
    let names: NameCompletion
    let pages: PagedLiveResults<RaceSummary>
    private let races: any RaceRepository
    private let choice: RaceChoice?
    @ObservationIgnored private var query: RaceQuery

    init(title: String, query: RaceQuery, choice: RaceChoice?, repositories: Repositories) throws(PokedeskError) {
        self.title = title
        self.query = query
        self.choice = choice
        races = repositories.races
        history = repositories.history
        names = NameCompletion(repositories)
        pages = PagedLiveResults(try races.liveResults(for: query))
        // Open on the page of the current race, so that its ✓ shows.
        if let current = choice?.current, let location = try pages.results.location(of: current) {
            pages.paging.reveal(rowIndex: location.flat)
        }
        page = try RacePage(pages, query: query, choice: choice)
        pages.onChange = { [weak self] changes in self?.listDidChange(changes) }
    }

    // MARK: Intents

    func readPage() throws(PokedeskError) {
        page = try RacePage(pages, query: query, choice: choice)
    }

    /// Shows the races whose name contains `text`; nil shows them all.
    func find(_ text: String?) throws(PokedeskError) {
        var query = self.query
        query.nameContains = text
        pages.replace(with: try races.liveResults(for: query))
        self.query = query
        try readPage()
    }

    /// Chooses the race in row `number` (B-21); browsing, there is nothing to choose.
    func select(row number: Int) throws(PokedeskError) {
        guard let choice else { return }
        try choice.choose(try pages.element(inRow: number).race)
    }

    func didRevert(saying line: String) {
        message.announce(line)
    }

    // MARK: Following the store

    private func listDidChange(_ changes: ChangeSummary) {
        if let fresh = try? RacePage(pages, query: query, choice: choice) { page = fresh }
        if !changes.isEmpty { lastChanges.announce(changes) }
    }
}
