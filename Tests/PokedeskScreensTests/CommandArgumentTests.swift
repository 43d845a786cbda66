import PokedeskDomain
import TerminalKit
import Testing

@testable import PokedeskScreens

// MARK: - Reading arguments that are more than a number

private func command(_ name: String, _ arguments: String...) -> ParsedCommand {
    ParsedCommand(name: name, arguments: arguments, text: "", textColumn: 0, line: "")
}

@Suite("Screens: reading commands")
struct CommandArgumentTests {
    @Test("fixed words are read whatever their case, and another word is refused with the choices")
    func keywords() throws {
        #expect(try PokemonListCommands.sections(command("sections", "LETTER")) == .letter)
        #expect(try PokemonListCommands.sort(command("sort", "Code")) == .code)
        #expect(try PokemonListCommands.sort(command("sort", "CAUGHT")) == .caught)
        #expect(
            throws: PokedeskError.notAChoice(
                argument: "sort",
                given: "size",
                choices: ["name", "race", "code", "caught"]
            )
        ) {
            try PokemonListCommands.sort(command("sort", "size"))
        }
    }

    @Test("change race N RACE: the word after change first, then the row number")
    func raceChange() throws {
        #expect(try PokemonListCommands.rowOfRaceChange(command("change", "RACE", "3", "pikachu")) == 3)
        #expect(throws: PokedeskError.notAChoice(argument: "the word after change", given: "x", choices: ["race"])) {
            try PokemonListCommands.rowOfRaceChange(command("change", "x", "y", "pikachu"))
        }
        #expect(throws: CommandFailure("N must be a number, not \"y\"")) {
            try PokemonListCommands.rowOfRaceChange(command("change", "race", "y", "pikachu"))
        }
    }

    @Test("edit takes a row number or a name")
    func editTarget() {
        #expect(PokemonListCommands.editTarget(command("edit", "12")) == .row(12))
        #expect(PokemonListCommands.editTarget(command("edit", "Mr. Mime")) == .named("Mr. Mime"))
    }

    @Test("find's words are one text; none means every race")
    func raceFind() {
        #expect(RaceListCommands.nameContains(command("find", "mr", "mime")) == "mr mime")
        #expect(RaceListCommands.nameContains(command("find")) == nil)
    }

    @Test("import, export and generate stand for a transfer request; other commands for none")
    func transfers() throws {
        #expect(try TransferRequest(command("import", "my file.csv")) == .importPokemons(from: "my file.csv"))
        #expect(try TransferRequest(command("export", "out.json")) == .exportPokemons(to: "out.json"))
        #expect(try TransferRequest(command("generate", "12")) == .generatePokemons(count: 12))
        #expect(try TransferRequest(command("list")) == nil)
        #expect(throws: CommandFailure("N must be a number, not \"x\"")) {
            try TransferRequest(command("generate", "x"))
        }
    }

    @Test("a command a table declares but a screen does not handle says so")
    func unhandled() {
        #expect(
            UnhandledCommand(command("copy", "Sparky")).description
                == "copy is in this screen's commands but not handled here yet"
        )
    }
}
