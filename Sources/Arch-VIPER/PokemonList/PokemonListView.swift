import PokedeskDomain
import TerminalKit

// MARK: - The pokemons view

/// The root screen as the stack sees it: it turns typed commands into events for its handler
/// and renders what the presenter tells it. It decides nothing.
final class PokemonListView: Screen, ConsoleView {
    let title = "pokemons"
    let console: Console
    let eventHandler: any PokemonListModuleInterface
    /// Ctrl-C and the progress line while a long event is handled.
    let longCommand: LongCommand

    init(eventHandler: any PokemonListModuleInterface, console: Console) {
        self.eventHandler = eventHandler
        self.console = console
        longCommand = LongCommand(console: console)
    }

    // MARK: Commands

    var commandTable: CommandTable {
        let raceNames = CandidateSource.dynamic { [eventHandler] in eventHandler.raceNameSuggestions() }
        let names = CandidateSource.dynamic { [eventHandler] in eventHandler.pokemonNameSuggestions() }
        let values = CandidateSource(quotesValues: true) { [eventHandler] words in
            eventHandler.predicateValueSuggestions(after: words)
        }
        let commands = [
            CommandSpec(
                "add",
                arguments: [.required("NAME", candidates: names), .optional("RACE", candidates: raceNames)],
                summary: "add a pokemon; RACE is a race code or name",
                details: ["Quote names with spaces: add \"Mr. Mime\" 122"]
            ),
            CommandSpec(
                "rename",
                arguments: [.required("N"), .required("NAME", candidates: names)],
                summary: "rename the pokemon in row N"
            ),
            CommandSpec(
                "change",
                arguments: [
                    .required("race", candidates: .choices(["race"])), .required("N"),
                    .required("RACE", candidates: raceNames),
                ],
                summary: "change the race of the pokemon in row N"
            ),
            CommandSpec("delete", arguments: [.required("N")], summary: "delete the pokemon in row N"),
            CommandSpec(
                "edit",
                arguments: [.required("N|NAME", candidates: names)],
                summary: "open the pokemon in row N, or called NAME, in the editor"
            ),
            CommandSpec(
                "find",
                arguments: [.text("PREDICATE", candidates: values)],
                summary: "filter the list with a predicate; find alone shows every pokemon",
                details: [
                    "Examples: find name BEGINSWITH[c] \"pi\"",
                    "          find race.code <= 151 AND ANY race.types.name ==[c] \"fire\"",
                ]
            ),
            CommandSpec(
                "sections",
                arguments: [.required("race|letter|off", candidates: .choices(["race", "letter", "off"]))],
                summary: "group the list by race or by initial letter, or not"
            ),
            CommandSpec(
                "sort",
                arguments: [.required("name|race|code", candidates: .choices(["name", "race", "code"]))],
                summary: "order the list by name, race name or race code"
            ),
        ]
        return CommandTable(
            PagingCommands.specs(listSummary: "show the pokemons, 20 a page") + commands + Self.transferCommands
                + [CommandSpec("types", summary: "browse the types and their races")] + ChangeHistoryCommands.specs
        )
    }

    func handle(_ command: ParsedCommand) throws {
        if try PagingCommands.forward(command, to: eventHandler) { return }
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        if try forwardTransfer(command) { return }
        switch command.name {
        case "add":
            eventHandler.addPokemon(named: command.arguments[0], race: command.argument(1))
        case "rename":
            eventHandler.renamePokemon(inRow: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change":
            guard command.arguments[0].lowercased() == "race" else {
                throw PokedeskError.notAChoice(
                    argument: "the word after change",
                    given: command.arguments[0],
                    choices: ["race"]
                )
            }
            eventHandler.changeRaceOfPokemon(inRow: try command.integer(at: 1, named: "N"), to: command.arguments[2])
        case "delete":
            eventHandler.deletePokemon(inRow: try command.integer(at: 0, named: "N"))
        case "edit":
            if let number = Int(command.arguments[0]) {
                eventHandler.editPokemon(inRow: number)
            } else {
                eventHandler.editPokemon(named: command.arguments[0])
            }
        case "find":
            eventHandler.filterPokemons(with: command.text.isEmpty ? nil : command.text, column: command.textColumn)
        case "sections":
            guard let sections = PokemonSections(rawValue: command.arguments[0].lowercased()) else {
                throw PokedeskError.notAChoice(
                    argument: "sections",
                    given: command.arguments[0],
                    choices: PokemonSections.allCases.map(\.rawValue)
                )
            }
            eventHandler.groupPokemons(by: sections)
        case "sort":
            guard let sort = PokemonSort(rawValue: command.arguments[0].lowercased()) else {
                throw PokedeskError.notAChoice(
                    argument: "sort",
                    given: command.arguments[0],
                    choices: PokemonSort.allCases.map(\.rawValue)
                )
            }
            eventHandler.orderPokemons(by: sort)
        case "types":
            eventHandler.browseTypes()
        default:
            break
        }
    }
}

// MARK: - PokemonListViewInterface

extension PokemonListView: PokemonListViewInterface {
    func showPokemons(_ page: PokemonPageViewModel) {
        let sections = page.sections.map { section in
            TableSection(
                title: section.title,
                rows: section.rows.map { TableRow([$0.number, $0.name, $0.race, $0.code, $0.types]) }
            )
        }
        render(
            Table(
                columns: [
                    TableColumn("#", alignment: .right, truncatable: false),
                    TableColumn("Name"),
                    TableColumn("Race"),
                    TableColumn("Code", alignment: .right, truncatable: false),
                    TableColumn("Types"),
                ],
                sections: sections
            )
        )
        showMessage(page.footer)
    }
}
