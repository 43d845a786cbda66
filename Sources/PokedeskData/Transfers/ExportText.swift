import Foundation
import ManagedGraph

// MARK: - The text of an export, piece by piece

/// An export's file in pieces, so that it can be written — and stopped — a piece at a time:
/// the opening, the pokemons a batch at a time, the closing. Put together they are the whole
/// file: CSV with the header `name,race,caught` and one line a pokemon; JSON as an array with one
/// object a line, `[]` when empty. The date caught is ISO 8601 in UTC, as import reads it.
struct ExportText {
    typealias Pokemon = (name: String, code: Int64?, caught: Date?)

    let format: TransferFile.Format
    /// Whether a pokemon was written yet: JSON separates the objects with commas.
    private var wroteOne = false

    init(format: TransferFile.Format) {
        self.format = format
    }

    var opening: String {
        switch format {
        case .csv: return CSVFormat.line(TransferFile.csvHeaderWithDates)
        case .json: return "["
        }
    }

    mutating func text(of pokemons: some Collection<Pokemon>) -> String {
        guard !pokemons.isEmpty else { return "" }
        switch format {
        case .csv:
            return pokemons.map {
                CSVFormat.line([$0.name, $0.code.map(String.init) ?? "", Self.date($0.caught) ?? ""])
            }
            .joined()
        case .json:
            let items = pokemons.map { pokemon in
                "  {\"name\": \(JSONFormat.literal(pokemon.name)), \"race\": \(pokemon.code.map(String.init) ?? "null"), "
                    + "\"caught\": \(Self.date(pokemon.caught).map(JSONFormat.literal) ?? "null")}"
            }
            defer { wroteOne = true }
            return (wroteOne ? ",\n" : "\n") + items.joined(separator: ",\n")
        }
    }

    /// `2024-06-01T12:00:00Z`: the engine's text form of a date.
    private static func date(_ date: Date?) -> String? {
        date.flatMap { StoreValue.date($0).textForm }
    }

    var closing: String {
        switch format {
        case .csv: return ""
        case .json: return wroteOne ? "\n]\n" : "]\n"
        }
    }
}
