import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races table

/// Shows a page of races, the current one marked with ✓ when a race is being chosen.
final class RaceTableView {
    private let console: Console
    /// Each thing the controller has the view show is a leaf hop there: a view calls nobody.
    private let trace: Trace

    init(console: Console, trace: Trace) {
        self.console = console
        self.trace = trace
    }

    /// `races` of the `count` the list holds.
    func show(
        _ races: [(number: Int, summary: RaceSummary)],
        of count: Int,
        marked: RaceID?,
        choosing: Bool,
        footer: String
    ) {
        trace.hop(.view, Self.self, "show(\(TraceText.rows(races.map(\.number), of: count)))")
        if !races.isEmpty {
            let rows = races.map { RaceCells(number: $0.number, summary: $0.summary, current: marked) }
            console.writeLines(TableRenderer(console: console).render(RaceTable.table(rows, choosing: choosing)))
        }
        console.writeLine(footer)
    }

    func showChanges(_ changes: ChangeSummary) {
        trace.hop(.view, Self.self, "showChanges(\(TraceText.changes(changes)))")
        if let line = changes.line { console.writeLine(line) }
    }
}
