import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Live results, a page at a time

/// Live results with the page of them that shows and the row changes heard since the last
/// report: what the pokemons' and the races' presenters each keep. The presenter stays their
/// delegate and forwards what it hears here. Row numbers are positions in the whole results,
/// from 1, whatever the page (B-1).
struct PagedResults<Element: Identifiable> {
    let results: any LiveResults<Element>
    private(set) var pager: Pager
    /// Kept as the line reporting them will show them, however large the batch.
    private var changes = ChangeSummary()

    init(_ results: any LiveResults<Element>) {
        self.results = results
        pager = Pager(rowCount: results.count)
    }

    var count: Int { results.count }

    /// The element the user means by row `number`.
    func element(atRow number: Int) throws(PokedeskError) -> Element {
        try results.element(at: try RowNumber.index(number, count: results.count))
    }

    /// The current page's elements, each with its row number.
    mutating func currentRows() throws(PokedeskError) -> [(number: Int, element: Element)] {
        pager.update(rowCount: results.count)
        let range = pager.rowRange
        return zip(range, try results.elements(in: range)).map { ($0 + 1, $1) }
    }

    mutating func turnPage(_ turn: (inout Pager) throws(PagerError) -> Void) throws(PagerError) {
        try turn(&pager)
    }

    /// Shows the page holding `id`, when it is in the results.
    mutating func reveal(_ id: Element.ID) throws(PokedeskError) {
        if let location = try results.location(of: id) { pager.reveal(rowIndex: location.flat) }
    }

    /// Shows the page holding position `flat`, when there is one.
    mutating func reveal(flat: Int?) {
        if let flat { pager.reveal(rowIndex: flat) }
    }

    // MARK: Changes heard as delegate

    mutating func beginChanges() {
        changes = ChangeSummary()
    }

    mutating func record(_ change: RowChange) {
        changes.add(change)
    }

    mutating func record(_ change: SectionChange) {
        changes.add(change)
    }

    /// The changes heard since `beginChanges`, numbered for the user; the pager follows the count.
    mutating func endChanges() -> ChangeSummary {
        pager.update(rowCount: results.count)
        return changes
    }
}
