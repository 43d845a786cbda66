import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor's view

/// One pokemon's screen: forwards its commands, shows the lines it is given.
final class PokemonEditorView: Screen, ConsoleView {
    private(set) var title = ""
    let console: Console
    private let eventHandler: any PokemonEditorModuleInterface

    init(eventHandler: any PokemonEditorModuleInterface, console: Console) {
        self.eventHandler = eventHandler
        self.console = console
    }

    // MARK: Commands

    var commandTable: CommandTable {
        PokemonEditorCommands.table(completing: eventHandler)
    }

    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        eventHandler.viewDidAppear()
    }

    /// Turns the command into its event.
    private func forward(_ command: ParsedCommand) throws {
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "name": eventHandler.renamePokemon(to: command.arguments[0])
        case "race":
            if let race = command.argument(0) {
                eventHandler.changeRace(to: race)
            } else {
                eventHandler.chooseRace()
            }
        case "types": eventHandler.chooseRaceByType()
        case "delete": eventHandler.deletePokemon()
        case "show": eventHandler.showPokemon()
        default: throw UnhandledCommand(command)
        }
    }
}

// MARK: - PokemonEditorViewInterface

extension PokemonEditorView: PokemonEditorViewInterface {
    func setTitle(_ title: String) {
        self.title = title
    }

    /// Its hop names the pokemon shown: the title, which the presenter sets first.
    func showDetails(_ lines: [String]) {
        console.writeLines(lines)
    }
}
