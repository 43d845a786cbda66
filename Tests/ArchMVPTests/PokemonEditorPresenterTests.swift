import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchMVP

// MARK: - The editor's presenter, against a spy view and a spy navigator

@Suite("MVP: editor presenter")
struct PokemonEditorPresenterTests {
    private let pokedesk = FakePokedesk()
    private let view = SpyPokemonEditorView()
    private let navigator = SpyNavigator()

    private func makePresenter(on pokemon: Pokemon) -> PokemonEditorPresenter {
        let presenter = PokemonEditorPresenter(
            pokemon: pokemon,
            repositories: pokedesk.repositories,
            navigator: navigator
        )
        presenter.attach(view)
        view.calls = []
        return presenter
    }

    private func details(_ pokemon: Pokemon?) -> ViewCall {
        .details(pokemon.map(Wording.editorLines) ?? [])
    }

    @Test("given an editor, when attached and then shown, then it is titled with the name and shows the fields")
    func givenEditor_whenAppears_thenTitleThenDetails() {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = PokemonEditorPresenter(pokemon: pika, repositories: pokedesk.repositories, navigator: navigator)
        presenter.attach(view)
        presenter.viewDidAppear()
        #expect(view.calls.first == .title("Pika"))
        #expect(
            view.calls.last
                == .details(
                    ["Name   Pika", "Race   Pikachu", "Code   25", "Image  025.png", "Types  Electric", "Caught —"]
                )
        )
    }

    @Test("given an editor, when renamed, then the new title, the confirmation and the fields, in that order")
    func givenEditor_whenRename_thenTitleMessageDetails() {
        let presenter = makePresenter(on: pokedesk.seed("Pika", race: 25))
        presenter.rename(to: "Pikachu")
        #expect(
            view.calls == [
                .title("Pikachu"), .message("renamed \"Pika\" to \"Pikachu\""), details(pokedesk.pokemons.first),
            ]
        )
    }

    @Test("given a name that breaks the rules, when renamed, then only the reason")
    func givenBadName_whenRename_thenReasonOnly() {
        let presenter = makePresenter(on: pokedesk.seed("Pika"))
        presenter.rename(to: "   ")
        #expect(view.calls == [.error("a name cannot be empty")])
    }

    @Test("given another process renamed it, when renamed here, then the conflict first, then the current state")
    func givenConflict_whenRename_thenErrorThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = makePresenter(on: pika)
        let sparky = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // the other process
        pokedesk.nextError = .conflict(name: "Pika")
        presenter.rename(to: "Zap")
        #expect(
            view.calls == [
                .error("\"Pika\" was changed by another process; showing its current state, try again"),
                .title("Sparky"), details(sparky),
            ]
        )
    }

    @Test("given another process renamed it, when deleted here, then the conflict, the current state, and no leaving")
    func givenConflict_whenDelete_thenErrorThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = makePresenter(on: pika)
        let sparky = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // the other process
        pokedesk.nextError = .conflict(name: "Pika")
        presenter.delete()
        #expect(
            view.calls == [
                .error("\"Pika\" was changed by another process; showing its current state, try again"),
                .title("Sparky"), details(sparky),
            ]
        )
        #expect(navigator.calls.isEmpty)
        presenter.delete()
        #expect(pokedesk.pokemons.isEmpty, "the retry, on the current state, deletes")
    }

    @Test("given another process deleted it, when renamed here, then the error and back to the list")
    func givenGone_whenRename_thenErrorThenList() {
        let presenter = makePresenter(on: pokedesk.seed("Pika"))
        pokedesk.nextError = .pokemonGone(name: "Pika")
        presenter.rename(to: "Zap")
        #expect(view.calls == [.error("\"Pika\" no longer exists")])
        #expect(navigator.calls == [.returnToList])
    }

    @Test("given an editor, when race alone, then the picker opens on the current race and reports to the editor")
    func givenEditor_whenRaceAlone_thenPickerWithEditorAsDelegate() {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = makePresenter(on: pika)
        presenter.chooseRace(nil)
        #expect(navigator.calls == [.showRacePicker(current: pika.race?.id)])
        #expect(navigator.lastChoice?.delegate === presenter)
        #expect(view.calls.isEmpty)
    }

    @Test("given an editor, when types, then Types opens for choosing, reporting to the editor")
    func givenEditor_whenTypes_thenTypesForChoosing() {
        let presenter = makePresenter(on: pokedesk.seed("Pika", race: 25))
        presenter.chooseRaceByType()
        #expect(navigator.calls == [.showTypes(choosing: true)])
        #expect(navigator.lastChoice?.delegate === presenter)
    }

    @Test("given an editor, when race raichu, then saved, confirmed and shown")
    func givenEditor_whenRaceByName_thenSavedAndShown() {
        let presenter = makePresenter(on: pokedesk.seed("Pika", race: 25))
        presenter.chooseRace("raichu")
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 26)"))
        #expect(view.calls == [.message("\"Pika\" is now Raichu (#26)"), details(pokedesk.pokemons.first)])
    }

    @Test("given a race chosen in the races list, then the picker closes before the save, and the editor confirms")
    func givenChoice_whenChosen_thenCloseThenSaveThenConfirm() {
        let presenter = makePresenter(on: pokedesk.seed("Pika", race: 25))
        var savedBeforeClosing = false
        navigator.onClose = { savedBeforeClosing = pokedesk.calls.contains { $0.hasPrefix("pokemons.changeRace") } }
        presenter.raceListDidChoose(pokedesk.races[1])
        #expect(navigator.calls == [.closeRacePicker])
        #expect(!savedBeforeClosing)
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 6)"))
        // No fields: the editor shows itself as the closing reveals it; the title did not change.
        #expect(view.calls == [.message("\"Pika\" is now Charizard (#6)")])
    }

    @Test("given a choice refused as a conflict, then the error and the current title, and no fields yet")
    func givenChoiceConflict_whenChosen_thenErrorOnly() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let presenter = makePresenter(on: pika)
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")
        pokedesk.nextError = .conflict(name: "Pika")
        presenter.raceListDidChoose(pokedesk.races[1])
        #expect(
            view.calls.first == .error("\"Pika\" was changed by another process; showing its current state, try again")
        )
        #expect(view.calls.dropFirst() == [.title("Sparky")])
    }

    @Test("given an editor, when delete, then confirmed and back to the list")
    func givenEditor_whenDelete_thenConfirmedAndList() {
        let presenter = makePresenter(on: pokedesk.seed("Pika"))
        presenter.delete()
        #expect(pokedesk.pokemons.isEmpty)
        #expect(view.calls == [.message("deleted \"Pika\"")])
        #expect(navigator.calls == [.returnToList])
    }

    @Test("given a change, when undo, then what was undone and the fields; when the pokemon is gone, the list")
    func givenChange_whenUndo_thenShownOrList() throws {
        let pika = pokedesk.seed("Pika")
        let presenter = makePresenter(on: pika)
        presenter.rename(to: "Zap")
        view.calls = []
        presenter.undo()
        #expect(
            view.calls == [.message("undone: rename \"Pika\" to \"Zap\""), details(pokedesk.pokemons.first)],
            "the fake's undo keeps the name, so there is no new title"
        )
        try pokedesk.repositories.pokemons.delete(pokedesk.pokemons[0])
        presenter.undo()
        #expect(navigator.calls == [.returnToList])
    }
}
