import PokedeskDomain
import PokedeskScreens
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

    /// `rows` of the `count` the list holds.
    func show(_ rows: [Row], of count: Int, footer: String) {
        let sections = PokemonSection.grouping(
            rows.map { ($0.section, PokemonCells(number: $0.number, pokemon: $0.pokemon)) }
        )
        console.writeLines(TableRenderer(console: console).render(PokemonTable.table(sections)))
        console.writeLine(footer)
    }

    /// Instead of a table: the list is empty, or nothing matches.
    func showMessage(_ message: String) {
        console.writeLine(message)
    }

    /// What changed in the list, as one line.
    func showChanges(_ changes: ChangeSummary) {
        if let line = changes.line { console.writeLine(line) }
    }
}
