import PokedeskDomain
import TerminalKit

// MARK: - The types table

/// Shows the types with their number of races (B-30).
final class TypeTableView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    func show(_ types: [TypeSummary]) {
        let rows = types.enumerated().map { index, summary in
            TableRow([String(index + 1), summary.type.name, String(summary.raceCount)])
        }
        let table = Table(
            columns: [
                TableColumn("#", alignment: .right, truncatable: false),
                TableColumn("Type"),
                TableColumn("Races", alignment: .right, truncatable: false),
            ],
            rows: rows
        )
        console.writeLines(TableRenderer(console: console).render(table))
        console.writeLine(Wording.typesFooter(count: types.count))
    }
}
