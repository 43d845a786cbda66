import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races view

/// The races screen: its commands depend on whether it offers a choice, as configured.
final class RacePickerView: Screen, ConsoleView {
    private(set) var title = ""
    let console: Console
    private let eventHandler: any RacePickerModuleInterface
    private var offersChoice = false

    init(eventHandler: any RacePickerModuleInterface, console: Console) {
        self.eventHandler = eventHandler
        self.console = console
    }

    // MARK: Commands

    var commandTable: CommandTable {
        RaceListCommands.table(choosing: offersChoice, completing: eventHandler)
    }

    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        eventHandler.viewDidAppear()
    }

    /// Turns the command into its event.
    private func forward(_ command: ParsedCommand) throws {
        if try PagingCommands.forward(command, to: eventHandler) { return }
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "select":
            eventHandler.selectRace(inRow: try command.integer(at: 0, named: "N"))
        case "find":
            eventHandler.filterRaces(containing: RaceListCommands.nameContains(command))
        default:
            throw UnhandledCommand(command)
        }
    }
}

// MARK: - RacePickerViewInterface

extension RacePickerView: RacePickerViewInterface {
    func configure(title: String, offersChoice: Bool) {
        self.title = title
        self.offersChoice = offersChoice
    }

    func showRaces(_ page: RacePageViewModel) {
        if !page.rows.isEmpty { render(RaceTable.table(page.rows, choosing: page.marksCurrent)) }
        console.writeLine(page.footer)
    }
}
