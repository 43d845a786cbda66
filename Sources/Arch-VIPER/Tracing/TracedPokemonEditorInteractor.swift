import PokedeskDomain

// MARK: - The editor's interactor, traced

/// `PokemonEditorInteractorInput` as the presenter sees it with `trace on`: each use case a hop
/// of the interactor.
final class TracedPokemonEditorInteractor: TracedInteractor, PokemonEditorInteractorInput {
    let interactor: PokemonEditorInteractor
    let trace: Trace
    var outputTwin: AnyObject?

    init(_ interactor: PokemonEditorInteractor, trace: Trace) {
        self.interactor = interactor
        self.trace = trace
    }

    func renamePokemon(to name: String) {
        useCase("renamePokemon(to: \(Quoting.quoted(name)))") { interactor.renamePokemon(to: name) }
    }

    func changeRace(toRaceMatching race: String) {
        useCase("changeRace(toRaceMatching: \(Quoting.quoted(race)))") { interactor.changeRace(toRaceMatching: race) }
    }

    func changeRace(to race: Race) {
        useCase("changeRace(to: \(Quoting.quoted(race.name)))") { interactor.changeRace(to: race) }
    }

    func deletePokemon() { useCase("deletePokemon()") { interactor.deletePokemon() } }
    func reloadPokemon() { useCase("reloadPokemon()") { interactor.reloadPokemon() } }
    func loadCurrentPokemon() { useCase("loadCurrentPokemon()") { interactor.loadCurrentPokemon() } }
    func raceNames() -> [String] { interactor.raceNames() }
    func pokemonNames() -> [String] { interactor.pokemonNames() }
}
