import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor

/// One pokemon's view: forwards each command to an intent of its view model's input, then
/// writes what the view model announced — a refused change, then what the command did — and,
/// while it is still the screen the user sees, the pokemon. It also shows the pokemon when it
/// appears, pushed or revealed (a race chosen on the screens above it was announced meanwhile).
final class PokemonEditorView: Screen {
    /// The state the view renders.
    private let viewModel: PokemonEditorViewModel
    /// Where the view sends intents: the view model, or a twin in front of it.
    private let input: any PokemonEditorViewModelInput
    private unowned let navigation: any Navigating
    private let console: Console
    private let conflicts: AnnouncementWatch<PokedeskError>
    private let messages: AnnouncementWatch<String>

    init(
        viewModel: PokemonEditorViewModel,
        input: any PokemonEditorViewModelInput,
        navigation: any Navigating,
        console: Console
    ) {
        self.viewModel = viewModel
        self.input = input
        self.navigation = navigation
        self.console = console
        conflicts = AnnouncementWatch { [viewModel] in viewModel.conflict }
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
    }

    var title: String { viewModel.title }

    // MARK: Commands

    var commandTable: CommandTable {
        PokemonEditorCommands.table(completing: viewModel.names)
    }

    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        render()
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        render()
    }

    private func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "name": try input.rename(to: command.arguments[0])
        case "race":
            if let race = command.argument(0) { try input.setRace(race) } else { try input.pickRace() }
        case "types": try input.pickRaceByType()
        case "delete": try input.delete()
        case "undo": try input.undo()
        case "redo": try input.redo()
        case "show": try input.reload()
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    private func render() {
        if let conflict = conflicts.take() { console.reportError(conflict.description) }
        if let message = messages.take() { console.writeLine(message) }
        // A command may have left the editor (delete, or opening the races): then it is silent.
        if navigation.top === self { console.writeLines(viewModel.details) }
    }
}
