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
        let select = CommandSpec("select", arguments: [.required("N")], summary: "choose the race in row N")
        let find = CommandSpec(
            "find",
            arguments: [
                .variadic("TEXT", candidates: .dynamic { [eventHandler] in eventHandler.raceNameSuggestions() })
            ],
            summary: "show the races whose name contains TEXT; find alone shows them all"
        )
        return CommandTable(
            (offersChoice ? [select] : []) + PagingCommands.specs(listSummary: "show the current page again")
                + [find] + ChangeHistoryCommands.specs,
            rowShortcut: offersChoice ? "select" : nil
        )
    }

    func handle(_ command: ParsedCommand) throws {
        if try PagingCommands.forward(command, to: eventHandler) { return }
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "select":
            eventHandler.selectRace(inRow: try command.integer(at: 0, named: "N"))
        case "find":
            let text = command.arguments.joined(separator: " ")
            eventHandler.filterRaces(containing: text.isEmpty ? nil : text)
        default:
            break
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        eventHandler.viewDidAppear()
    }
}

// MARK: - RacePickerViewInterface

extension RacePickerView: RacePickerViewInterface {
    func configure(title: String, offersChoice: Bool) {
        self.title = title
        self.offersChoice = offersChoice
    }

    func showRaces(_ page: RacePageViewModel) {
        if !page.rows.isEmpty {
            render(
                Table(
                    columns: [
                        TableColumn("#", alignment: .right, truncatable: false),
                        TableColumn("Race"),
                        TableColumn("Code", alignment: .right, truncatable: false),
                        TableColumn("Types"),
                        TableColumn("Pokedesk", truncatable: false),
                    ],
                    rows: page.rows.map { row in
                        TableRow(
                            [row.number, row.name, row.code, row.types, row.pokemonCount],
                            marked: row.isCurrent
                        )
                    },
                    marker: page.marksCurrent ? "✓" : nil
                )
            )
        }
        showMessage(page.footer)
    }
}
