import PokedeskDomain
import Testing

@testable import ArchVIPER

// MARK: - The editor's presenter, with a spy view, a stub interactor and a spy router

@Suite("VIPER: editor presenter")
struct PokemonEditorPresenterTests {
    private let log = CallLog()
    private let view: PokemonEditorViewSpy
    private let interactor: PokemonEditorInteractorStub
    private let router: PokemonEditorRouterSpy
    private let presenter: PokemonEditorPresenter

    private static let pika = Fixtures.pokemon("Pika", race: Fixtures.pikachu)

    init() {
        view = PokemonEditorViewSpy(log: log)
        interactor = PokemonEditorInteractorStub(log: log)
        router = PokemonEditorRouterSpy(log: log)
        presenter = PokemonEditorPresenter(pokemon: Self.pika, interactor: interactor, router: router)
        presenter.view = view
    }

    @Test("given the module is built, when prepared for presentation, then the view's title is the pokemon's name")
    func givenBuilt_whenPrepared_thenTitled() {
        presenter.prepareForPresentation()
        #expect(view.title == "Pika")
        #expect(log.entries.isEmpty)
    }

    @Test("given a rename, then the confirmation comes first, then the details, and the title follows")
    func givenRename_thenMessageThenDetails() {
        let renamed = Fixtures.pokemon("Pikachu", race: Fixtures.pikachu, version: 2)
        presenter.didRename(from: "Pika", to: renamed)
        #expect(log.entries == ["message: renamed \"Pika\" to \"Pikachu\"", "details: Name   Pikachu"])
        #expect(view.title == "Pikachu")
    }

    @Test("given a change refused as a conflict, then the error comes first, then the current state")
    func givenConflict_thenErrorThenCurrentState() {
        let current = Fixtures.pokemon("Sparky", race: Fixtures.pikachu, version: 2)
        presenter.didRefuseChange(.conflict(name: "Pika"), current: current)
        #expect(
            log.entries == [
                "error: \"Pika\" was changed by another process; showing its current state, try again",
                "details: Name   Sparky",
            ]
        )
        #expect(view.title == "Sparky")
    }

    @Test("given race, then the pokemon is read as stored now, then the router opens the picker on its race")
    func givenRace_thenPickerWithDelegate() {
        presenter.chooseRace()
        presenter.didLoadCurrentPokemon(Self.pika)
        #expect(log.entries == ["loadCurrentPokemon", "presentRacePicker(current: 25)"])
        #expect(router.racePickerDelegate === presenter)
    }

    @Test("given types, then the pokemon is read as stored now, then the router opens the types")
    func givenTypes_thenTypesWithDelegate() {
        presenter.chooseRaceByType()
        presenter.didLoadCurrentPokemon(Self.pika)
        #expect(log.entries == ["loadCurrentPokemon", "presentTypeList(current: 25)"])
        #expect(router.typeListDelegate === presenter)
    }

    @Test("given race after another process changed the race, then the picker marks the race it has now")
    func givenRaceChangedElsewhere_thenPickerOnCurrentRace() {
        presenter.chooseRace()
        presenter.didLoadCurrentPokemon(Fixtures.pokemon("Sparky", race: Fixtures.raichu, version: 2))
        #expect(log.entries == ["loadCurrentPokemon", "presentRacePicker(current: 26)"])
        #expect(view.title == "Sparky")
    }

    @Test("given show, then the pokemon is read as stored now and shown as it is")
    func givenShow_thenCurrentStateShown() {
        presenter.showPokemon()
        presenter.didLoadCurrentPokemon(Fixtures.pokemon("Sparky", race: Fixtures.pikachu, version: 2))
        #expect(log.entries == ["loadCurrentPokemon", "details: Name   Sparky"])
        #expect(view.title == "Sparky")
    }

    @Test("given race when another process deleted the pokemon, then the error, the editor closes, no picker")
    func givenRaceWhenGone_thenErrorAndNoPicker() {
        presenter.chooseRace()
        presenter.didLosePokemon(.pokemonGone(name: "Pika"))
        presenter.didLoadCurrentPokemon(Self.pika)
        #expect(log.entries == ["loadCurrentPokemon", "error: \"Pika\" no longer exists", "dismissEditor"])
    }

    @Test("given the picker chose a race, then it is saved and confirmed, and the details wait for the reveal")
    func givenChoice_thenSavedConfirmedShownOnReveal() {
        presenter.racePicker(didChoose: Fixtures.raichu)
        let changed = Fixtures.pokemon("Pika", race: Fixtures.raichu, version: 2)
        presenter.didChangeRace(of: changed)
        #expect(log.entries == ["changeRace(to: Raichu)", "message: \"Pika\" is now Raichu (#26)"])
        presenter.viewDidAppear()
        #expect(log.entries.last == "details: Name   Pika")
        #expect(log.entries.count == 3)
    }

    @Test("given a choice refused as a conflict, then the error now, and the current state only on the reveal")
    func givenChoiceConflict_thenErrorThenStateOnReveal() {
        presenter.racePicker(didChoose: Fixtures.raichu)
        presenter.didRefuseChange(.conflict(name: "Pika"), current: Fixtures.pokemon("Sparky", race: Fixtures.pikachu))
        #expect(log.entries.last?.hasPrefix("error: \"Pika\" was changed by another process") == true)
        presenter.viewDidAppear()
        #expect(log.entries.last == "details: Name   Sparky")
        #expect(log.entries.filter { $0.hasPrefix("details") }.count == 1)
    }

    @Test("given the types chose a race, then it is saved the same way")
    func givenTypesChoice_thenSaved() {
        presenter.typeList(didChoose: Fixtures.raichu)
        #expect(log.entries == ["changeRace(to: Raichu)"])
    }

    @Test("given undo, then what was undone is written, then the pokemon is read again")
    func givenUndo_thenMessageThenReload() {
        presenter.didUndo("rename \"Pika\" to \"Zed\"")
        #expect(log.entries == ["message: undone: rename \"Pika\" to \"Zed\"", "reloadPokemon"])
    }

    @Test("given the reload found the pokemon gone, then the editor closes without an error")
    func givenGoneOnReload_thenClosesSilently() {
        presenter.didLosePokemon(nil)
        #expect(log.entries == ["dismissEditor"])
    }

    @Test("given a change refused because the pokemon is gone, then the error, then the editor closes")
    func givenGoneOnChange_thenErrorThenCloses() {
        presenter.didLosePokemon(.pokemonGone(name: "Pika"))
        #expect(log.entries == ["error: \"Pika\" no longer exists", "dismissEditor"])
    }

    @Test("given delete, then the confirmation, then the editor closes")
    func givenDelete_thenMessageThenCloses() {
        presenter.didDelete(Self.pika)
        #expect(log.entries == ["message: deleted \"Pika\"", "dismissEditor"])
    }
}
