import ManagedGraph

// MARK: - The text of an export, piece by piece

/// An export's file in pieces, so that it can be written — and stopped — a piece at a time:
/// the opening, the pokemons a batch at a time, the closing. Put together they are the whole
/// file: CSV with the header `name,race` and one line a pokemon; JSON as an array with one
/// object a line, `[]` when empty.
struct ExportText {
    typealias Pokemon = (name: String, code: Int64?)

    let format: TransferFile.Format
    /// Whether a pokemon was written yet: JSON separates the objects with commas.
    private var wroteOne = false

    init(format: TransferFile.Format) {
        self.format = format
    }

    var opening: String {
        switch format {
        case .csv: return CSVFormat.line(TransferFile.csvHeader)
        case .json: return "["
        }
    }

    mutating func text(of pokemons: some Collection<Pokemon>) -> String {
        guard !pokemons.isEmpty else { return "" }
        switch format {
        case .csv:
            return pokemons.map { CSVFormat.line([$0.name, $0.code.map(String.init) ?? ""]) }.joined()
        case .json:
            let items = pokemons.map { pokemon in
                "  {\"name\": \(JSONFormat.literal(pokemon.name)), \"race\": \(pokemon.code.map(String.init) ?? "null")}"
            }
            defer { wroteOne = true }
            return (wroteOne ? ",\n" : "\n") + items.joined(separator: ",\n")
        }
    }

    var closing: String {
        switch format {
        case .csv: return ""
        case .json: return wroteOne ? "\n]\n" : "]\n"
        }
    }
}
