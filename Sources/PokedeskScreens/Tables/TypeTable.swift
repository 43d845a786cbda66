public import PokedeskDomain
public import TerminalKit

// MARK: - A type's row, worded

/// One row of the types table (B-30): the row number, the type's name and how many races have it.
public struct TypeCells: Equatable, Sendable {
    public let number: String
    public let name: String
    public let races: String
    /// What the type may be typed as: `name`, and its name in the other language where it differs.
    public let typedNames: [String]

    public init(number: String, name: String, races: String, typedNames: [String]? = nil) {
        self.number = number
        self.name = name
        self.races = races
        self.typedNames = typedNames ?? [name]
    }

    /// The types in the order given, numbered from 1.
    public static func numbered(_ types: [TypeSummary]) -> [TypeCells] {
        types.enumerated().map { index, summary in
            TypeCells(
                number: String(index + 1),
                name: summary.type.name,
                races: String(summary.raceCount),
                typedNames: summary.type.names.both
            )
        }
    }
}

// MARK: - The table

/// The types table's columns, and the types laid out.
public enum TypeTable {
    public static var columns: [TableColumn] {
        [
            TableColumn.rowNumber,
            TableColumn(Phrases.text("column.type")),
            TableColumn(Phrases.text("column.races"), alignment: .right, truncatable: false),
        ]
    }

    public static func table(_ rows: [TypeCells]) -> Table {
        Table(columns: columns, rows: rows.map { TableRow([$0.number, $0.name, $0.races]) })
    }
}
