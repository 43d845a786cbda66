import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types view

final class TypeListView: Screen, ConsoleView {
    let title = Wording.typesTitle
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
        TypeListCommands.table(typeNames: typeNames)
    }

    func handle(_ command: ParsedCommand) throws {
        try forward(command)
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        eventHandler.viewDidAppear()
    }

    /// Turns the command into its event.
    private func forward(_ command: ParsedCommand) throws {
        if ChangeHistoryCommands.forward(command, to: eventHandler) { return }
        switch command.name {
        case "select": eventHandler.selectType(command.arguments[0])
        case "list": eventHandler.showTypes()
        default: throw UnhandledCommand(command)
        }
    }
}

// MARK: - TypeListViewInterface

extension TypeListView: TypeListViewInterface {
    func showTypes(_ list: TypeListViewModel) {
        typeNames = list.rows.flatMap(\.typedNames)
        render(TypeTable.table(list.rows))
        console.writeLine(list.footer)
    }
}
