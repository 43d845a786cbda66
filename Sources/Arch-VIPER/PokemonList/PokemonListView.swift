import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The pokemons view

/// The root screen as the stack sees it: it turns typed commands into events for its handler
/// and renders what the presenter tells it. It decides nothing.
final class PokemonListView: Screen, ConsoleView {
    let title = Wording.pokemonsTitle
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
        PokemonListCommands.table(completing: eventHandler)
    }

    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    /// Turns the command into its event.
    private func forward(_ command: ParsedCommand) throws {
        if try PagingCommands.forward(command, to: eventHandler) { return }
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        if try forwardTransfer(command) { return }
        switch command.name {
        case "add":
            eventHandler.addPokemon(named: command.arguments[0], race: command.argument(1))
        case "rename":
            eventHandler.renamePokemon(inRow: try command.integer(at: 0, named: "N"), to: command.arguments[1])
        case "change":
            eventHandler.changeRaceOfPokemon(
                inRow: try PokemonListCommands.rowOfRaceChange(command),
                to: command.arguments[2]
            )
        case "delete":
            eventHandler.deletePokemon(inRow: try command.integer(at: 0, named: "N"))
        case "edit":
            switch PokemonListCommands.editTarget(command) {
            case .row(let number): eventHandler.editPokemon(inRow: number)
            case .named(let name): eventHandler.editPokemon(named: name)
            }
        case "find":
            eventHandler.filterPokemons(with: command.text.isEmpty ? nil : command.text, column: command.textColumn)
        case "sections":
            eventHandler.groupPokemons(by: try PokemonListCommands.sections(command))
        case "sort":
            eventHandler.orderPokemons(by: try PokemonListCommands.sort(command))
        case "types":
            eventHandler.browseTypes()
        default:
            throw UnhandledCommand(command)
        }
    }
}

// MARK: - PokemonListViewInterface

extension PokemonListView: PokemonListViewInterface {
    func showPokemons(_ page: PokemonPageViewModel) {
        render(PokemonTable.table(page.sections))
        console.writeLine(page.footer)
    }
}
