import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The races table

/// Shows a page of races, the current one marked with ✓ when a race is being chosen.
final class RaceTableView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    /// `races` of the `count` the list holds.
    func show(
        _ races: [(number: Int, summary: RaceSummary)],
        of count: Int,
        marked: RaceID?,
        choosing: Bool,
        footer: String
    ) {
        if !races.isEmpty {
            let rows = races.map { RaceCells(number: $0.number, summary: $0.summary, current: marked) }
            console.writeLines(TableRenderer(console: console).render(RaceTable.table(rows, choosing: choosing)))
        }
        console.writeLine(footer)
    }

    func showChanges(_ changes: ChangeSummary) {
        if let line = changes.line { console.writeLine(line) }
    }
}
