public import PokedeskDomain
public import TerminalKit

// MARK: - A pokemon's row, worded

/// One row of the pokemons table, every cell already text (B-1): the row number the user types,
/// the name, the race (— without one), its code and types (empty without one).
public struct PokemonCells: Equatable, Sendable {
    public let number: String
    public let name: String
    public let race: String
    public let code: String
    public let types: String

    public init(number: String, name: String, race: String, code: String, types: String) {
        self.number = number
        self.name = name
        self.race = race
        self.code = code
        self.types = types
    }

    /// `number` counts from 1 in the whole list, whatever the page.
    public init(number: Int, pokemon: Pokemon) {
        self.init(
            number: String(number),
            name: pokemon.name,
            race: pokemon.race?.name ?? Wording.none,
            code: pokemon.race.map { String($0.code) } ?? "",
            types: pokemon.race?.typeNames ?? ""
        )
    }

    var tableRow: TableRow { TableRow([number, name, race, code, types]) }
}

// MARK: - Grouped under section titles

/// The rows under one title of a grouped list (`sections race`, B-6); the title is nil when the
/// list is not grouped.
public struct PokemonSection: Equatable, Sendable {
    public let title: String?
    public private(set) var rows: [PokemonCells]

    public init(title: String?, rows: [PokemonCells]) {
        self.title = title
        self.rows = rows
    }

    /// Rows in list order, each with its section's title, grouped: a title starts a section
    /// where it differs from the row's before.
    public static func grouping(_ rows: [(title: String?, cells: PokemonCells)]) -> [PokemonSection] {
        var sections: [PokemonSection] = []
        for (title, cells) in rows {
            if let last = sections.last, last.title == title {
                sections[sections.count - 1].rows.append(cells)
            } else {
                sections.append(PokemonSection(title: title, rows: [cells]))
            }
        }
        return sections
    }
}

// MARK: - The table

/// The pokemons table's columns, and a page of it laid out.
public enum PokemonTable {
    public static var columns: [TableColumn] {
        [
            TableColumn.rowNumber,
            TableColumn(Phrases.text("column.name")),
            TableColumn(Phrases.text("column.race")),
            TableColumn(Phrases.text("column.code"), alignment: .right, truncatable: false),
            TableColumn(Phrases.text("column.types")),
        ]
    }

    public static func table(_ sections: [PokemonSection]) -> Table {
        Table(
            columns: columns,
            sections: sections.map { TableSection(title: $0.title, rows: $0.rows.map(\.tableRow)) }
        )
    }
}
