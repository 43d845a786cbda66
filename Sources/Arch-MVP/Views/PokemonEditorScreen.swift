import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor's passive view

/// One pokemon on the terminal: its commands go to the presenter, its fields come from it.
final class PokemonEditorScreen: ConsoleScreen, PokemonEditorView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    private let presenter: any PokemonEditorPresenting
    /// The race names the presenter gave, which Tab offers.
    private var suggestedRaceNames: [String] = []

    init(presenter: any PokemonEditorPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
    }

    // MARK: Screen

    var commandTable: CommandTable {
        PokemonEditorCommands.table(completing: self)
    }

    /// Every command reaches the presenter from here.
    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    /// Decodes the command into one of the presenter's intents; what does not parse is thrown.
    private func forward(_ command: ParsedCommand) throws {
        switch command.name {
        case "name": presenter.rename(to: command.arguments[0])
        case "race": presenter.chooseRace(command.argument(0))
        case "types": presenter.chooseRaceByType()
        case "delete": presenter.delete()
        case "show": presenter.showPokemon()
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: throw UnhandledCommand(command)
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: PokemonEditorView

    func showDetails(_ lines: [String]) {
        console.writeLines(lines)
    }

    func suggestRaceNames(_ names: [String]) {
        suggestedRaceNames = names
    }
}

// MARK: - Tab completion

extension PokemonEditorScreen: PokemonEditorCompletions {
    func pokemonNames() -> [String] { presenter.pokemonNameSuggestions() }
    func raceNames() -> [String] { suggestedRaceNames }
}
