public import PokedeskDomain
public import TerminalKit

// MARK: - Import, export and generate, as typed

/// The pokemons screen's long commands: their help, which explains the file formats, and the
/// request each one typed stands for.
enum TransferCommands {
    static var specs: [CommandSpec] {
        [
            CommandSpec(
                "import",
                arguments: [.required("FILE")],
                summary: "add the pokemons of a CSV or JSON file",
                details: [
                    "FILE.csv: a header line name,race, then one pokemon a line (RACE may be empty)",
                    "FILE.json: an array of {\"name\": \"Pika\", \"race\": 25} (race: a code, a name or null)",
                    "Either may give caught, an ISO 8601 date; without it, dated after the pokemons already there.",
                    "Rows add would refuse are skipped and listed. Ctrl-C stops it; what was imported is kept.",
                    "Saved every 1000 rows: if the disk fills up, the batches saved before are kept.",
                ]
            ),
            CommandSpec(
                "export",
                arguments: [.required("FILE")],
                summary: "write every pokemon to a CSV or JSON file",
                details: [
                    "The format is the one the name ends in, .csv or .json, as import reads them.",
                    "Each pokemon's date caught goes with it, in ISO 8601: a column caught, a member \"caught\".",
                    "Ctrl-C stops it; the file is then left as it was.",
                ]
            ),
            CommandSpec(
                "generate",
                arguments: [.required("N")],
                summary: "add N made-up pokemons (1 to 1000000), for demos",
                details: [
                    "The same pokedesk always gets the same ones. Ctrl-C stops it; what was made is kept.",
                    "Saved every 1000: if the disk fills up, the batches saved before are kept.",
                ]
            ),
        ]
    }
}

extension TransferRequest {
    /// The request `import FILE`, `export FILE` or `generate N` stands for; nil for any other
    /// command. Throws when N is not a number.
    public init?(_ command: ParsedCommand) throws(CommandFailure) {
        switch command.name {
        case "import": self = .importPokemons(from: command.arguments[0])
        case "export": self = .exportPokemons(to: command.arguments[0])
        case "generate": self = .generatePokemons(count: try command.integer(at: 0, named: "N"))
        default: return nil
        }
    }
}
