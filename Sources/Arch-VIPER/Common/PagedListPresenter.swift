import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Presenting a page of live results

/// What the presenters of the two paged live lists (pokemons, races) share: moving between
/// pages, and reporting a change of the results — only while their view is the one on top, as
/// an off-screen table changes silently.
protocol PagedListPresenter: ChangeHistoryPresenter {
    /// The page shown; it follows the results as they grow or shrink.
    var pager: Pager { get set }
    /// How many rows the results hold now.
    var rowCount: Int { get }
    var isFrontmost: Bool { get }
    func showCurrentPage()
}

extension PagedListPresenter {
    /// The pager learns the current count first: the results may have grown since it last looked.
    func showPage(_ request: PageRequest) {
        pager.update(rowCount: rowCount)
        do throws(PagerError) {
            try pager.move(request)
        } catch {
            messageView?.showError(error.description)
            return
        }
        showCurrentPage()
    }

    func reportChanges(_ changes: ChangeSummary) {
        pager.update(rowCount: rowCount)
        guard isFrontmost, let line = changes.line else { return }
        messageView?.showMessage(line)
    }
}
