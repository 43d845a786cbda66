import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Choosing a race

/// Told which race the user chose: the editor, which saves it.
protocol RaceListViewControllerDelegate: AnyObject {
    func raceList(_ controller: RaceListViewController, didChoose race: Race) throws
}

/// The races, 20 a page (B-20 to B-22): for choosing one (from the editor) or for browsing (from
/// the types of the pokemons screen). It owns its live results and is their delegate.
final class RaceListViewController: LiveListViewController<RaceSummary> {
    enum Mode {
        /// Choosing a race for a pokemon whose race is `current`.
        case choose(current: RaceID?)
        /// Looking only.
        case browse
    }

    private let screenTitle: String
    private let mode: Mode
    private weak var delegate: (any RaceListViewControllerDelegate)?
    private var query: RaceQuery
    private lazy var tableView = RaceTableView(console: console)

    init(
        title: String,
        query: RaceQuery,
        mode: Mode,
        delegate: (any RaceListViewControllerDelegate)?,
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    ) throws(PokedeskError) {
        screenTitle = title
        self.query = query
        self.mode = mode
        self.delegate = delegate
        super.init(
            results: try repositories.races.liveResults(for: query),
            repositories: repositories,
            navigation: navigation,
            console: console
        )
        // Open on the page of the current race, so its ✓ shows.
        if case .choose(let current?) = mode, let location = try results.location(of: current) {
            pager.reveal(rowIndex: location.flat)
        }
    }

    override var title: String { screenTitle }

    private var isChoosing: Bool {
        if case .choose = mode { return true }
        return false
    }

    // MARK: Commands

    override var commandTable: CommandTable {
        RaceListCommands.table(choosing: isChoosing, completing: NameCompletion(repositories))
    }

    override func perform(_ command: ParsedCommand) throws {
        if try performPaging(command) { return }
        switch command.name {
        case "select":
            try delegate?.raceList(self, didChoose: try element(command, at: 0).race)
        case "list": showPage()
        case "find":
            var query = self.query
            query.nameContains = RaceListCommands.nameContains(command)
            results = try repositories.races.liveResults(for: query)
            self.query = query
            showPage()
        default:
            throw UnhandledCommand(command)
        }
    }

    override func viewDidAppear() {
        showPage()
    }

    // MARK: Showing

    override func showPage() {
        pager.update(rowCount: results.count)
        let range = pager.rowRange
        let races: [RaceSummary]
        do {
            races = try results.elements(in: range)
        } catch {
            console.reportError(error.description)
            return
        }
        var marked: RaceID?
        if case .choose(let current) = mode { marked = current }
        tableView.show(
            zip(range, races).map { ($0 + 1, $1) },
            of: results.count,
            marked: marked,
            choosing: isChoosing,
            footer: Wording.racesFooter(
                count: results.count,
                nameContains: query.nameContains,
                page: pager.page,
                pageCount: pager.pageCount,
                choosing: isChoosing
            )
        )
    }

    override func showChanges(_ changes: ChangeSummary) {
        tableView.showChanges(changes)
    }
}
