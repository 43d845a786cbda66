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
    /// Its live results, whose changes the output hears; a traced twin hears them first.
    let results: ObservedResults<RaceSummary>

    init(query: RaceQuery, repositories: Repositories) throws(PokedeskError) {
        self.query = query
        races = repositories.races
        history = repositories.history
        names = NameCompletion(repositories)
        results = ObservedResults(try repositories.races.liveResults(for: query))
        results.onChange = { [weak self] changes in self?.resultsDidChange(changes) }
    }

    var historyOutput: (any ChangeHistoryInteractorOutput)? { output }

    /// The live results told `results`, their delegate, of a change: the output hears it too.
    private func resultsDidChange(_ changes: ChangeSummary) {
        output?.racesDidChange(changes)
    }
}

// MARK: - RacePickerInteractorInput

extension RacePickerInteractor: RacePickerInteractorInput {
    var raceCount: Int { results.count }

    func loadRaces(nameContaining text: String?) {
        reportingFailure { () throws(PokedeskError) in
            var query = self.query
            query.nameContains = text
            results.replace(with: try races.liveResults(for: query))
            self.query = query
            output?.didLoadRaces(nameContaining: text)
        }
    }

    func locateRace(_ id: RaceID) {
        reportingFailure { () throws(PokedeskError) in
            guard let position = try results.position(of: id) else { return }
            output?.didLocateRace(at: position)
        }
    }

    func fetchRaces(in range: Range<Int>) {
        reportingFailure { () throws(PokedeskError) in
            let rows = try results.rows(in: range)
            output?.didFetchRaces(rows)
        }
    }

    func selectRace(inRow number: Int) {
        reportingFailure { () throws(PokedeskError) in
            let summary = try results.element(inRow: number)
            output?.didSelectRace(summary.race)
        }
    }

    func raceNames() -> [String] {
        names.raceNames()
    }
}
