import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - The editor controller

@Suite("MVC: editor controller")
struct PokemonEditorViewControllerTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    private func openEditor(on pokemon: Pokemon) throws -> PokemonListViewController {
        try PokemonListViewController(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test("given the editor, when renamed, then it confirms, shows itself and retitles the path")
    func givenEditor_whenRename_thenShowsNewName() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        terminal.run(try openEditor(on: pika), ["edit 1", "name Pikachu"])
        #expect(terminal.navigator.path == ["pokemons", "Pikachu"])
        #expect(terminal.transcript.contains("renamed \"Pika\" to \"Pikachu\"\nName   Pikachu\n"))
    }

    @Test("given a change refused as a conflict, then the error comes first and the editor shows the current state")
    func givenConflict_whenRename_thenErrorThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let list = try openEditor(on: pika)
        terminal.run(list, ["edit 1"])
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")  // another process's change
        pokedesk.nextError = .conflict(name: "Pika")
        let status = terminal.run(list, ["name Zap"])
        #expect(status == 1)
        #expect(
            terminal.transcript.hasSuffix(
                "error: \"Pika\" was changed by another process; showing its current state, try again\n"
                    + Wording.editorLines(pokedesk.pokemons[0]).map { $0 + "\n" }.joined()
            )
        )
    }

    @Test(
        "given the races list opened from the editor, when a race is chosen, then the list closes and the editor saves it"
    )
    func givenRacePicker_whenChoose_thenEditorSaves() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        terminal.run(try openEditor(on: pika), ["edit 1", "race", "select 2"])
        #expect(terminal.navigator.log == ["push Pika", "push race", "pop to Pika"])
        #expect(pokedesk.calls.contains("pokemons.changeRace(of: Pika, to: 6)"))
        #expect(terminal.transcript.contains("\"Pika\" is now Charizard (#6)\nName   Pika\nRace   Charizard\n"))
    }

    @Test("given the editor, when delete, then it goes back to the list")
    func givenEditor_whenDelete_thenBackToList() throws {
        let pika = pokedesk.seed("Pika")
        terminal.run(try openEditor(on: pika), ["edit 1", "delete"])
        #expect(terminal.navigator.log == ["push Pika", "pop to root"])
        #expect(pokedesk.pokemons.isEmpty)
    }
}
