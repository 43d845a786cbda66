import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it forwards them to the view model's intents with
/// Ctrl-C watched — the view model asks `isCancelled` — and draws the view model's `progress`
/// on a progress line, bound once when the view is made.
extension PokemonListView {
    static var transferCommands: [CommandSpec] {
        [
            CommandSpec(
                "import",
                arguments: [.required("FILE")],
                summary: "add the pokemons of a CSV or JSON file",
                details: [
                    "FILE.csv: a header line name,race, then one pokemon a line (RACE may be empty)",
                    "FILE.json: an array of {\"name\": \"Pika\", \"race\": 25} (race: a code, a name or null)",
                    "Rows add would refuse are skipped and listed. Ctrl-C stops it; what was imported is kept.",
                ]
            ),
            CommandSpec(
                "export",
                arguments: [.required("FILE")],
                summary: "write every pokemon to a CSV or JSON file",
                details: ["The format is the one the name ends in, .csv or .json, as import reads them."]
            ),
            CommandSpec(
                "generate",
                arguments: [.required("N")],
                summary: "add N made-up pokemons (1 to 1000000), for demos",
                details: ["The same pokedesk always gets the same ones. Ctrl-C stops it; what was made is kept."]
            ),
        ]
    }

    /// Forwards `import`, `export` and `generate`; false for other commands.
    func performTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            try InterruptWatch.during { watch in
                try viewModel.importPokemons(from: command.arguments[0]) { watch.isInterrupted }
            }
        case "export":
            try viewModel.exportPokemons(to: command.arguments[0])
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            try InterruptWatch.during { watch in
                try viewModel.generatePokemons(count: count) { watch.isInterrupted }
            }
        default:
            return false
        }
        return true
    }

    /// Draws the view model's progress on `line` as it changes, and erases it when it is gone.
    static func bindProgress(of viewModel: PokemonListViewModel, to line: ProgressLine) {
        viewModel.progress.bind { text in
            if let text { line.update(text) } else { line.finish() }
        }
    }
}
