import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchMVVM

// MARK: - The editor's view model: state after intents

@Suite("MVVM: editor view model")
struct PokemonEditorViewModelTests {
    private let pokedesk = FakePokedesk()
    private let actions = ActionLog()

    private func makeViewModel(editing pokemon: Pokemon) -> PokemonEditorViewModel {
        PokemonEditorViewModel(pokemon: pokemon, repositories: pokedesk.repositories, actions: actions.editorActions)
    }

    @Test("given the editor, when renamed, then the title, the details and the message follow")
    func givenEditor_whenRename_thenStateFollows() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika", race: 25))
        try viewModel.rename(to: "Pikachu")
        #expect(viewModel.title == "Pikachu")
        #expect(viewModel.details.first == "Name   Pikachu")
        #expect(viewModel.message?.content == "renamed \"Pika\" to \"Pikachu\"")
    }

    @Test("given an empty name, when renamed, then it is refused with the reason and nothing is announced")
    func givenEmptyName_whenRename_thenRefused() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika"))
        #expect(throws: PokedeskError.invalidName(.empty)) { try viewModel.rename(to: "  ") }
        #expect(viewModel.title == "Pika" && viewModel.message == nil)
    }

    @Test("given another process renamed the pokemon, when renamed here, then the conflict, then the current state")
    func givenConflict_whenRename_thenConflictThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let viewModel = makeViewModel(editing: pika)
        let sparky = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // another process's change
        pokedesk.nextError = .conflict(name: "Pika")
        try viewModel.rename(to: "Zap")
        #expect(viewModel.conflict?.content == .conflict(name: "Pika"))
        #expect(viewModel.pokemon == sparky)
        #expect(viewModel.details == Wording.editorLines(sparky))
        #expect(viewModel.message == nil)
    }

    @Test(
        "given another process renamed the pokemon, when deleted here, then the conflict, the current state, no closing"
    )
    func givenConflict_whenDelete_thenConflictThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let viewModel = makeViewModel(editing: pika)
        let sparky = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // another process's change
        pokedesk.nextError = .conflict(name: "Pika")
        try viewModel.delete()
        #expect(viewModel.conflict?.content == .conflict(name: "Pika"))
        #expect(viewModel.pokemon == sparky)
        #expect(actions.entries.isEmpty)
        try viewModel.delete()
        #expect(pokedesk.pokemons.isEmpty, "the retry, on the current state, deletes")
        #expect(actions.entries == ["close"])
    }

    @Test("given the pokemon is gone, when renamed, then the editor asks to close and the error says why")
    func givenGone_whenRename_thenCloses() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika"))
        pokedesk.nextError = .pokemonGone(name: "Pika")
        #expect(throws: PokedeskError.pokemonGone(name: "Pika")) { try viewModel.rename(to: "Zap") }
        #expect(actions.entries == ["close"])
    }

    @Test("given the editor, when the race list is asked for, then the choice it hands over saves the race")
    func givenEditor_whenPickRace_thenChoiceSaves() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika", race: 25))
        try viewModel.pickRace()
        #expect(actions.entries == ["pick race, current 25"])
        let choice = try #require(actions.choice)
        try choice.choose(pokedesk.races[1])
        #expect(pokedesk.calls.last == "pokemons.changeRace(of: Pika, to: 6)")
        #expect(viewModel.message?.content == "\"Pika\" is now Charizard (#6)")
        #expect(viewModel.details[1] == "Race   Charizard")
    }

    @Test("given a race typed by name, when set, then it is saved; an unknown one is refused")
    func givenRaceText_whenSet_thenSavedOrRefused() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika"))
        try viewModel.setRace("raichu")
        #expect(viewModel.pokemon.race?.code == 26)
        #expect(throws: PokedeskError.unknownRace("0")) { try viewModel.setRace("0") }
        #expect(viewModel.pokemon.race?.code == 26)
    }

    @Test("given the editor, when delete, then the pokemon is gone, said so, and the editor asks to close")
    func givenEditor_whenDelete_thenCloses() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika"))
        try viewModel.delete()
        #expect(pokedesk.pokemons.isEmpty)
        #expect(viewModel.message?.content == "deleted \"Pika\"")
        #expect(actions.entries == ["close"])
    }

    // The fake's undo only names the change it undoes; each test makes the store's effect itself.

    @Test("given undo leaves the pokemon changed, then the editor holds its current state")
    func givenChangedByUndo_thenCurrentState() throws {
        let pika = pokedesk.seed("Pika")
        let viewModel = makeViewModel(editing: pika)
        let renamed = try pokedesk.repositories.pokemons.rename(pika, to: "Zed")
        try viewModel.undo()
        #expect(viewModel.message?.content == "undone: rename \"Pika\" to \"Zed\"")
        #expect(viewModel.pokemon == renamed)
        #expect(actions.entries.isEmpty)
    }

    @Test("given undo leaves no such pokemon, then the editor says what was undone and asks to close")
    func givenGoneAfterUndo_thenCloses() throws {
        let pika = pokedesk.seed("Pika")
        let viewModel = makeViewModel(editing: pika)
        try pokedesk.repositories.pokemons.delete(pika)
        try viewModel.undo()
        #expect(viewModel.message?.content == "undone: delete \"Pika\"")
        #expect(actions.entries == ["close"])
    }

    @Test("given a view bound to the title, when renamed, then it is told")
    func givenObserver_whenRename_thenObservationFires() throws {
        let viewModel = makeViewModel(editing: pokedesk.seed("Pika"))
        let probe = ObservationProbe { _ = viewModel.title }
        try viewModel.rename(to: "Zap")
        #expect(probe.didFire)
    }
}
