import PokedeskDomain
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
        if let line = ChangeReport.line(for: changes.map(\.reportItem)) { writeLine(line) }
    }
}

extension ResultsChange {
    /// The change in the kit's terms: rows numbered from 1 in the whole list.
    fileprivate var reportItem: TerminalKit.RowChange {
        switch self {
        case .section(.inserted(_, let name)): return .sectionInserted(name)
        case .section(.deleted(_, let name)): return .sectionDeleted(name)
        case .row(.inserted(let at)): return .inserted(row: at.flat + 1)
        case .row(.deleted(let at)): return .deleted(row: at.flat + 1)
        case .row(.moved(let from, let to)): return .moved(from: from.flat + 1, to: to.flat + 1)
        case .row(.updated(let at)): return .updated(row: at.flat + 1)
        }
    }
}

extension TableColumn {
    /// The `#` column every list starts with.
    static let rowNumber = TableColumn("#", alignment: .right, truncatable: false)
}
