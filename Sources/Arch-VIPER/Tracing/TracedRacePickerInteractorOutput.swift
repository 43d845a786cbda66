import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - What the races interactor reports, traced

/// `RacePickerInteractorOutput` as the interactor sees it with `trace on`: each result a hop of
/// the presenter.
final class TracedRacePickerInteractorOutput: TracedInteractorOutput, RacePickerInteractorOutput {
    private(set) weak var presenter: RacePickerPresenter?
    let trace: Trace

    init(_ presenter: RacePickerPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func racesDidChange(_ changes: ChangeSummary) {
        result("racesDidChange(\(TraceText.changes(changes)))") { $0.racesDidChange(changes) }
    }

    func didLoadRaces(nameContaining text: String?) {
        result("didLoadRaces(nameContaining: \(TraceText.quoted(text)))") {
            $0.didLoadRaces(nameContaining: text)
        }
    }

    func didLocateRace(at position: Int) { result("didLocateRace(at: \(position))") { $0.didLocateRace(at: position) } }

    func didFetchRaces(_ rows: [ResultsRow<RaceSummary>]) {
        result("didFetchRaces(\(TraceText.counted(rows.count, "row")))") { $0.didFetchRaces(rows) }
    }

    func didSelectRace(_ race: Race) {
        result("didSelectRace(\(Quoting.quoted(race.name)))") { $0.didSelectRace(race) }
    }
}
