import PokedeskDomain
import TerminalKit

// MARK: - The races interactor

/// The races, live: each shows how many pokemons it has, so saved changes reach it too.
final class RacePickerInteractor: ChangeHistoryInteractor {
    weak var output: (any RacePickerInteractorOutput)?
    let history: any ChangeHistory
    private let names: NameCompletion
    private let races: any RaceRepository
    private var query: RaceQuery
    private let results: ObservedResults<RaceSummary>
    let trace: Trace

    init(query: RaceQuery, repositories: Repositories) throws(PokedeskError) {
        self.query = query
        races = repositories.races
        history = repositories.history
        names = NameCompletion(repositories)
        trace = repositories.trace
        results = ObservedResults(try repositories.races.liveResults(for: query))
        results.onChange = { [weak self] changes in self?.resultsDidChange(changes) }
    }

    var historyOutput: (any ChangeHistoryInteractorOutput)? { output }

    /// The live results told `results`, their delegate, of a change: the output hears it too.
    private func resultsDidChange(_ changes: ChangeSummary) {
        trace.hop(.interactor, Self.self, "liveResultsDidChange(changes: \(changes.count))") {
            output?.racesDidChange(changes)
        }
    }
}

// MARK: - RacePickerInteractorInput

extension RacePickerInteractor: RacePickerInteractorInput {
    var raceCount: Int { results.count }

    func loadRaces(nameContaining text: String?) {
        trace.hop(.interactor, Self.self, "loadRaces(nameContaining: \(text.map(Quoting.quoted) ?? "nil"))") {
            reportingFailure { () throws(PokedeskError) in
                var query = self.query
                query.nameContains = text
                results.replace(with: try races.liveResults(for: query))
                self.query = query
                output?.didLoadRaces(nameContaining: text)
            }
        }
    }

    func locateRace(_ id: RaceID) {
        trace.hop(.interactor, Self.self, "locateRace(\(id.rawValue))") {
            reportingFailure { () throws(PokedeskError) in
                guard let position = try results.position(of: id) else { return }
                output?.didLocateRace(at: position)
            }
        }
    }

    func fetchRaces(in range: Range<Int>) {
        trace.hop(.interactor, Self.self, "fetchRaces(in: \(range))") {
            reportingFailure { () throws(PokedeskError) in
                let rows = try results.rows(in: range)
                output?.didFetchRaces(rows)
            }
        }
    }

    func selectRace(inRow number: Int) {
        trace.hop(.interactor, Self.self, "selectRace(inRow: \(number))") {
            reportingFailure { () throws(PokedeskError) in
                let summary = try results.element(inRow: number)
                output?.didSelectRace(summary.race)
            }
        }
    }

    func raceNames() -> [String] {
        names.raceNames()
    }
}
