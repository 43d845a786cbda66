import PokedeskDomain
import PokedeskScreens
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
        TypeListCommands.table(typeNames: typeNames)
    }

    /// Every command reaches the presenter from here.
    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    /// Decodes the command into one of the presenter's intents; what does not parse is thrown.
    private func forward(_ command: ParsedCommand) throws {
        switch command.name {
        case "select": presenter.select(command.arguments[0])
        case "list": presenter.showList()
        case "undo": presenter.undo()
        case "redo": presenter.redo()
        default: throw UnhandledCommand(command)
        }
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        presenter.viewDidAppear()
    }

    // MARK: TypeListView

    func suggestTypeNames(_ names: [String]) {
        typeNames = names
    }

    func showTypes(_ rows: [TypeCells], footer: String) {
        render(TypeTable.table(rows))
        console.writeLine(footer)
    }
}
