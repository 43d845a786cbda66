import TerminalKit

// MARK: - The types view

final class TypeListView: Screen, ConsoleView {
    let title = "types"
    let console: Console
    private let eventHandler: any TypeListModuleInterface

    init(eventHandler: any TypeListModuleInterface, console: Console) {
        self.eventHandler = eventHandler
        self.console = console
    }

    // MARK: Commands

    var commandTable: CommandTable {
        let commands = [
            CommandSpec("select", arguments: [.required("N")], summary: "show the races of the type in row N"),
            CommandSpec("list", summary: "show the types again"),
        ]
        return CommandTable(commands + ChangeHistoryCommands.specs, rowShortcut: "select")
    }

    func handle(_ command: ParsedCommand) throws {
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "select": eventHandler.selectType(inRow: try command.integer(at: 0, named: "N"))
        case "list": eventHandler.showTypes()
        default: break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        eventHandler.viewDidAppear()
    }
}

// MARK: - TypeListViewInterface

extension TypeListView: TypeListViewInterface {
    func showTypes(_ list: TypeListViewModel) {
        render(
            Table(
                columns: [
                    TableColumn("#", alignment: .right, truncatable: false),
                    TableColumn("Type"),
                    TableColumn("Races", alignment: .right, truncatable: false),
                ],
                rows: list.rows.map { TableRow([$0.number, $0.name, $0.raceCount]) }
            )
        )
        showMessage(list.footer)
    }
}
