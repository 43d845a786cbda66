import PokedeskDomain
import TerminalKit

// MARK: - The types view

final class TypeListView: Screen, ConsoleView {
    let title = "types"
    let console: Console
    private let eventHandler: any TypeListModuleInterface
    /// The names of the types shown, which choose a type as its row number does.
    private var typeNames: [String] = []

    init(eventHandler: any TypeListModuleInterface, console: Console) {
        self.eventHandler = eventHandler
        self.console = console
    }

    // MARK: Commands

    var commandTable: CommandTable {
        let commands = [
            CommandSpec(
                "select",
                arguments: [.required("N|TYPE", candidates: .choices(typeNames))],
                summary: "show the races of the type in row N, or called TYPE"
            ),
            CommandSpec("list", summary: "show the types again"),
        ]
        let names = ShortcutNames(candidates: .choices(typeNames)) { [typeNames] in
            NameCompletion.names(typeNames, include: $0)
        }
        return CommandTable(commands + ChangeHistoryCommands.specs, rowShortcut: "select", shortcutNames: names)
    }

    func handle(_ command: ParsedCommand) throws {
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "select": eventHandler.selectType(command.arguments[0])
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
        typeNames = list.rows.map(\.name)
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
