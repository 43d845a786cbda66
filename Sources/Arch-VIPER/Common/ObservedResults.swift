import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Live results an interactor owns

/// The live results behind one interactor, with this object as their delegate: rows by position
/// or by the user's row number, and every change of the store gathered into one summary (what
/// the line reporting it shows, however large the change), handed to `onChange` once the change
/// is complete.
final class ObservedResults<Element: Identifiable>: LiveResultsDelegate {
    private var results: any LiveResults<Element>
    private var pending = ChangeSummary()
    /// Where the interactor hears of changes (set once it can capture itself).
    var onChange: (ChangeSummary) -> Void = { _ in }

    init(_ results: any LiveResults<Element>) {
        self.results = results
        results.delegate = self
    }

    /// Takes new live results (a new filter, say); the old ones stop reporting.
    func replace(with fresh: any LiveResults<Element>) {
        results.delegate = nil
        results = fresh
        fresh.delegate = self
    }

    // MARK: Reading

    var count: Int { results.count }

    func rows(in range: Range<Int>) throws(PokedeskError) -> [ResultsRow<Element>] {
        zip(range, try results.elements(in: range)).map { position, element in
            ResultsRow(position: position, element: element, sectionName: results.section(ofFlat: position).name)
        }
    }

    /// The element in the user's row `number` (1-based); `noSuchRow` when there is none.
    func element(inRow number: Int) throws(PokedeskError) -> Element {
        try results.element(at: try RowNumber.index(number, count: results.count))
    }

    /// Runs `action` on the user's row `number` as they saw it (B-43); see `RowNumber.act`.
    func act(
        onShownRow number: Int,
        _ action: (ShownRow<Element>) throws(PokedeskError) -> Void
    ) throws(PokedeskError) -> StaleRow? {
        try RowNumber.act(onShownRow: number, in: results, action)
    }

    func rowsShown(_ range: Range<Int>) {
        results.rowsShown(range)
    }

    func position(of id: Element.ID) throws(PokedeskError) -> Int? {
        try results.location(of: id)?.flat
    }

    // MARK: LiveResultsDelegate

    func liveResultsWillChange(_ results: AnyObject) {
        pending = ChangeSummary()
    }

    func liveResults(_ results: AnyObject, didChange change: SectionChange) {
        pending.add(change)
    }

    func liveResults(_ results: AnyObject, didChange change: RowChange) {
        pending.add(change)
    }

    func liveResultsDidChange(_ results: AnyObject) {
        let changes = pending
        pending = ChangeSummary()
        onChange(changes)
    }
}
