import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchMVC

// MARK: - Another process changing what the screens showed (B-43)

@Suite("MVC: rows and pokemons another process changed")
struct OtherProcessTests {
    private let pokedesk = FakePokedesk()
    private let terminal = ScriptedTerminal()

    init() {
        terminal.willHandleLine = { [pokedesk] in try? pokedesk.repositories.external.refresh() }
    }

    private func makeList() throws -> PokemonListViewController {
        try PokemonListViewController(
            repositories: pokedesk.repositories,
            navigation: terminal.navigator,
            console: terminal.console
        )
    }

    @Test("given rows seen, when another process adds one above, then delete 1 deletes the pokemon seen in row 1")
    func givenRowsSeen_whenAddedAbove_thenDeleteActsOnRowSeen() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let list = try makeList()
        terminal.run(list, ["list"])
        pokedesk.addElsewhere("Aaron")
        terminal.run(list, ["delete 1"])
        #expect(pokedesk.pokemons.map(\.name) == ["Char", "Aaron"])
        #expect(terminal.outputLines.suffix(3) == ["inserted at 1", "deleted 2", "deleted \"Abra\""])
    }

    @Test(
        "given rows seen, when another process renames row 2, then rename 2 is refused with the page, then a retry works"
    )
    func givenRowsSeen_whenRenamedElsewhere_thenRefusedThenRetried() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let list = try makeList()
        terminal.run(list, ["list"])
        pokedesk.renameElsewhere("Char", to: "Chary")
        let status = terminal.run(list, ["rename 2 Bolt"])
        #expect(status == 1)
        #expect(
            terminal.outputLines.suffix(6) == [
                "updated 2",
                "error: \"Char\" was changed by another process; showing its current state, try again",
                "#  Name   Race  Code  Types",
                "1  Abra   —",
                "2  Chary  —",
                "2 pokemons",
            ]
        )
        #expect(!pokedesk.calls.contains { $0.hasPrefix("pokemons.rename") })
        terminal.run(list, ["rename 2 Bolt"])
        #expect(pokedesk.pokemons.map(\.name) == ["Abra", "Bolt"])
    }

    @Test(
        "given rows seen, when another process deletes row 1, then rename 1 says it no longer exists and renames nothing"
    )
    func givenRowsSeen_whenDeletedElsewhere_thenRefused() throws {
        pokedesk.seed("Abra")
        pokedesk.seed("Char")
        let list = try makeList()
        terminal.run(list, ["list"])
        pokedesk.deleteElsewhere("Abra")
        terminal.run(list, ["rename 1 Zed"])
        #expect(terminal.errors.hasSuffix("error: \"Abra\" no longer exists\n"))
        #expect(pokedesk.pokemons.map(\.name) == ["Char"])
    }

    @Test("given the editor, when another process renames its pokemon, then show shows it as it is now")
    func givenEditor_whenRenamedElsewhere_thenShowIsCurrent() throws {
        pokedesk.seed("Pika", race: 25)
        let list = try makeList()
        terminal.run(list, ["edit 1"])
        pokedesk.renameElsewhere("Pika", to: "Sparky")
        terminal.run(list, ["show"])
        #expect(terminal.outputLines.suffix(6).first == "Name   Sparky")
        #expect(terminal.navigator.path == ["pokemons", "Sparky"])
    }

    @Test("given the editor, when another process deletes its pokemon, then show says so and goes back to the list")
    func givenEditor_whenDeletedElsewhere_thenBackToList() throws {
        pokedesk.seed("Pika", race: 25)
        let list = try makeList()
        terminal.run(list, ["edit 1"])
        pokedesk.deleteElsewhere("Pika")
        terminal.run(list, ["show"])
        #expect(terminal.errors == "error: \"Pika\" no longer exists\n")
        #expect(terminal.navigator.path == ["pokemons"])
    }

    @Test("given a rename elsewhere reported on an earlier line, then rename is refused until list shows the row")
    func givenChangeReportedEarlier_whenRename_thenRefusedUntilShown() throws {
        pokedesk.seed("Abra")
        let list = try makeList()
        terminal.run(list, ["list"])
        pokedesk.renameElsewhere("Abra", to: "Zed")
        terminal.run(list, ["help quit", "rename 1 Bolt"])
        #expect(
            terminal.errors.hasSuffix(
                "error: \"Abra\" was changed by another process; showing its current state, try again\n"
            )
        )
        terminal.run(list, ["rename 1 Bolt"])
        #expect(pokedesk.pokemons.map(\.name) == ["Bolt"])
    }
}
