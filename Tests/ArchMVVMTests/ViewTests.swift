import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVVM

// MARK: - Views: what they write, and when

@Suite("MVVM: views")
struct ViewTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()
    private let actions = ActionLog()

    private func makeListView() throws -> PokemonListView {
        let viewModel = try PokemonListViewModel(repositories: pokedesk.repositories, actions: actions.listActions)
        return PokemonListView(viewModel: viewModel, input: viewModel, console: terminal.console)
    }

    private func makeEditorView(editing pokemon: Pokemon) -> PokemonEditorView {
        let viewModel = PokemonEditorViewModel(
            pokemon: pokemon,
            repositories: pokedesk.repositories,
            actions: actions.editorActions
        )
        return PokemonEditorView(
            viewModel: viewModel,
            input: viewModel,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test("given the list view, when add, then it writes the row changes, then the message")
    func givenList_whenAdd_thenChangesThenMessage() throws {
        pokedesk.seed("Char", race: 6)
        terminal.run(try makeListView(), ["add Pika 25"])
        #expect(terminal.outputLines == ["inserted at 2", "added \"Pika\", Pikachu (#25)"])
    }

    @Test("given the list view on a terminal, when generate, then progress in place, erased, then changes and message")
    func givenTerminal_whenGenerate_thenProgressThenOutput() throws {
        let terminal = ScriptedTerminal(live: true)
        let viewModel = try PokemonListViewModel(repositories: pokedesk.repositories, actions: actions.listActions)
        let list = PokemonListView(viewModel: viewModel, input: viewModel, console: terminal.console)
        terminal.run(list, ["generate 2"])
        #expect(
            terminal.transcript.hasSuffix(
                "\rgenerating: 1 of 2 rows (50%) · 10 rows/s · about 1 s left\u{1B}[K"
                    + "\rgenerating: 2 of 2 rows (100%) · 10 rows/s\u{1B}[K"
                    + "\r\u{1B}[Kinserted at 1–2\ngenerated 2 pokemons\n"
            )
        )
    }

    @Test("given the list view, when import, export and generate, then each reaches the repository, then its outcome")
    func givenList_whenTransfers_thenOutcomes() throws {
        pokedesk.files["in.csv"] = [.init("Pika", race: 25)]
        let status = terminal.run(try makeListView(), ["import in.csv", "export out.csv", "generate 0"])
        #expect(
            terminal.outputLines == [
                "inserted at 1", "imported 1 pokemon from in.csv", "exported 1 pokemon to out.csv",
                "error: N must be from 1 to 1000000, not 0",
            ]
        )
        #expect(status == 1)
        #expect(pokedesk.files["out.csv"] == [.init("Pika", race: 25)])
    }

    @Test("given the list view, when the store changed before a command, then the change comes before its output")
    func givenChangeFromElsewhere_whenList_thenChangeFirst() throws {
        let list = try makeListView()
        terminal.run(list, [])
        pokedesk.seed("Pika")
        terminal.run(list, ["list"])
        #expect(terminal.outputLines == ["inserted at 1", "#  Name  Race  Code  Types", "1  Pika  —", "1 pokemon"])
    }

    @Test("given the list out of sight, when the store changes, then it says nothing when it is back")
    func givenHiddenList_whenChange_thenSilentOnReturn() throws {
        let list = try makeListView()
        terminal.run(list, [])
        terminal.navigator.push(makeEditorView(editing: pokedesk.seed("Pika")))
        pokedesk.seed("Abra")
        terminal.run(list, ["back", "list"])
        #expect(!terminal.transcript.contains("inserted"))
        #expect(terminal.outputLines.last == "2 pokemons")
    }

    @Test("given the editor view, when a change is refused as a conflict, then the error, then the current state")
    func givenEditor_whenConflict_thenErrorThenCurrentState() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        let editor = makeEditorView(editing: pika)
        let sparky = try pokedesk.repositories.pokemons.rename(pika, to: "Sparky")
        pokedesk.nextError = .conflict(name: "Pika")
        let status = terminal.run(editor, ["name Zap"])
        #expect(status == 1)
        #expect(
            terminal.transcript.hasSuffix(
                "error: \"Pika\" was changed by another process; showing its current state, try again\n"
                    + Wording.editorLines(sparky).map { $0 + "\n" }.joined()
            )
        )
    }

    @Test("given the editor view, when a name is refused, then it writes the error and does not show itself again")
    func givenEditor_whenBadName_thenOnlyError() throws {
        let pika = pokedesk.seed("Pika")
        terminal.run(makeEditorView(editing: pika), ["name \"  \""])
        #expect(terminal.outputLines == Wording.editorLines(pika) + ["error: a name cannot be empty"])
    }
}
