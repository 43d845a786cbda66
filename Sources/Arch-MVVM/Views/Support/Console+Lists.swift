import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Writing lists

extension Console {
    /// A page: the table when it has rows, then the line under it.
    func showPage(_ table: Table, footer: String) {
        if table.rowCount > 0 { writeLines(TableRenderer(console: self).render(table)) }
        writeLine(footer)
    }

    /// Row changes as one line, e.g. `section "A" deleted, moved 1→2`; nothing when there are none.
    func showChanges(_ changes: [ResultsChange]) {
        if let line = ResultsChange.reportLine(for: changes) { writeLine(line) }
    }
}
