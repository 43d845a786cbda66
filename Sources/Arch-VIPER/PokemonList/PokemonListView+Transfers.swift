import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it turns them into events, keeps Ctrl-C watched while
/// the event is handled (the presenter asks `isInterruptRequested`), and draws the progress the
/// presenter words on the kit's progress line.
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

    /// Turns `import`, `export` and `generate` into events; false for other commands.
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            watchingInterrupts { eventHandler.importPokemons(from: command.arguments[0]) }
        case "export":
            eventHandler.exportPokemons(to: command.arguments[0])
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            watchingInterrupts { eventHandler.generatePokemons(count: count) }
        default:
            return false
        }
        return true
    }

    private func watchingInterrupts(_ event: () -> Void) {
        InterruptWatch.during { watch in
            interruptWatch = watch
            defer { interruptWatch = nil }
            event()
        }
    }

    // MARK: PokemonListViewInterface

    var isInterruptRequested: Bool { interruptWatch?.isInterrupted ?? false }

    func showProgress(_ line: String) {
        progressLine.update(line)
    }

    func hideProgress() {
        progressLine.finish()
    }
}
