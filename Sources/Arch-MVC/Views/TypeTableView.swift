import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The types table

/// Shows the types with their number of races (B-30).
final class TypeTableView {
    private let console: Console
    /// Each thing the controller has the view show is a leaf hop there: a view calls nobody.
    private let trace: Trace

    init(console: Console, trace: Trace) {
        self.console = console
        self.trace = trace
    }

    func show(_ types: [TypeSummary]) {
        trace.hop(.view, Self.self, "show(\(types.count) types)")
        console.writeLines(TableRenderer(console: console).render(TypeTable.table(TypeCells.numbered(types))))
        console.writeLine(Wording.typesFooter(count: types.count))
    }
}
