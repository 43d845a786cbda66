import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types

/// The types' view: the types are in the state, so Tab offers their names from there, and the
/// table is rendered from it.
final class TypeListView: StoreView {
    static let kind = ScreenKind.types
    let store: Store
    let console: Console
    let depth: Int

    init(store: Store, console: Console, depth: Int) {
        self.store = store
        self.console = console
        self.depth = depth
    }

    var commandTable: CommandTable {
        guard case .types(let types) = screen else { return .empty }
        return TypeListCommands.table(typeNames: TypeSummary.typedNames(of: types.types))
    }

    func action(for command: ParsedCommand) throws -> Action {
        if let history = historyAction(for: command) { return history }
        switch command.name {
        case "select": return .types(.select(command.arguments[0]))
        case "list": return .types(.list)
        default: throw UnhandledCommand(command)
        }
    }

    func render(own output: Output, of screen: ScreenState) {
        guard case .types(let types) = screen, output == .types else { return }
        console.writeLines(TableRenderer(console: console).render(TypeTable.table(TypeCells.numbered(types.types))))
        console.writeLine(Wording.typesFooter(count: types.types.count))
    }
}
