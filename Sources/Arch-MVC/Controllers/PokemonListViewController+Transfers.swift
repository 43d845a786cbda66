import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The pokemons list's long commands. The controller runs each: it watches Ctrl-C while the
/// repository works, shows the repository's progress on a progress line (the kit's view for
/// it), and writes the outcome. The rows an import adds reach the list as its live results'
/// changes — written by the controller as their delegate before the repository returns — so
/// they come before the outcome, as for every other command.
extension PokemonListViewController {
    var transferCommands: [CommandSpec] {
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

    /// Acts on `import`, `export` and `generate`; false for other commands.
    func performTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import": try importPokemons(from: command.arguments[0])
        case "export": try exportPokemons(to: command.arguments[0])
        case "generate": try generatePokemons(count: try command.integer(at: 0, named: "N"))
        default: return false
        }
        return true
    }

    private func importPokemons(from path: String) throws {
        let report = try watchingLongJob { progressLine, isCancelled in
            try repositories.transfers.importPokemons(
                from: path,
                progress: { progressLine.update(Wording.importProgress(from: path, $0)) },
                isCancelled: isCancelled
            )
        }
        console.writeLines(Wording.importReport(report, from: path))
    }

    private func exportPokemons(to path: String) throws {
        console.writeLine(Wording.exported(try repositories.transfers.exportPokemons(to: path), to: path))
    }

    private func generatePokemons(count: Int) throws {
        let report = try watchingLongJob { progressLine, isCancelled in
            try repositories.transfers.generatePokemons(
                count: count,
                progress: { progressLine.update(Wording.generateProgress($0)) },
                isCancelled: isCancelled
            )
        }
        console.writeLine(Wording.generated(report))
    }

    /// Runs `job` with Ctrl-C watched and a progress line on screen, erased when it ends.
    private func watchingLongJob<Report>(
        _ job: (ProgressLine, _ isCancelled: () -> Bool) throws -> Report
    ) throws -> Report {
        let progressLine = ProgressLine(console: console)
        defer { progressLine.finish() }
        return try InterruptWatch.during { watch in try job(progressLine) { watch.isInterrupted } }
    }
}
