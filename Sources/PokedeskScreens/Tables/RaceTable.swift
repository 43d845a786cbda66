public import PokedeskDomain
public import TerminalKit

// MARK: - A race's row, worded

/// One row of the races table (B-20): the row number, the race's name, code and types, how many
/// pokemons of the pokedesk are of it, and whether it is the race of the pokemon being edited.
public struct RaceCells: Equatable, Sendable {
    public let number: String
    public let name: String
    public let code: String
    public let types: String
    public let pokemons: String
    /// Marked ✓ while a race is being chosen.
    public let isCurrent: Bool

    public init(number: String, name: String, code: String, types: String, pokemons: String, isCurrent: Bool) {
        self.number = number
        self.name = name
        self.code = code
        self.types = types
        self.pokemons = pokemons
        self.isCurrent = isCurrent
    }

    /// `current` is the race of the pokemon being edited, if one is.
    public init(number: Int, summary: RaceSummary, current: RaceID?) {
        self.init(
            number: String(number),
            name: summary.race.name,
            code: String(summary.race.code),
            types: summary.race.typeNames,
            pokemons: Wording.pokemonCount(summary.pokemonCount),
            isCurrent: summary.race.id == current
        )
    }
}

// MARK: - The table

/// The races table's columns, and a page of it laid out.
public enum RaceTable {
    public static var columns: [TableColumn] {
        [
            TableColumn.rowNumber,
            TableColumn(Phrases.text("column.race")),
            TableColumn(Phrases.text("column.code"), alignment: .right, truncatable: false),
            TableColumn(Phrases.text("column.types")),
            TableColumn(Phrases.text("column.pokedesk"), truncatable: false),
        ]
    }

    /// `choosing`: the table keeps a column for the ✓ of the current race.
    public static func table(_ rows: [RaceCells], choosing: Bool) -> Table {
        Table(
            columns: columns,
            rows: rows.map { TableRow([$0.number, $0.name, $0.code, $0.types, $0.pokemons], marked: $0.isCurrent) },
            marker: choosing ? "✓" : nil
        )
    }
}
