import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races list's passive view

/// The races on the terminal. Whether it offers `select` is the presenter's call, made once.
final class RaceListScreen: ConsoleScreen, RaceListView {
    var title = ""
    let console: Console
    unowned let navigation: any Navigating
    private let presenter: any RaceListPresenting
    private var selectionEnabled = false
    /// The race names the presenter gave, which Tab offers.
    private var suggestedRaceNames: [String] = []

    init(presenter: any RaceListPresenting, console: Console, navigation: any Navigating) {
        self.presenter = presenter
        self.console = console
        self.navigation = navigation
    }

    // MARK: Screen

    var commandTable: CommandTable {
        RaceListCommands.table(choosing: selectionEnabled, completing: self)
    }

    /// Every command reaches the presenter from here.
    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    /// Decodes the command into one of the presenter's intents; what does not parse is thrown.
    private func forward(_ command: ParsedCommand) throws {
        switch command.name {
        case "list", "next", "prev", "page":
            try command.forwardPaging(to: presenter)
        case "select": presenter.select(row: try command.row(at: 0))
        case "find": presenter.find(RaceListCommands.nameContains(command))
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: throw UnhandledCommand(command)
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
        suggestedRaceNames = names
    }

    func showPage(_ page: RaceListPage) {
        render(RaceTable.table(page.rows, choosing: page.marksCurrent))
        console.writeLine(page.footer)
    }
}

// MARK: - Tab completion

extension RaceListScreen: RaceListCompletions {
    func raceNames() -> [String] { suggestedRaceNames }
}
