import PokedeskDomain
import TerminalKit

// MARK: - The races table

/// Shows a page of races, the current one marked with ✓ when a race is being chosen.
final class RaceTableView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    func show(_ races: [(number: Int, summary: RaceSummary)], marked: RaceID?, choosing: Bool, footer: String) {
        if !races.isEmpty {
            let rows = races.map { number, summary in
                TableRow(
                    [
                        String(number), summary.race.name, String(summary.race.code), summary.race.typeNames,
                        Wording.pokemonCount(summary.pokemonCount),
                    ],
                    marked: summary.race.id == marked
                )
            }
            let table = Table(
                columns: [
                    TableColumn("#", alignment: .right, truncatable: false),
                    TableColumn("Race"),
                    TableColumn("Code", alignment: .right, truncatable: false),
                    TableColumn("Types"),
                    TableColumn("Pokedesk", truncatable: false),
                ],
                rows: rows,
                marker: choosing ? "✓" : nil
            )
            console.writeLines(TableRenderer(console: console).render(table))
        }
        console.writeLine(footer)
    }

    func showChanges(_ changes: [TerminalKit.RowChange]) {
        if let line = ChangeReport.line(for: changes) { console.writeLine(line) }
    }
}
