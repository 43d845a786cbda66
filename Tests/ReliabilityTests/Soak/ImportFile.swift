import Foundation

// MARK: - A file for a soak script to import

/// A CSV or JSON file a soak script imports: some rows import, some are refused (an unknown
/// race, an empty name, a wrong number of fields, a member of the wrong kind), and now and
/// then the whole file is not CSV or JSON. The rows that import are kept, to be found in the
/// store afterwards.
struct ImportFile {
    /// A race as a file gives it.
    enum Race: Hashable {
        case code(Int)
        case name(String)
    }

    struct Row: Hashable {
        let name: String
        let race: Race?
    }

    /// The name the script types: relative to the round's directory, where every process starts.
    let name: String
    let text: String
    /// The rows an import takes, in file order; empty when the file is refused whole.
    let imported: [Row]

    /// A file of a row for each of `names`, named after the process and its count of files.
    static func make(process: Int, index: Int, names: [String], _ random: inout SeededRandom) -> ImportFile {
        let json = random.chance(50)
        let name = "p\(process)-import\(index).\(json ? "json" : "csv")"
        var writer = json ? Writer(format: .json) : Writer(format: .csv(dated: random.chance(40)))
        for rowName in names {
            if random.chance(75) {
                writer.addGood(name: rowName, &random)
            } else {
                writer.addBad(name: rowName, &random)
            }
        }
        if random.chance(8) { return ImportFile(name: name, text: writer.broken(&random), imported: []) }
        return ImportFile(name: name, text: writer.text, imported: writer.good)
    }

    /// The rows of one file as they are written.
    private struct Writer {
        enum Format {
            case csv(dated: Bool)
            case json
        }

        let format: Format
        private(set) var lines: [String] = []
        private(set) var good: [Row] = []

        init(format: Format) {
            self.format = format
        }

        var text: String {
            switch format {
            case .csv(let dated):
                return ([dated ? "name,race,caught" : "name,race"] + lines).joined(separator: "\n") + "\n"
            case .json: return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
            }
        }

        mutating func addGood(name: String, _ random: inout SeededRandom) {
            let race: Race? =
                switch random.int(0...9) {
                case 0...4: .code(random.int(1...898))
                case 5...7: .name(random.pick(["Pikachu", "charizard", "EEVEE", "Mewtwo", "Mr. Mime"]))
                default: nil
                }
            good.append(Row(name: name, race: race))
            switch format {
            case .csv(let dated):
                let field: String
                switch race {
                case .code(let code): field = String(code)
                case .name(let text): field = text
                case nil: field = ""
                }
                lines.append(csvField(name) + "," + field + (dated ? "," + random.pick(dates + [""]) : ""))
            case .json:
                var members = ["\"name\": \(jsonString(name))"]
                switch race {
                case .code(let code): members.append("\"race\": \(code)")
                case .name(let text): members.append("\"race\": \(jsonString(text))")
                case nil: if random.chance(50) { members.append("\"race\": null") }
                }
                if random.chance(30) { members.append("\"caught\": \(jsonString(random.pick(dates)))") }
                lines.append("{" + members.joined(separator: ", ") + "}")
            }
        }

        /// A row the import skips, each kind of refusal in turn.
        mutating func addBad(name: String, _ random: inout SeededRandom) {
            switch format {
            case .csv(let dated):
                let caught = dated ? ",2024-06-01" : ""
                lines.append(
                    random.pick([
                        csvField(name) + ",Pikachoo" + caught, ",25" + caught, csvField(name),
                        csvField(name) + ",1,2,3,4", csvField(name) + ",0" + caught,
                        dated ? csvField(name) + ",25,soon" : csvField(name) + ",25,extra",
                    ])
                )
            case .json:
                lines.append(
                    random.pick([
                        "{\"name\": \(jsonString(name)), \"race\": \"Pikachoo\"}", "{\"name\": \"\", \"race\": 1}", "7",
                        "{\"name\": 5, \"race\": 1}", "{\"name\": \(jsonString(name)), \"race\": true}",
                        "{\"name\": \(jsonString(name)), \"race\": 1, \"caught\": \"soon\"}",
                    ])
                )
            }
        }

        /// The text made unreadable as a whole: the import refuses the file before any row.
        func broken(_ random: inout SeededRandom) -> String {
            switch format {
            case .csv: return text + "\"never closed,25\n"
            case .json: return random.chance(50) ? String(text.dropLast(3)) : "{\"name\": \"x\"}\n"
            }
        }

        /// Dates as files give them; a CSV row may also leave the field empty (no date).
        private let dates = ["2024-06-01T12:00:00Z", "2024-06-01", "2023-01-05T08:30:00+02:00"]

        private func csvField(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" })
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }

        private func jsonString(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}
