import PokedeskDomain
import TerminalKit
import Testing

@testable import PokedeskScreens

// MARK: - The screens' command tables, declared once

/// Completions that answer fixed names, so that a table's candidates can be checked.
private struct FixedNames: PokemonListCompletions, PokemonEditorCompletions, RaceListCompletions {
    func pokemonNames() -> [String] { ["Pika", "Zed"] }
    func raceNames() -> [String] { ["Pikachu"] }
    func predicateValues(after words: [String]) -> [String] { words.last == "==" ? ["Mr. Mime"] : [] }
}

/// What `help` lists of a table, a command a line: its usage, then its summary.
private func help(_ table: CommandTable) -> String {
    table.commands.map { "\($0.usage) — \($0.summary)" }.joined(separator: "\n")
}

@Suite("Screens: command tables")
struct CommandTableTests {
    @Test("the pokemons screen lists its commands in help's order, undo and redo last")
    func pokemonList() {
        let table = PokemonListCommands.table(completing: FixedNames())
        #expect(
            help(table) == """
                list — show the pokemons, 20 a page
                next — show the next page
                prev — show the previous page
                page N — show page N
                add NAME [RACE] — add a pokemon; RACE is a race code or name
                rename N NAME — rename the pokemon in row N
                change race N RACE — change the race of the pokemon in row N
                delete N — delete the pokemon in row N
                edit N|NAME — open the pokemon in row N, or called NAME, in the editor
                find [PREDICATE] — filter the list with a predicate; find alone shows every pokemon
                sections race|letter|off — group the list by race or by initial letter, or not
                sort ORDER — order the list by name, race, code or date caught
                import FILE — add the pokemons of a CSV or JSON file
                export FILE — write every pokemon to a CSV or JSON file
                generate N — add N made-up pokemons (1 to 1000000), for demos
                types — browse the types and their races
                undo — undo the last saved change
                redo — redo the last undone change
                """
        )
        #expect(table.rowShortcut == nil)
        #expect(table.command(named: "add")?.details == ["Quote names with spaces: add \"Mr. Mime\" 122"])
        #expect(table.command(named: "import")?.details.count == 5)
    }

    @Test("the pokemons screen completes names from what the architecture passes")
    func pokemonListCandidates() throws {
        let table = PokemonListCommands.table(completing: FixedNames())
        let add = try #require(table.command(named: "add"))
        #expect(add.arguments[0].candidates?.candidates(after: []) == ["Pika", "Zed"])
        #expect(add.arguments[1].candidates?.candidates(after: ["Pika"]) == ["Pikachu"])
        let find = try #require(table.command(named: "find")?.arguments.first?.candidates)
        #expect(find.quotesValues)
        #expect(find.candidates(after: ["name", "=="]) == ["Mr. Mime"])
        let sort = try #require(table.command(named: "sort")?.arguments.first?.candidates)
        #expect(sort.candidates(after: []) == ["name", "race", "code", "caught"])
        #expect(table.command(named: "sort")?.details.count == 2)
    }

    @Test("the editor lists its five commands, then undo and redo")
    func editor() {
        let table = PokemonEditorCommands.table(completing: FixedNames())
        #expect(
            help(table) == """
                name NEW — rename this pokemon
                race [RACE] — choose the race from the list, or set it directly
                types — choose the race by type
                delete — delete this pokemon and go back to the list
                show — show this pokemon again
                undo — undo the last saved change
                redo — redo the last undone change
                """
        )
        #expect(table.command(named: "race")?.arguments.first?.candidates?.candidates(after: []) == ["Pikachu"])
    }

    @Test("the races offer select, and a bare N for it, only while a race is being chosen")
    func races() {
        let browsing = RaceListCommands.table(choosing: false, completing: FixedNames())
        #expect(
            help(browsing) == """
                list — show the current page again
                next — show the next page
                prev — show the previous page
                page N — show page N
                find [TEXT...] — show the races whose name contains TEXT; find alone shows them all
                undo — undo the last saved change
                redo — redo the last undone change
                """
        )
        #expect(browsing.rowShortcut == nil)
        let choosing = RaceListCommands.table(choosing: true, completing: FixedNames())
        #expect(help(choosing) == "select N — choose the race in row N\n" + help(browsing))
        #expect(choosing.rowShortcut == "select")
    }

    @Test("the types take a row number or a type's name for select, whatever its case")
    func types() {
        let table = TypeListCommands.table(typeNames: ["Fire", "Électrik"])
        #expect(
            help(table) == """
                select N|TYPE — show the races of the type in row N, or called TYPE
                list — show the types again
                undo — undo the last saved change
                redo — redo the last undone change
                """
        )
        #expect(
            table.command(named: "select")?.arguments.first?.candidates?.candidates(after: []) == ["Fire", "Électrik"]
        )
        #expect(table.rowShortcut == "select")
        #expect(table.shortcutNames?.contains("fire") == true)
        #expect(table.shortcutNames?.contains("electrik") == true)
        #expect(table.shortcutNames?.contains("water") == false)
    }
}
