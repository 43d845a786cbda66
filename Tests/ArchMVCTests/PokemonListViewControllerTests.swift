import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - The list controller, driven through a fake terminal

@Suite("MVC: pokemons list controller")
struct PokemonListViewControllerTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    /// A controller on the suite's terminal, or on `terminal` (a live one, say).
    private func makeController(on terminal: ScriptedTerminal? = nil) throws -> PokemonListViewController {
        let terminal = terminal ?? self.terminal
        return try PokemonListViewController(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test("given an empty pokedesk, when list, then it says how to add one")
    func givenEmpty_whenList_thenExplains() throws {
        terminal.run(try makeController(), ["list"])
        #expect(terminal.outputLines == [Wording.emptyPokedesk])
    }

    @Test("given pokemons, when a pokemon is added, then the controller reports the insert it heard as delegate")
    func givenPokemons_whenAdd_thenReportsInsert() throws {
        pokedesk.seed("Char", race: 6)
        pokedesk.seed("Zubat")
        let controller = try makeController()
        terminal.run(controller, ["add Pika 25"])
        #expect(pokedesk.calls.contains("pokemons.add(Pika, race: 25)"))
        #expect(terminal.outputLines == ["inserted at 2", "added \"Pika\", Pikachu (#25)"])
    }

    @Test("given a pokemon, when edit 1, then the editor is pushed and shows it")
    func givenPokemon_whenEdit_thenPushesEditor() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeController(), ["edit 1"])
        #expect(terminal.navigator.log == ["push Pika"])
        #expect(terminal.navigator.top is PokemonEditorViewController)
        #expect(terminal.outputLines.first == "Name   Pika")
    }

    @Test("given 1 row, when a bad row is named, then one error and no repository change")
    func givenOneRow_whenBadRow_thenError() throws {
        pokedesk.seed("Pika")
        let status = terminal.run(try makeController(), ["delete 9", "rename x Zed"])
        #expect(status == 1)
        #expect(
            terminal.errors == "error: there is no row 9; the list has 1 row\nerror: N must be a number, not \"x\"\n"
        )
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.delete") || $0.hasPrefix("pokemons.rename") })
    }

    @Test("given a refused filter, then the previous live results stay")
    func givenRefusedFilter_thenKeepsResults() throws {
        pokedesk.seed("Pika")
        let controller = try makeController()
        pokedesk.nextError = .invalidPredicate("column 13: expected a value after '=='")
        terminal.run(controller, ["find name ==", "list"])
        #expect(terminal.errors == "error: column 13: expected a value after '=='\n")
        #expect(terminal.outputLines.last == "1 pokemon")
    }

    @Test("given pokemons, when sort code, then the list asks for that order, shows it and keeps it across a filter")
    func givenPokemons_whenSortCode_thenOrderedAndRemembered() throws {
        pokedesk.seed("Aaron", race: 26)
        pokedesk.seed("Bob", race: 6)
        terminal.run(try makeController(), ["sort code", "find name CONTAINS \"o\""])
        #expect(pokedesk.calls.contains("pokemons.liveResults(filter: nil, sections: off, sort: code)"))
        #expect(pokedesk.calls.last == "pokemons.liveResults(filter: name CONTAINS \"o\", sections: off, sort: code)")
        #expect(terminal.outputLines.filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") }.first?.contains("Bob") == true)
    }

    @Test("given the list is not on top, when the store changes, then it reports nothing")
    func givenHidden_whenChange_thenSilent() throws {
        let pika = pokedesk.seed("Pika", race: 25)
        terminal.run(try makeController(), ["edit 1"])
        let before = terminal.transcript
        _ = try pokedesk.repositories.pokemons.rename(pika, to: "Zap")
        #expect(terminal.transcript == before)
    }
}

// MARK: - Import, export and generate

extension PokemonListViewControllerTests {

    @Test("given a file, when import, then the rows it inserted, the rows it skipped, then what it did")
    func givenFile_whenImport_thenChangesSkippedAndSummary() throws {
        pokedesk.seed("Mew")
        pokedesk.files["p.csv"] = [.init("Pika", race: 25), .init(""), .init("Abra"), .init("Ghost", race: 999)]
        terminal.run(try makeController(), ["import p.csv"])
        #expect(pokedesk.calls.contains("transfers.importPokemons(from: p.csv)"))
        #expect(
            terminal.outputLines == [
                "inserted at 1, inserted at 3",
                "skipped line 3: a name cannot be empty",
                "skipped line 5: no race has the code or name \"999\"",
                "imported 2 pokemons from p.csv, skipped 2 lines",
            ]
        )
    }

    @Test("on a terminal, the progress line shows while generate runs and is gone before the outcome")
    func onTerminal_whenGenerate_thenProgressThenOutcome() throws {
        let terminal = ScriptedTerminal(live: true)
        terminal.run(try makeController(on: terminal), ["generate 2"])
        #expect(
            terminal.transcript.hasSuffix(
                "\rgenerating: 1 of 2 rows (50%) · 10 rows/s · about 1 s left\u{1B}[K"
                    + "\rgenerating: 2 of 2 rows (100%) · 10 rows/s\u{1B}[K"
                    + "\r\u{1B}[Kinserted at 1–2\ngenerated 2 pokemons\n"
            )
        )
    }

    @Test("in a script, no progress line at all")
    func inScript_whenGenerate_thenNoProgress() throws {
        terminal.run(try makeController(), ["generate 2"])
        #expect(terminal.outputLines == ["inserted at 1–2", "generated 2 pokemons"])
        #expect(!terminal.transcript.contains("\r"))
    }

    @Test("when export, then the repository writes the file and the controller says how many")
    func whenExport_thenCount() throws {
        pokedesk.seed("Pika", race: 25)
        terminal.run(try makeController(), ["export out.json"])
        #expect(pokedesk.files["out.json"] == [.init("Pika", race: 25)])
        #expect(terminal.outputLines == ["exported 1 pokemon to out.json"])
    }

    @Test("a refused file or count is one error, and the list does not change")
    func whenRefused_thenOneError() throws {
        let status = terminal.run(try makeController(), ["import none.csv", "generate 0", "generate x"])
        #expect(status == 1)
        #expect(
            terminal.errors == """
                error: cannot read "none.csv": no such file
                error: N must be from 1 to 1000000, not 0
                error: N must be a number, not "x"

                """
        )
        #expect(pokedesk.pokemons.isEmpty)
    }
}
