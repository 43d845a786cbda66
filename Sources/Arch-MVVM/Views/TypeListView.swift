import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types

/// The types screen's view: shows the types when it appears, pushed or revealed, and on `list`;
/// `select N` goes to its view model, which asks for that type's races.
final class TypeListView: Screen {
    /// The state the view renders.
    private let viewModel: TypeListViewModel
    /// Where the view sends intents: the view model, or a twin in front of it.
    private let input: any TypeListViewModelInput
    private let console: Console
    private let messages: AnnouncementWatch<String>

    init(viewModel: TypeListViewModel, input: any TypeListViewModelInput, console: Console) {
        self.viewModel = viewModel
        self.input = input
        self.console = console
        messages = AnnouncementWatch { [viewModel] in viewModel.message }
    }

    var title: String { viewModel.title }

    var commandTable: CommandTable {
        TypeListCommands.table(typeNames: viewModel.typeNames)
    }

    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        if let message = messages.take() { console.writeLine(message) }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        showTypes()
    }

    private func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": try input.select(command.arguments[0])
        case "list": showTypes()
        case "undo": try input.undo()
        case "redo": try input.redo()
        default: throw UnhandledCommand(command)
        }
    }

    private func showTypes() {
        console.showPage(TypeTable.table(viewModel.rows), footer: viewModel.footer)
    }
}
