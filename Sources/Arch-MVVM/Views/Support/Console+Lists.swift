import TerminalKit

// MARK: - Writing lists

extension Console {
    /// A page: the table when it has rows, then the line under it.
    func showPage(_ table: Table, footer: String) {
        if table.rowCount > 0 { writeLines(TableRenderer(console: self).render(table)) }
        writeLine(footer)
    }
}
