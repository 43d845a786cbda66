import PokedeskDomain
import TerminalKit

// MARK: - The races

/// The races screen's view: shows its page when it appears and for the commands that show it;
/// writes what its view model announced while it is the screen the user sees. Choosing a race
/// closes it before the editor saves: what the choice changed is not this screen's to say.
final class RaceListView: Screen {
    private let viewModel: RaceListViewModel
    private unowned let navigation: any Navigating
    private let console: Console
    private let announcements: ListAnnouncements

    init(viewModel: RaceListViewModel, navigation: any Navigating, console: Console) {
        self.viewModel = viewModel
        self.navigation = navigation
        self.console = console
        announcements = ListAnnouncements(of: viewModel)
    }

    var title: String { viewModel.title }

    // MARK: Commands

    var commandTable: CommandTable {
        let select = CommandSpec("select", arguments: [.required("N")], summary: "choose the race in row N")
        let others =
            [CommandSpec("list", summary: "show the current page again")] + CommandSpec.paging + [
                CommandSpec(
                    "find",
                    arguments: [.variadic("TEXT", candidates: .dynamic(viewModel.names.raceNames))],
                    summary: "show the races whose name contains TEXT; find alone shows them all"
                ),
                .undo, .redo,
            ]
        return viewModel.isChoosing ? CommandTable([select] + others, rowShortcut: "select") : CommandTable(others)
    }

    /// Writes what changed before the command and what it did, then the page when it shows one.
    func handle(_ command: ParsedCommand) throws {
        try perform(command)
        showAnnouncements()
        if Self.showsPage.contains(command.name) { showPage() }
    }

    /// Before any line: what other processes changed, brought in just now (B-43), comes first,
    /// whatever the line is — even one the session answers itself, such as `help`.
    func screenWillHandleLine() {
        showAnnouncements()
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        announcements.skip()
        showPage()
    }

    private func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": try viewModel.select(row: try command.integer(at: 0, named: "N"))
        case "list": try viewModel.reloadPage()
        case "next": try viewModel.nextPage()
        case "prev": try viewModel.previousPage()
        case "page": try viewModel.goToPage(try command.integer(at: 0, named: "N"))
        case "find": try viewModel.find(command.arguments.joined(separator: " "))
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: break
        }
    }

    // MARK: Rendering

    private static let showsPage: Set = ["list", "next", "prev", "page", "find"]

    private func showAnnouncements() {
        if navigation.top === self { announcements.show(on: console) } else { announcements.skip() }
    }

    private func showPage() {
        let page = viewModel.page
        let rows = page.rows.map { row in
            TableRow([String(row.number), row.name, String(row.code), row.types, row.pokemons], marked: row.isCurrent)
        }
        let table = Table(
            columns: [
                .rowNumber, TableColumn("Race"), TableColumn("Code", alignment: .right, truncatable: false),
                TableColumn("Types"), TableColumn("Pokedesk", truncatable: false),
            ],
            rows: rows,
            marker: page.marksCurrent ? "✓" : nil
        )
        console.showPage(table, footer: page.footer)
    }
}
