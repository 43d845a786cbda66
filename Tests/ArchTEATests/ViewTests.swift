import PokedeskDomain
import PokedeskDomainFakes
import TerminalKit
import Testing

@testable import ArchTEA

// MARK: - The views: commands in, actions out; lines rendered from the state

@Suite("TEA: views")
struct ViewTests {
    @Test("the pokemons list turns each command the kit parsed into its action")
    func listCommands() throws {
        let app = try Harness()
        app.run(
            "list",
            "page 2",
            "add \"Mr. Mime\" 122",
            "rename 1 Abe",
            "change race 1 raichu",
            "delete 3",
            "edit 2",
            "edit Pika",
            "find name == \"Pika\"",
            "find",
            "sections letter",
            "sort code",
            "generate 2",
            "undo",
            "redo",
            "types"
        )
        #expect(
            app.commands == [
                .pokemons(.list),
                .pokemons(.turnPage(.to(2))),
                .pokemons(.add(name: "Mr. Mime", race: "122")),
                .pokemons(.rename(row: 1, to: "Abe")),
                .pokemons(.changeRace(row: 1, to: "raichu")),
                .pokemons(.delete(row: 3)),
                .pokemons(.edit(.row(2))),
                .pokemons(.edit(.named("Pika"))),
                .pokemons(.find("name == \"Pika\"", column: 6)),
                .pokemons(.find(nil, column: 5)),
                .pokemons(.group(.letter)),
                .pokemons(.sort(.code)),
                .pokemons(.transfer(.generatePokemons(count: 2))),
                .history(.undo),
                .history(.redo),
                .pokemons(.browseTypes),
            ]
        )
    }

    @Test("arguments that cannot be read are refused by the view, before any action")
    func unreadableArguments() throws {
        let app = try Harness()
        app.run("delete x", "change color 1 x", "sections colour", "generate many")
        #expect(app.commands.isEmpty)
        #expect(
            app.terminal.errors.split(separator: "\n") == [
                "error: N must be a number, not \"x\"",
                "error: the word after change must be race, not \"color\"",
                "error: sections must be race, letter or off, not \"colour\"",
                "error: N must be a number, not \"many\"",
            ]
        )
    }

    @Test("the editor, the races and the types turn their commands into their actions")
    func otherScreensCommands() throws {
        let app = try Harness()
        app.pokedesk.seed("Pika", race: 25)
        app.run("edit 1", "name Bolt", "race raichu", "show", "race", "find pika chu", "list", "next", "1")
        #expect(
            Array(app.commands.dropFirst()) == [
                .editor(.rename("Bolt")),
                .editor(.setRace("raichu")),
                .editor(.show),
                .editor(.pickRace),
                .races(.find("pika chu")),
                .races(.list),
                .races(.turnPage(.next)),
                .races(.select(row: 1)),
            ]
        )
        app.run("back", "types", "fire", "back", "back", "types", "2", "back", "select Fire")
        #expect(
            app.commands.filter { if case .types = $0 { true } else { false } } == [
                .types(.select("fire")), .types(.select("2")), .types(.select("Fire")),
            ]
        )
    }

    @Test("the page is rendered from the state: the rows fetched into it, the footer from its pager")
    func pageFromState() throws {
        let pokedesk = FakePokedesk()
        pokedesk.seed("Abra")
        pokedesk.seed("Pika", race: 25)
        let app = try Harness(pokedesk: pokedesk)
        app.run("list")
        #expect(app.store.state.list.page.map(\.pokemon.name) == ["Abra", "Pika"])
        #expect(
            app.terminal.outputLines == [
                "#  Name  Race     Code  Types", "1  Abra  —", "2  Pika  Pikachu    25  Electric", "2 pokemons",
            ]
        )
    }

    @Test("an empty list renders the line that says so; a filter matching nothing, that one")
    func emptyPage() throws {
        let app = try Harness()
        app.run("list")
        #expect(app.terminal.outputLines == [Wording.emptyPokedesk])
    }

    @Test("Tab offers the repositories' names on the lists and the editor, the state's types on the types")
    func completions() throws {
        let app = try Harness()
        app.pokedesk.seed("Pika", race: 25)
        let list = try #require(app.terminal.navigator.top)
        let add = try #require(list.commandTable.command(named: "add"))
        #expect(add.arguments[0].candidates?.candidates(after: []) == ["Pika"])
        #expect(add.arguments[1].candidates?.candidates(after: ["x"]) == app.pokedesk.races.map(\.name))
        app.run("types")
        let types = try #require(app.terminal.navigator.top)
        let select = try #require(types.commandTable.command(named: "select"))
        #expect(select.arguments[0].candidates?.candidates(after: []) == app.store.state.types.types.map(\.type.name))
        #expect(types.commandTable.shortcutNames?.contains("fire") == true)
    }

    @Test("the prompt's path follows the state: the editor's title is the pokemon's name as renamed")
    func titles() throws {
        let app = try Harness()
        app.pokedesk.seed("Pika", race: 25)
        app.run("edit 1", "name Bolt")
        #expect(app.terminal.navigator.path == ["pokemons", "Bolt"])
    }
}
