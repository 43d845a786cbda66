import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Live results, a page at a time

/// Live results seen a page at a time, and the delegate that hears their changes: what both list
/// view models (pokemons, races) need from the Domain's live results. It is not observable: the
/// view model owning it turns what it reports into observable state.
final class PagedLiveResults<Element: Identifiable>: LiveResultsDelegate {
    private(set) var results: any LiveResults<Element>
    var paging: Pager
    /// Told each batch of changes once the live results have applied it.
    var onChange: (ChangeSummary) -> Void = { _ in }
    /// The batch being heard, kept as the line reporting it will show it.
    private var batch = ChangeSummary()

    init(_ results: any LiveResults<Element>) {
        self.results = results
        paging = Pager(rowCount: results.count)
        results.delegate = self
    }

    /// Follows new live results (another filter or grouping), from their first page.
    func replace(with fresh: any LiveResults<Element>) {
        results.delegate = nil
        results = fresh
        paging = Pager(rowCount: fresh.count)
        fresh.delegate = self
    }

    var count: Int { results.count }

    /// The current page's elements, each with its zero-based position in the whole list.
    func currentPage() throws(PokedeskError) -> [(position: Int, element: Element)] {
        paging.update(rowCount: results.count)
        let positions = paging.rowRange
        return zip(positions, try results.elements(in: positions)).map { (position: $0, element: $1) }
    }

    /// The element in row `number` as the user counts rows (from 1), or why there is none.
    func element(inRow number: Int) throws(PokedeskError) -> Element {
        try results.element(at: try RowNumber.index(number, count: results.count))
    }

    /// The title of the section holding a position.
    func sectionName(at position: Int) -> String {
        results.section(ofFlat: position).name
    }

    // MARK: LiveResultsDelegate

    func liveResultsWillChange(_ changed: AnyObject) {
        batch = ChangeSummary()
    }

    func liveResults(_ changed: AnyObject, didChange change: SectionChange) {
        batch.add(change)
    }

    func liveResults(_ changed: AnyObject, didChange change: RowChange) {
        batch.add(change)
    }

    func liveResultsDidChange(_ changed: AnyObject) {
        guard changed === results else { return }
        paging.update(rowCount: results.count)
        let changes = batch
        batch = ChangeSummary()
        onChange(changes)
    }
}
