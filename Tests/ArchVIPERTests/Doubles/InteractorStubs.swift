import PokedeskDomain

@testable import ArchVIPER

// MARK: - Stub interactors for the presenters' tests

/// Undo and redo, recorded.
class ChangeHistoryInteractorStub: ChangeHistoryInteractorInput {
    let log: CallLog

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func undo() { log.record("undo") }
    func redo() { log.record("redo") }
}

final class PokemonListInteractorStub: ChangeHistoryInteractorStub, PokemonListInteractorInput {
    var pokemonCount = 0
    private(set) var loadedQuery: PokemonQuery?

    func loadPokemons(matching query: PokemonQuery) {
        loadedQuery = query
        log.record("loadPokemons(\(query.filter ?? "nil"))")
    }
    func fetchPokemons(in range: Range<Int>) { log.record("fetchPokemons(\(range))") }
    func markPokemonsSeen(in range: Range<Int>) { log.record("markPokemonsSeen(\(range))") }
    func addPokemon(named name: String, raceMatching race: String?) { log.record("addPokemon(\(name))") }
    func renamePokemon(inRow number: Int, to name: String) { log.record("renamePokemon(\(number), \(name))") }
    func changeRaceOfPokemon(inRow number: Int, toRaceMatching race: String) {
        log.record("changeRaceOfPokemon(\(number), \(race))")
    }
    func deletePokemon(inRow number: Int) { log.record("deletePokemon(\(number))") }
    func findPokemonToEdit(inRow number: Int) { log.record("findPokemonToEdit(\(number))") }
    func findPokemonToEdit(named name: String) { log.record("findPokemonToEdit(named: \(name))") }
    func raceNames() -> [String] { [] }
    func pokemonNames() -> [String] { [] }
    func predicateValues(after words: [String]) -> [String] { [] }
    /// The long use case records whether `isCancelled` said to stop when it asked it once.
    func runTransfer(_ request: TransferRequest, isCancelled: () -> Bool) {
        log.record("runTransfer(\(request), cancelled: \(isCancelled()))")
    }
}

final class PokemonEditorInteractorStub: ChangeHistoryInteractorStub, PokemonEditorInteractorInput {
    func renamePokemon(to name: String) { log.record("renamePokemon(\(name))") }
    func changeRace(toRaceMatching race: String) { log.record("changeRace(matching: \(race))") }
    func changeRace(to race: Race) { log.record("changeRace(to: \(race.name))") }
    func deletePokemon() { log.record("deletePokemon") }
    func reloadPokemon() { log.record("reloadPokemon") }
    func pokemonNames() -> [String] { [] }
    func loadCurrentPokemon() { log.record("loadCurrentPokemon") }
    func raceNames() -> [String] { [] }
}

final class RacePickerInteractorStub: ChangeHistoryInteractorStub, RacePickerInteractorInput {
    var raceCount = 0

    func loadRaces(nameContaining text: String?) { log.record("loadRaces(\(text ?? "nil"))") }
    func locateRace(_ id: RaceID) { log.record("locateRace(\(id.rawValue))") }
    func fetchRaces(in range: Range<Int>) { log.record("fetchRaces(\(range))") }
    func selectRace(inRow number: Int) { log.record("selectRace(\(number))") }
    func raceNames() -> [String] { [] }
}

final class TypeListInteractorStub: ChangeHistoryInteractorStub, TypeListInteractorInput {
    func fetchTypes() { log.record("fetchTypes") }
    func selectType(_ choice: String) { log.record("selectType(\(choice))") }
}
