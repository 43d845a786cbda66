import PokedeskDomain
import TerminalKit

// MARK: - The races' use cases

protocol RacePickerInteractorInput: ChangeHistoryInteractorInput {
    /// How many races the current results hold, for the presenter's pages.
    var raceCount: Int { get }
    /// `text` nil: every race (of the picker's type, if it has one).
    func loadRaces(nameContaining text: String?)
    /// Reports where the race is in the current results, when it is there.
    func locateRace(_ id: RaceID)
    func fetchRaces(in range: Range<Int>)
    func selectRace(inRow number: Int)
    func raceNames() -> [String]
}

// MARK: - What the races interactor reports

protocol RacePickerInteractorOutput: ChangeHistoryInteractorOutput {
    /// The store changed the current results (the pokemon counts, say), summed up as the list
    /// reports it.
    func racesDidChange(_ changes: ChangeSummary)
    func didLoadRaces(nameContaining text: String?)
    func didLocateRace(at position: Int)
    func didFetchRaces(_ rows: [ResultsRow<RaceSummary>])
    func didSelectRace(_ race: Race)
}
