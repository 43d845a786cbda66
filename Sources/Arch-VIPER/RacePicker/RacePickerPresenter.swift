import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races presenter

/// Keeps the page and the name filter being shown, marks the current race, and once a race is
/// chosen closes the picker before telling its delegate, so the delegate's screen is on top
/// when it acts on the choice.
final class RacePickerPresenter {
    weak var view: (any RacePickerViewInterface)?
    weak var moduleDelegate: (any RacePickerModuleDelegate)?
    var pager = Pager(rowCount: 0)
    private let title: String
    private let purpose: RacePickerPurpose
    private let interactor: any RacePickerInteractorInput
    private let router: any RacePickerRouting
    private var nameFilter: String?

    init(
        title: String,
        purpose: RacePickerPurpose,
        interactor: any RacePickerInteractorInput,
        router: any RacePickerRouting
    ) {
        self.title = title
        self.purpose = purpose
        self.interactor = interactor
        self.router = router
    }

    /// Configures the view, and opens on the page of the current race so its ✓ shows.
    func prepareForPresentation() {
        view?.configure(title: title, offersChoice: isChoosing)
        pager = Pager(rowCount: rowCount)
        if let currentRace { interactor.locateRace(currentRace) }
    }

    // MARK: Purpose

    private var isChoosing: Bool { purpose != .browsing }

    private var currentRace: RaceID? {
        guard case .choosing(let current) = purpose else { return nil }
        return current
    }

    // MARK: Wording a page

    private func pageViewModel(_ results: [ResultsRow<RaceSummary>]) -> RacePageViewModel {
        let rows = results.map { RaceCells(number: $0.position + 1, summary: $0.element, current: currentRace) }
        let footer = Wording.racesFooter(
            count: pager.rowCount,
            nameContains: nameFilter,
            page: pager.page,
            pageCount: pager.pageCount,
            choosing: isChoosing
        )
        return RacePageViewModel(
            rows: rows,
            marksCurrent: isChoosing,
            footer: footer,
            positions: results.first.map { $0.position..<($0.position + results.count) } ?? 0..<0,
            count: pager.rowCount
        )
    }
}

// MARK: - PagedListPresenter

extension RacePickerPresenter: PagedListPresenter {
    var historyInteractor: any ChangeHistoryInteractorInput { interactor }
    var messageView: (any MessageViewInterface)? { view }
    var rowCount: Int { interactor.raceCount }
    var isFrontmost: Bool { router.isModuleFrontmost }

    /// No races (a filter matching none) still has a footer saying so.
    func showCurrentPage() {
        pager.update(rowCount: rowCount)
        interactor.fetchRaces(in: pager.rowRange)
    }
}

// MARK: - RacePickerModuleInterface

extension RacePickerPresenter: RacePickerModuleInterface {
    func viewDidAppear() {
        showCurrentPage()
    }

    func filterRaces(containing text: String?) {
        interactor.loadRaces(nameContaining: text)
    }

    func selectRace(inRow number: Int) {
        interactor.selectRace(inRow: number)
    }

    func raceNames() -> [String] {
        interactor.raceNames()
    }
}

// MARK: - RacePickerInteractorOutput

extension RacePickerPresenter: RacePickerInteractorOutput {
    func racesDidChange(_ changes: ChangeSummary) {
        reportChanges(changes)
    }

    /// A new filter shows its first page.
    func didLoadRaces(nameContaining text: String?) {
        nameFilter = text
        pager = Pager(rowCount: rowCount)
        showCurrentPage()
    }

    func didLocateRace(at position: Int) {
        pager.reveal(rowIndex: position)
    }

    func didFetchRaces(_ rows: [ResultsRow<RaceSummary>]) {
        view?.showRaces(pageViewModel(rows))
    }

    func didSelectRace(_ race: Race) {
        router.dismissRacePicker()
        moduleDelegate?.racePicker(didChoose: race)
    }
}
