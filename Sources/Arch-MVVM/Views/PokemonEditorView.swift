import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor

/// One pokemon's view: forwards each command to an intent of its view model, then writes what
/// the view model announced — a refused change, then what the command did — and, while it is
/// still the screen the user sees, the pokemon. It also shows the pokemon when it appears,
/// pushed or revealed (a race chosen on the screens above it was announced meanwhile). Its hops
/// are the command it hands over and each thing it writes, read from the view model's state.
final class PokemonEditorView: Screen {
    private let viewModel: PokemonEditorViewModel
    private unowned let navigation: any Navigating
    private let console: Console
    private let conflicts: AnnouncementWatch<PokedeskError>
    private let messages: AnnouncementWatch<String>

    init(viewModel: PokemonEditorViewModel, navigation: any Navigating, console: Console) {
        self.viewModel = viewModel
        self.navigation = navigation
        self.console = console
        conflicts = AnnouncementWatch { [viewModel] in viewModel.conflict }
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
    }

    var title: String { viewModel.title }

    private var trace: Trace { viewModel.trace }

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
        case "name": try viewModel.rename(to: command.arguments[0])
        case "race":
            if let race = command.argument(0) { try viewModel.setRace(race) } else { try viewModel.pickRace() }
        case "types": try viewModel.pickRaceByType()
        case "delete": try viewModel.delete()
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        case "show": try viewModel.reload()
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    private func render() {
        if let conflict = conflicts.take() {
            trace.hop(.view, Self.self, "showError(\(TraceText.written(conflict.description)))")
            console.reportError(conflict.description)
        }
        if let message = messages.take() {
            trace.hop(.view, Self.self, "showMessage(\(TraceText.written(message)))")
            console.writeLine(message)
        }
        // A command may have left the editor (delete, or opening the races): then it is silent.
        if navigation.top === self {
            trace.hop(.view, Self.self, "showPokemon(\(Quoting.quoted(viewModel.title)))")
            console.writeLines(viewModel.details)
        }
    }
}
