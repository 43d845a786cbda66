import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import TerminalKit
import Testing

@testable import ArchMVP

// MARK: - Passive views: they forward decoded commands and write what they are told

@Suite("MVP: passive views")
struct ScreenTests {
    private let terminal = ScriptedTerminal()

    @Test("given the list's view, when commands are typed, then each is forwarded as one decoded intent")
    func givenListView_whenCommands_thenIntents() {
        let presenter = SpyPokemonListPresenter()
        let screen = PokemonListScreen(
            presenter: presenter,
            console: terminal.console,
            navigation: terminal.navigator
        )
        terminal.run(
            screen,
            [
                "add \"Mr. Mime\" 122", "change RACE 2 pikachu", "sections LETTER", "find name == \"x\"", "page 3",
                "undo",
            ]
        )
        #expect(
            presenter.intents == [
                "viewDidAppear()", "add(name: Mr. Mime, race: 122)", "changeRace(row: 2, to: pikachu)",
                "group(by: letter)", "filter(name == \"x\", column: 6)", "showPage(number: 3)", "undo()",
            ]
        )
        #expect(terminal.errors.isEmpty)
    }

    @Test("given the list's view, when import, export and generate are typed, then their intents, Ctrl-C not asked")
    func givenListView_whenTransfers_thenIntents() {
        let presenter = SpyPokemonListPresenter()
        let screen = PokemonListScreen(
            presenter: presenter,
            console: terminal.console,
            navigation: terminal.navigator
        )
        let status = terminal.run(screen, ["import \"my file.csv\"", "export out.json", "generate 12", "generate x"])
        #expect(
            presenter.intents == [
                "viewDidAppear()", "transfer(importPokemons(from: \"my file.csv\"))",
                "transfer(exportPokemons(to: \"out.json\"))", "transfer(generatePokemons(count: 12))",
            ]
        )
        #expect(status == 1 && terminal.errors == "error: N must be a number, not \"x\"\n")
        #expect(!screen.isStopRequested, "no long intent runs, so nothing can ask to stop")
    }

    @Test("given the list's view on a terminal, when told progress, then one line rewritten, then erased")
    func givenListView_whenProgress_thenLineInPlace() {
        let terminal = ScriptedTerminal(live: true)
        let screen = PokemonListScreen(
            presenter: SpyPokemonListPresenter(),
            console: terminal.console,
            navigation: terminal.navigator
        )
        screen.showProgress("generating: 1 of 2 rows (50%)")
        screen.hideProgress()
        screen.showMessage("generated 2 pokemons")
        #expect(terminal.transcript == "\rgenerating: 1 of 2 rows (50%)\u{1B}[K\r\u{1B}[Kgenerated 2 pokemons\n")
    }

    @Test("given the list's view, when a command does not parse, then the error and no intent")
    func givenListView_whenMalformed_thenErrorOnly() {
        let presenter = SpyPokemonListPresenter()
        let screen = PokemonListScreen(
            presenter: presenter,
            console: terminal.console,
            navigation: terminal.navigator
        )
        let status = terminal.run(screen, ["delete x", "change color 1 x", "sections color"])
        #expect(status == 1)
        #expect(
            terminal.errors
                == "error: N must be a number, not \"x\"\n"
                + "error: the word after change must be race, not \"color\"\n"
                + "error: sections must be race, letter or off, not \"color\"\n"
        )
        #expect(presenter.intents == ["viewDidAppear()"])
    }

    @Test("given the list's view, when told a page and changes, then it writes the table, the footer, the report")
    func givenListView_whenTold_thenWrites() {
        let screen = PokemonListScreen(
            presenter: SpyPokemonListPresenter(),
            console: terminal.console,
            navigation: terminal.navigator
        )
        let row = PokemonCells(number: "1", name: "Pika", race: "Pikachu", code: "25", types: "Electric")
        screen.showPage(PokemonListPage(sections: [.init(title: "P", rows: [row])], count: 1, footer: "1 pokemon"))
        screen.showChanges([.inserted(row: 1), .moved(from: 3, to: 2)])
        screen.showError("nothing to undo")
        #expect(
            terminal.transcript
                == "#  Name  Race     Code  Types\n-- P --\n1  Pika  Pikachu    25  Electric\n1 pokemon\n"
                + "inserted at 1, moved 3→2\nerror: nothing to undo\n"
        )
    }

    @Test("given the races view, then select and a bare N exist only once the presenter enables them")
    func givenRaceView_whenSelectionEnabled_thenSelectForwarded() {
        let presenter = SpyRaceListPresenter()
        let screen = RaceListScreen(
            presenter: presenter,
            console: terminal.console,
            navigation: terminal.navigator
        )
        terminal.run(screen, ["3"])
        screen.enableSelection(true)
        terminal.run(screen, ["3", "select 4", "find mr mime"])
        #expect(terminal.errors == "error: unknown command \"3\"; type help for the list\n")
        #expect(presenter.intents.suffix(3) == ["select(row: 3)", "select(row: 4)", "find(mr mime)"])
    }

    @Test("given the races view, when told a page that marks the current race, then the ✓ column")
    func givenRaceView_whenMarkedPage_thenCheckmark() {
        let screen = RaceListScreen(
            presenter: SpyRaceListPresenter(),
            console: terminal.console,
            navigation: terminal.navigator
        )
        let row = RaceCells(
            number: "3",
            name: "Pikachu",
            code: "25",
            types: "Electric",
            pokemons: "1 pokemon",
            isCurrent: true
        )
        screen.showPage(RaceListPage(rows: [row], count: 1, footer: "1 race", marksCurrent: true))
        #expect(terminal.transcript.contains("✓ 3  Pikachu    25  Electric  1 pokemon\n1 race\n"))
    }

    @Test("given a view under another screen, then it is not active; on top, it is")
    func givenCoveredView_thenInactive() {
        let root = PokemonListScreen(
            presenter: SpyPokemonListPresenter(),
            console: terminal.console,
            navigation: terminal.navigator
        )
        let editor = PokemonEditorScreen(
            presenter: SpyEditorPresenter(),
            console: terminal.console,
            navigation: terminal.navigator
        )
        terminal.navigator.setRoot(root)
        #expect(root.isActive)
        terminal.navigator.push(editor)
        #expect(!root.isActive)
        #expect(editor.isActive)
    }
}

/// An editor presenter that does nothing: the view's own behaviour is under test.
private final class SpyEditorPresenter: PokemonEditorPresenting {
    func viewDidAppear() {}
    func undo() {}
    func redo() {}
    func rename(to name: String) {}
    func chooseRace(_ race: String?) {}
    func chooseRaceByType() {}
    func delete() {}
    func showPokemon() {}
    func pokemonNameSuggestions() -> [String] { [] }
}
