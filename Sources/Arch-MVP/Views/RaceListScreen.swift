import TerminalKit

// MARK: - The races list's passive view

/// The races on the terminal. Whether it offers `select` is the presenter's call, made once.
final class RaceListScreen: ConsoleScreen, RaceListView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    private let presenter: any RaceListPresenting
    private var selectionEnabled = false
    private var raceNames: [String] = []

    init(presenter: any RaceListPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
    }

    // MARK: Screen

    var commandTable: CommandTable {
        let select = CommandSpec("select", arguments: [.required("N")], summary: "choose the race in row N")
        let find = CommandSpec(
            "find",
            arguments: [.variadic("TEXT", candidates: .choices(raceNames))],
            summary: "show the races whose name contains TEXT; find alone shows them all"
        )
        return CommandTable(
            (selectionEnabled ? [select] : []) + CommandSpec.paging(list: "show the current page again") + [find]
                + CommandSpec.history,
            rowShortcut: selectionEnabled ? select.name : nil
        )
    }

    func handle(_ command: ParsedCommand) throws {
        switch command.name {
        case "list", "next", "prev", "page":
            try command.forwardPaging(to: presenter)
        case "select": presenter.select(row: try command.row(at: 0))
        case "find": presenter.find(command.arguments.joined(separator: " "))
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: RaceListView

    func enableSelection(_ enabled: Bool) {
        selectionEnabled = enabled
    }

    func suggestRaceNames(_ names: [String]) {
        raceNames = names
    }

    func showPage(_ page: RaceListPage) {
        let rows = page.rows.map { row in
            TableRow([row.number, row.name, row.code, row.types, row.pokemons], marked: row.isCurrent)
        }
        render(Table(columns: Self.columns, rows: rows, marker: page.marksCurrent ? "✓" : nil))
        console.writeLine(page.footer)
    }

    private static let columns = [
        TableColumn("#", alignment: .right, truncatable: false),
        TableColumn("Race"),
        TableColumn("Code", alignment: .right, truncatable: false),
        TableColumn("Types"),
        TableColumn("Pokedesk", truncatable: false),
    ]
}
