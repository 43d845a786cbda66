import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The base of the list controllers

/// What the list screens share, as the course's table view controllers share
/// `UITableViewController`: live results they own and are the delegate of, the page on show,
/// paging through them, and reporting row changes while on top. Subclasses show their rows.
class LiveListViewController<Element: Identifiable>: ViewController, LiveResultsDelegate {
    /// The list's live results; replacing them (a new filter) starts again at page 1.
    var results: any LiveResults<Element> {
        didSet {
            results.delegate = self
            pager = Pager(rowCount: results.count)
        }
    }
    var pager: Pager
    /// The changes of the batch being heard, kept as the line that reports them will show them.
    private var changes = ChangeSummary()

    init(results: any LiveResults<Element>, repositories: Repositories, navigation: any Navigating, console: Console) {
        self.results = results
        pager = Pager(rowCount: results.count)
        super.init(repositories: repositories, navigation: navigation, console: console)
        results.delegate = self
    }

    // MARK: Paging

    /// Moves through the pages for `next`, `prev` and `page N`; false for other commands.
    func performPaging(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "next": try pager.next()
        case "prev": try pager.previous()
        case "page": try pager.go(toPage: try command.integer(at: 0, named: "N"))
        default: return false
        }
        showPage()
        return true
    }

    /// The element in the row given at argument `index`.
    func element(_ command: ParsedCommand, at index: Int) throws -> Element {
        try results.element(at: try rowIndex(command, at: index, count: results.count))
    }

    // MARK: For subclasses

    /// Shows the current page.
    func showPage() {}

    /// Writes what changed in the list, as one line.
    func showChanges(_ changes: ChangeSummary) {}

    // MARK: LiveResultsDelegate

    func liveResultsWillChange(_ results: AnyObject) {
        changes = ChangeSummary()
    }

    func liveResults(_ results: AnyObject, didChange change: SectionChange) {
        changes.add(change)
    }

    func liveResults(_ results: AnyObject, didChange change: RowChange) {
        changes.add(change)
    }

    /// The batch is complete: one report of all its rows, so that an import of many rows is one
    /// line, not one per row.
    func liveResultsDidChange(_ results: AnyObject) {
        pager.update(rowCount: self.results.count)
        // A table off screen changes silently, as UIKit's does.
        if isOnTop { showChanges(changes) }
        changes = ChangeSummary()
    }
}
