import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The pokemons list's long commands. The controller runs each as the kit's `LongCommand`: Ctrl-C
/// watched while the repository works, the repository's progress on a progress line, then the
/// outcome. The rows an import adds reach the list as its live results' changes — written by the
/// controller as their delegate before the repository returns — so they come before the
/// outcome, as for every other command.
extension PokemonListViewController {
    var transferCommands: [CommandSpec] {
        Wording.transferCommands.map {
            CommandSpec($0.name, arguments: [.required($0.argument)], summary: $0.summary, details: $0.details)
        }
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
        let job = LongCommand(console: console)
        let report = try job.run {
            try repositories.transfers.importPokemons(
                from: path,
                progress: { job.showProgress(Wording.importProgress(from: path, $0)) },
                isCancelled: { job.isInterrupted }
            )
        }
        console.writeLines(Wording.importReport(report, from: path))
    }

    private func exportPokemons(to path: String) throws {
        let job = LongCommand(console: console)
        let report = try job.run {
            try repositories.transfers.exportPokemons(
                to: path,
                progress: { job.showProgress(Wording.exportProgress(to: path, $0)) },
                isCancelled: { job.isInterrupted }
            )
        }
        console.writeLine(Wording.exported(report, to: path))
    }

    private func generatePokemons(count: Int) throws {
        let job = LongCommand(console: console)
        let report = try job.run {
            try repositories.transfers.generatePokemons(
                count: count,
                progress: { job.showProgress(Wording.generateProgress($0)) },
                isCancelled: { job.isInterrupted }
            )
        }
        console.writeLine(Wording.generated(report))
    }
}
