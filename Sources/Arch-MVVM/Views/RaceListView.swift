import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races

/// The races screen's view: shows its page when it appears and for the commands that show it;
/// writes what its view model announced while it is the screen the user sees. Choosing a race
/// closes it before the editor saves: what the choice changed is not this screen's to say.
final class RaceListView: Screen {
    /// The state the view renders.
    private let viewModel: RaceListViewModel
    /// Where the view sends intents: the view model, or a twin in front of it.
    private let input: any RaceListViewModelInput
    private unowned let navigation: any Navigating
    private let console: Console
    private let announcements: ListAnnouncements

    init(
        viewModel: RaceListViewModel,
        input: any RaceListViewModelInput,
        navigation: any Navigating,
        console: Console
    ) {
        self.viewModel = viewModel
        self.input = input
        self.navigation = navigation
        self.console = console
        announcements = ListAnnouncements(of: viewModel)
    }

    var title: String { viewModel.title }

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
        case "select": try input.select(row: try command.integer(at: 0, named: "N"))
        case "list": try input.reloadPage()
        case "next": try input.nextPage()
        case "prev": try input.previousPage()
        case "page": try input.goToPage(try command.integer(at: 0, named: "N"))
        case "find": try input.find(RaceListCommands.nameContains(command))
        case "undo": try input.undo()
        case "redo": try input.redo()
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
        console.showPage(RaceTable.table(page.rows, choosing: page.marksCurrent), footer: page.footer)
    }
}
