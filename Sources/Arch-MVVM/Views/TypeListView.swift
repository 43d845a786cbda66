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

    var commandTable: CommandTable {
        CommandTable(
            [
                CommandSpec(
                    "select",
                    arguments: [.required("N|TYPE", candidates: .choices(viewModel.typeNames))],
                    summary: "show the races of the type in row N, or called TYPE"
                ),
                CommandSpec("list", summary: "show the types again"),
                .undo, .redo,
            ],
            rowShortcut: "select",
            shortcutNames: ShortcutNames(candidates: .choices(viewModel.typeNames)) { [viewModel] in
                viewModel.isTypeName($0)
            }
        )
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": try viewModel.select(command.arguments[0])
        case "list": showTypes()
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: return
        }
        if let message = messages.take() { console.writeLine(message) }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        showTypes()
    }

    private func showTypes() {
        let table = Table(
            columns: [.rowNumber, TableColumn("Type"), TableColumn("Races", alignment: .right, truncatable: false)],
            rows: viewModel.rows.map { TableRow([String($0.number), $0.name, String($0.raceCount)]) }
        )
        console.showPage(table, footer: viewModel.footer)
    }
}
