import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races

/// The races' view: its commands become actions (`select N` and a bare N only while choosing);
/// the page is rendered from the state, with the ✓ of the current race while choosing.
final class RaceListView: StoreView {
    static let kind = ScreenKind.races
    let store: Store
    let console: Console
    let depth: Int

    init(store: Store, console: Console, depth: Int) {
        self.store = store
        self.console = console
        self.depth = depth
    }

    var commandTable: CommandTable {
        guard case .races(let races) = screen else { return .empty }
        return RaceListCommands.table(choosing: races.isChoosing, completing: store.names)
    }

    func action(for command: ParsedCommand) throws -> Action {
        if let history = historyAction(for: command) { return history }
        switch command.name {
        case "select": return .races(.select(row: try command.integer(at: 0, named: "N")))
        case "list": return .races(.list)
        case "next": return .races(.turnPage(.next))
        case "prev": return .races(.turnPage(.previous))
        case "page": return .races(.turnPage(.to(try command.integer(at: 0, named: "N"))))
        case "find": return .races(.find(RaceListCommands.nameContains(command)))
        default: throw UnhandledCommand(command)
        }
    }

    func render(own output: Output, of screen: ScreenState) {
        guard case .races(let races) = screen, output == .racePage else { return }
        if !races.page.isEmpty {
            let rows = races.page.map { RaceCells(number: $0.number, summary: $0.summary, current: races.current) }
            console.writeLines(
                TableRenderer(console: console).render(RaceTable.table(rows, choosing: races.isChoosing))
            )
        }
        console.writeLine(
            Wording.racesFooter(
                count: races.pager.rowCount,
                nameContains: races.query.nameContains,
                page: races.pager.page,
                pageCount: races.pager.pageCount,
                choosing: races.isChoosing
            )
        )
    }
}
