import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races list's presenter

/// The races, 20 a page (B-20 to B-22), for choosing one or for browsing. It owns its live
/// results and is their delegate. A choice goes to the delegate of the `RaceChoice` it was
/// given: it never knows who opened it, and never closes itself.
final class RaceListPresenter {
    private weak var view: (any RaceListView)?
    private let races: any RaceRepository
    private let names: NameCompletion
    private let undoRedo: UndoRedo
    private let scope: RaceListScope
    /// Nil when browsing.
    private let choice: RaceChoice?
    private var query: RaceQuery
    private var list: PagedResults<RaceSummary>

    init(scope: RaceListScope, choice: RaceChoice?, repositories: Repositories) throws(PokedeskError) {
        races = repositories.races
        names = NameCompletion(repositories)
        undoRedo = UndoRedo(history: repositories.history)
        self.scope = scope
        self.choice = choice
        query = RaceQuery(type: scope.type?.id)
        list = PagedResults(try repositories.races.liveResults(for: query))
        list.results.delegate = self
        // Opened for a choice, the list starts on the page of the current race, so its ✓ shows.
        if let current = choice?.current { try list.reveal(current) }
    }

    func attach(_ view: any RaceListView) {
        self.view = view
        view.showTitle(scope.title)
        view.enableSelection(choice != nil)
        view.suggestRaceNames(names.raceNames())
    }
}

// MARK: - Intents

extension RaceListPresenter: RaceListPresenting {
    func viewDidAppear() {
        perform(reportingTo: view) { try showCurrentPage() }
    }

    func showList() {
        perform(reportingTo: view) { try showCurrentPage() }
    }

    func showNextPage() { turnPage { (pager) throws(PagerError) in try pager.next() } }
    func showPreviousPage() { turnPage { (pager) throws(PagerError) in try pager.previous() } }
    func showPage(number: Int) {
        turnPage { (pager) throws(PagerError) in try pager.go(toPage: number) }
    }

    func select(row: Int) {
        perform(reportingTo: view) {
            guard let choice else { return }
            let chosen = try list.element(atRow: row)
            choice.delegate?.raceListDidChoose(chosen.race)
        }
    }

    func find(_ text: String?) {
        perform(reportingTo: view) {
            var query = self.query
            query.nameContains = text
            list = PagedResults(try races.liveResults(for: query))
            list.results.delegate = self
            self.query = query
            try showCurrentPage()
        }
    }

    /// The live results report what the undo changed.
    func undo() { undoRedo.undo(telling: view) {} }
    func redo() { undoRedo.redo(telling: view) {} }
}

// MARK: - Showing

extension RaceListPresenter {
    /// Turns the page as the user asked.
    private func turnPage(_ turn: (inout Pager) throws(PagerError) -> Void) {
        perform(reportingTo: view) {
            try list.turnPage(turn)
            try showCurrentPage()
        }
    }

    private func showCurrentPage() throws(PokedeskError) {
        let shown = try list.currentRows()
        let footer = Wording.racesFooter(
            count: list.count,
            nameContains: query.nameContains,
            page: list.pager.page,
            pageCount: list.pager.pageCount,
            choosing: choice != nil
        )
        guard !shown.isEmpty else {
            view?.showMessage(footer)
            return
        }
        let rows = shown.map { RaceCells(number: $0.number, summary: $0.element, current: choice?.current) }
        view?.showPage(RaceListPage(rows: rows, count: list.count, footer: footer, marksCurrent: choice != nil))
    }
}

// MARK: - Live results

extension RaceListPresenter: LiveResultsDelegate {
    func liveResultsWillChange(_ results: AnyObject) { list.beginChanges() }
    func liveResults(_ results: AnyObject, didChange change: RowChange) { list.record(change) }

    func liveResultsDidChange(_ results: AnyObject) {
        let changes = list.endChanges()
        if let view, view.isActive { view.showChanges(changes) }
    }
}

// MARK: - Wording

extension RaceListScope {
    /// The screen's part of the path: `race` from the editor, the type's name from Types.
    var title: String {
        switch self {
        case .all: return Wording.raceTitle
        case .ofType(let type): return type.name
        }
    }

    var type: PokemonType? {
        if case .ofType(let type) = self { return type }
        return nil
    }
}
