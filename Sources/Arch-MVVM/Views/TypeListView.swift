import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types

/// The types screen's view: shows the types when it appears, pushed or revealed, and on `list`;
/// `select N` goes to its view model, which asks for that type's races.
final class TypeListView: Screen {
    private let viewModel: TypeListViewModel
    private let console: Console
    private let messages: AnnouncementWatch<String>

    init(viewModel: TypeListViewModel, console: Console) {
        self.viewModel = viewModel
        self.console = console
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
    }

    var title: String { viewModel.title }

    private var trace: Trace { viewModel.trace }

    var commandTable: CommandTable {
        TypeListCommands.table(typeNames: viewModel.typeNames)
    }

    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        if let message = messages.take() {
            trace.hop(.view, Self.self, "showMessage(\(TraceText.written(message)))")
            console.writeLine(message)
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        showTypes()
    }

    private func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": try viewModel.select(command.arguments[0])
        case "list": showTypes()
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: throw UnhandledCommand(command)
        }
    }

    private func showTypes() {
        trace.hop(.view, Self.self, "show(\(viewModel.rows.count) types)")
        console.showPage(TypeTable.table(viewModel.rows), footer: viewModel.footer)
    }
}
