import PokedeskDomain

// MARK: - The races interactor, traced

/// `RacePickerInteractorInput` as the presenter sees it with `trace on`: each use case a hop of
/// the interactor.
final class TracedRacePickerInteractor: TracedInteractor, RacePickerInteractorInput {
    let interactor: RacePickerInteractor
    let trace: Trace
    var outputTwin: AnyObject?

    init(_ interactor: RacePickerInteractor, trace: Trace) {
        self.interactor = interactor
        self.trace = trace
        hearChanges(of: interactor.results)
    }

    var raceCount: Int { interactor.raceCount }

    func loadRaces(nameContaining text: String?) {
        useCase("loadRaces(nameContaining: \(TraceText.quoted(text)))") {
            interactor.loadRaces(nameContaining: text)
        }
    }

    func locateRace(_ id: RaceID) { useCase("locateRace(\(id.rawValue))") { interactor.locateRace(id) } }
    func fetchRaces(in range: Range<Int>) { useCase("fetchRaces(in: \(range))") { interactor.fetchRaces(in: range) } }

    func selectRace(inRow number: Int) {
        useCase("selectRace(inRow: \(number))") { interactor.selectRace(inRow: number) }
    }

    func raceNames() -> [String] { interactor.raceNames() }
}
