import PokedeskDomain
import PokedeskScreens
import TerminalKit

@testable import ArchVIPER

// MARK: - Spies on the interactors' outputs

/// What every output hears besides its module's own events.
class ChangeHistoryOutputSpy: ChangeHistoryInteractorOutput {
    let log = CallLog()

    func didUndo(_ action: String) { log.record("didUndo(\(action))") }
    func didRedo(_ action: String) { log.record("didRedo(\(action))") }
    func didFail(_ error: PokedeskError) { log.record("didFail(\(error))") }
}

final class PokemonListInteractorOutputSpy: ChangeHistoryOutputSpy, PokemonListInteractorOutput {
    private(set) var fetched: [ResultsRow<Pokemon>] = []

    func pokemonsDidChange(_ changes: ChangeSummary) {
        log.record("pokemonsDidChange(\(changes.line ?? ""))")
    }
    func didLoadPokemons(matching query: PokemonQuery) { log.record("didLoadPokemons(\(query.filter ?? "nil"))") }
    func didFetchPokemons(_ rows: [ResultsRow<Pokemon>]) {
        fetched = rows
        log.record("didFetchPokemons(\(rows.count))")
    }
    func didAdd(_ pokemon: Pokemon) { log.record("didAdd(\(pokemon.name))") }
    func didRename(_ pokemon: Pokemon, to renamed: Pokemon) {
        log.record("didRename(\(pokemon.name), \(renamed.name))")
    }
    func didChangeRace(of pokemon: Pokemon) { log.record("didChangeRace(\(pokemon.name))") }
    func didDelete(_ pokemon: Pokemon) { log.record("didDelete(\(pokemon.name))") }
    func didFindPokemonToEdit(_ pokemon: Pokemon) { log.record("didFindPokemonToEdit(\(pokemon.name))") }
    func didFindRowStale(_ stale: StaleRow) {
        log.record("didFindRowStale(\(stale.error), now at: \(stale.flatNow.map { "\($0)" } ?? "nil"))")
    }
    func transferDidProgress(_ request: TransferRequest, _ progress: TransferProgress) {
        log.record("transferDidProgress(\(progress.done)/\(progress.total), \(request))")
    }
    func transferDidEnd() { log.record("transferDidEnd") }
    func didFinishTransfer(_ outcome: TransferOutcome) {
        switch outcome {
        case .imported(let report, _):
            log.record(
                "didImport(\(report.imported), skipped: \(report.skipped.count), cancelled: \(report.wasCancelled))"
            )
        case .exported(let report, let path):
            log.record("didExport(\(report.exported), cancelled: \(report.wasCancelled), \(path))")
        case .generated(let report):
            log.record("didGenerate(\(report.generated), cancelled: \(report.wasCancelled))")
        }
    }
}

final class PokemonEditorInteractorOutputSpy: ChangeHistoryOutputSpy, PokemonEditorInteractorOutput {
    private(set) var lastPokemon: Pokemon?

    func didRename(from oldName: String, to pokemon: Pokemon) {
        lastPokemon = pokemon
        log.record("didRename(\(oldName), \(pokemon.name))")
    }
    func didChangeRace(of pokemon: Pokemon) {
        lastPokemon = pokemon
        log.record("didChangeRace(\(pokemon.race?.name ?? "nil"))")
    }
    func didDelete(_ pokemon: Pokemon) { log.record("didDelete(\(pokemon.name))") }
    func didReload(_ pokemon: Pokemon) {
        lastPokemon = pokemon
        log.record("didReload(\(pokemon.name))")
    }
    func didLoadCurrentPokemon(_ pokemon: Pokemon) {
        lastPokemon = pokemon
        log.record("didLoadCurrentPokemon(\(pokemon.name))")
    }
    func didRefuseChange(_ error: PokedeskError, current: Pokemon) {
        lastPokemon = current
        log.record("didRefuseChange(\(error), \(current.name))")
    }
    func didLosePokemon(_ error: PokedeskError?) { log.record("didLosePokemon(\(error.map { "\($0)" } ?? "nil"))") }
}

final class RacePickerInteractorOutputSpy: ChangeHistoryOutputSpy, RacePickerInteractorOutput {
    private(set) var fetched: [ResultsRow<RaceSummary>] = []

    func racesDidChange(_ changes: ChangeSummary) {
        log.record("racesDidChange(\(changes.line ?? ""))")
    }
    func didLoadRaces(nameContaining text: String?) { log.record("didLoadRaces(\(text ?? "nil"))") }
    func didLocateRace(at position: Int) { log.record("didLocateRace(\(position))") }
    func didFetchRaces(_ rows: [ResultsRow<RaceSummary>]) {
        fetched = rows
        log.record("didFetchRaces(\(rows.count))")
    }
    func didSelectRace(_ race: Race) { log.record("didSelectRace(\(race.name))") }
}

final class TypeListInteractorOutputSpy: ChangeHistoryOutputSpy, TypeListInteractorOutput {
    func didFetchTypes(_ types: [TypeSummary]) { log.record("didFetchTypes(\(types.count))") }
    func didSelectType(_ type: PokemonType) { log.record("didSelectType(\(type.name))") }
}
