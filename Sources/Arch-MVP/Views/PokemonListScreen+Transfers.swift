import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The passive view's part in the long commands: it decodes them, keeps Ctrl-C watched while
/// their intent runs (so that the presenter can ask `isStopRequested`), and draws the progress
/// line the presenter words.
extension PokemonListScreen {
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
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            watchingInterrupts { presenter.importPokemons(from: command.arguments[0]) }
        case "export":
            presenter.exportPokemons(to: command.arguments[0])
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            watchingInterrupts { presenter.generatePokemons(count: count) }
        default:
            return false
        }
        return true
    }

    /// Runs an intent with Ctrl-C watched; `isStopRequested` reads the watch meanwhile.
    private func watchingInterrupts(_ intent: () -> Void) {
        InterruptWatch.during { watch in
            interruptWatch = watch
            defer { interruptWatch = nil }
            intent()
        }
    }

    // MARK: PokemonListView

    var isStopRequested: Bool { interruptWatch?.isInterrupted ?? false }

    func showProgress(_ line: String) {
        progressLine.update(line)
    }

    func hideProgress() {
        progressLine.finish()
    }
}
