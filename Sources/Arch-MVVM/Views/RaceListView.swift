import PokedeskDomain
import PokedeskScreens
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
        announcements = ListAnnouncements(of: viewModel, shownBy: Self.self)
    }

    var title: String { viewModel.title }

    private var trace: Trace { viewModel.trace }

    // MARK: Commands

    var commandTable: CommandTable {
        RaceListCommands.table(choosing: viewModel.isChoosing, completing: viewModel.names)
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
        case "find": try viewModel.find(RaceListCommands.nameContains(command))
        case "undo": try viewModel.undo()
        case "redo": try viewModel.redo()
        default: throw UnhandledCommand(command)
        }
    }

    // MARK: Rendering

    private static let showsPage: Set = ["list", "next", "prev", "page", "find"]

    private func showAnnouncements() {
        if navigation.top === self { announcements.show(on: console) } else { announcements.skip() }
    }

    private func showPage() {
        let page = viewModel.page
        trace.hop(.view, Self.self, "show(\(TraceText.rows(page.positions, of: page.count)))")
        console.showPage(RaceTable.table(page.rows, choosing: page.marksCurrent), footer: page.footer)
    }
}
