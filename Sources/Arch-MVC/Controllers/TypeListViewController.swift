import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Types

/// The 18 types with their number of races (B-30); choosing one opens its races — for choosing
/// a race for the editor, or for browsing from the pokemons screen (B-8, B-13).
final class TypeListViewController: ViewController {
    enum Mode {
        /// Choosing a race for the editor, which is told the choice.
        case choose(current: RaceID?, delegate: any RaceListViewControllerDelegate)
        case browse
    }

    private let mode: Mode
    private var types: [TypeSummary]
    private lazy var tableView = TypeTableView(console: console)

    init(mode: Mode, repositories: Repositories, navigation: any Navigating, console: Console) throws(PokedeskError) {
        self.mode = mode
        types = try repositories.types.allTypes()
        super.init(repositories: repositories, navigation: navigation, console: console)
    }

    override var title: String { Wording.typesTitle }

    override var commandTable: CommandTable {
        TypeListCommands.table(typeNames: TypeSummary.typedNames(of: types))
    }

    override func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "select":
            let type = try TypeSummary.chosen(command.arguments[0], in: types)
            let races: RaceListViewController
            switch mode {
            case .choose(let current, let delegate):
                races = try RaceListViewController(
                    title: type.name,
                    query: RaceQuery(type: type.id),
                    mode: .choose(current: current),
                    delegate: delegate,
                    repositories: repositories,
                    navigation: navigation,
                    console: console
                )
            case .browse:
                races = try RaceListViewController(
                    title: type.name,
                    query: RaceQuery(type: type.id),
                    mode: .browse,
                    delegate: nil,
                    repositories: repositories,
                    navigation: navigation,
                    console: console
                )
            }
            navigation.push(races)
        case "list":
            tableView.show(types)
        default:
            throw UnhandledCommand(command)
        }
    }

    override func viewDidAppear() {
        tableView.show(types)
    }

    override func modelDidChangeByUndo() {
        if let fresh = try? repositories.types.allTypes() { types = fresh }
    }
}
