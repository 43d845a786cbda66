import PokedeskDomain
import TerminalKit

// MARK: - The types list's passive view

/// The types on the terminal; a bare row number stands for `select`.
final class TypeListScreen: ConsoleScreen, TypeListView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    private let presenter: any TypeListPresenting
    private var typeNames: [String] = []

    init(presenter: any TypeListPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
    }

    // MARK: Screen

    var commandTable: CommandTable {
        CommandTable(
            [
                CommandSpec(
                    "select",
                    arguments: [.required("N|TYPE", candidates: .choices(typeNames))],
                    summary: "show the races of the type in row N, or called TYPE"
                ),
                CommandSpec("list", summary: "show the types again"),
            ] + CommandSpec.history,
            rowShortcut: "select",
            shortcutNames: ShortcutNames(candidates: .choices(typeNames)) { [typeNames] in
                NameCompletion.names(typeNames, include: $0)
            }
        )
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": presenter.select(command.arguments[0])
        case "list": presenter.showList()
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: TypeListView

    func suggestTypeNames(_ names: [String]) {
        typeNames = names
    }

    func showTypes(_ rows: [TypeListRow], footer: String) {
        let table = Table(
            columns: [
                TableColumn("#", alignment: .right, truncatable: false),
                TableColumn("Type"),
                TableColumn("Races", alignment: .right, truncatable: false),
            ],
            rows: rows.map { TableRow([$0.number, $0.name, $0.races]) }
        )
        render(table)
        console.writeLine(footer)
    }
}
