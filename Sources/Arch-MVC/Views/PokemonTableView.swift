import PokedeskDomain
import TerminalKit

// MARK: - The pokemons table

/// Shows a page of pokemons as a table, with section titles and a footer line.
final class PokemonTableView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    /// One row: its number in the whole list, the pokemon, and the title of its section.
    struct Row {
        let number: Int
        let pokemon: Pokemon
        let section: String?
    }

    func show(_ rows: [Row], footer: String) {
        var sections: [TableSection] = []
        for row in rows {
            let cells = [
                String(row.number),
                row.pokemon.name,
                row.pokemon.race?.name ?? Wording.none,
                row.pokemon.race.map { String($0.code) } ?? "",
                row.pokemon.race?.typeNames ?? "",
            ]
            if let last = sections.last, last.title == row.section {
                sections[sections.count - 1].rows.append(TableRow(cells))
            } else {
                sections.append(TableSection(title: row.section, rows: [TableRow(cells)]))
            }
        }
        let table = Table(
            columns: [
                TableColumn("#", alignment: .right, truncatable: false),
                TableColumn("Name"),
                TableColumn("Race"),
                TableColumn("Code", alignment: .right, truncatable: false),
                TableColumn("Types"),
            ],
            sections: sections
        )
        console.writeLines(TableRenderer(console: console).render(table))
        console.writeLine(footer)
    }

    /// Instead of a table: the list is empty, or nothing matches.
    func showMessage(_ message: String) {
        console.writeLine(message)
    }

    /// What changed in the list, as one line.
    func showChanges(_ changes: [TerminalKit.RowChange]) {
        if let line = ChangeReport.line(for: changes) { console.writeLine(line) }
    }
}
