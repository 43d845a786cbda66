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
                arguments: [.required(Phrases.text("argument.file"))],
                summary: Phrases.text("import.summary"),
                details: Phrases.lines("import.details", count: 5, String(TransferBatch.rows))
            ),
            CommandSpec(
                "export",
                arguments: [.required(Phrases.text("argument.file"))],
                summary: Phrases.text("export.summary"),
                details: Phrases.lines("export.details", count: 3)
            ),
            CommandSpec(
                "generate",
                arguments: [.required("N")],
                summary: Phrases.text("generate.summary"),
                details: Phrases.lines("generate.details", count: 2, String(TransferBatch.rows))
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
