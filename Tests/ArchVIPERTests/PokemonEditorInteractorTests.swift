import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchVIPER

// MARK: - The editor's interactor against fake repositories

@Suite("VIPER: editor interactor")
struct PokemonEditorInteractorTests {
    private let pokedesk = FakePokedesk()
    private let output = PokemonEditorInteractorOutputSpy()

    private func makeInteractor(for pokemon: Pokemon) -> PokemonEditorInteractor {
        let interactor = PokemonEditorInteractor(pokemon: pokemon, repositories: pokedesk.repositories)
        interactor.output = output
        return interactor
    }

    @Test("given a pokemon, when renamed, then the output hears the old name and the renamed pokemon")
    func givenPokemon_whenRename_thenReportsBoth() {
        let interactor = makeInteractor(for: pokedesk.seed("Pika", race: 25))
        interactor.renamePokemon(to: "Pikachu")
        #expect(output.log.entries == ["didRename(Pika, Pikachu)"])
        #expect(pokedesk.pokemons.map(\.name) == ["Pikachu"])
    }

    @Test("given another process renamed it, when renamed here, then the refusal comes with the current state")
    func givenStale_whenRename_thenRefusedWithCurrent() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let interactor = makeInteractor(for: pika)
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // the other process
        pokedesk.nextError = .conflict(name: "Pika")
        interactor.renamePokemon(to: "Zap")
        #expect(output.log.entries == ["didRefuseChange(\(PokedeskError.conflict(name: "Pika")), Sparky)"])
        #expect(pokedesk.pokemons.map(\.name) == ["Sparky"])
    }

    @Test("given another process renamed it, when deleted, then the output hears of the refusal with the current state")
    func givenConflict_whenDelete_thenRefusedWithCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let interactor = makeInteractor(for: pika)
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // another process's change
        pokedesk.nextError = .conflict(name: "Pika")
        interactor.deletePokemon()
        #expect(output.log.entries == ["didRefuseChange(\(PokedeskError.conflict(name: "Pika")), Sparky)"])
        interactor.deletePokemon()
        #expect(pokedesk.pokemons.isEmpty, "the retry, on the current state, deletes")
    }

    @Test("given the pokemon was deleted elsewhere, when its race is changed, then the output hears it is gone")
    func givenGone_whenChangeRace_thenLost() {
        let interactor = makeInteractor(for: pokedesk.seed("Pika", race: 25))
        pokedesk.nextError = .pokemonGone(name: "Pika")
        interactor.changeRace(to: pokedesk.races[0])
        #expect(output.log.entries == ["didLosePokemon(\(PokedeskError.pokemonGone(name: "Pika")))"])
    }

    @Test("given an unknown race, when set directly, then it fails and the repository is not asked to change")
    func givenUnknownRace_whenChangeRace_thenFails() {
        let interactor = makeInteractor(for: pokedesk.seed("Pika", race: 25))
        interactor.changeRace(toRaceMatching: "pikachoo")
        #expect(output.log.entries == ["didFail(\(PokedeskError.unknownRace("pikachoo")))"])
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.changeRace") })
    }

    @Test("given a race by name, when set, then the saved pokemon has it")
    func givenRaceName_whenChangeRace_thenSaved() {
        let interactor = makeInteractor(for: pokedesk.seed("Pika", race: 25))
        interactor.changeRace(toRaceMatching: "charizard")
        #expect(output.log.entries == ["didChangeRace(Charizard)"])
        #expect(pokedesk.pokemons[0].race?.code == 6)
    }

    @Test("given undo removed the pokemon, when reloaded, then the output hears it is gone, without an error")
    func givenUndoneAdd_whenReload_thenLostSilently() throws {
        let interactor = makeInteractor(for: try pokedesk.repositories.pokemons.add(name: "Pika", race: nil))
        try pokedesk.repositories.pokemons.delete(pokedesk.pokemons[0])
        interactor.reloadPokemon()
        #expect(output.log.entries == ["didLosePokemon(nil)"])
    }
}
