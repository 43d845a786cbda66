import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The passive view's part in the long commands: it decodes them, runs their intent as the
/// kit's `LongCommand` — Ctrl-C watched, so that the presenter can ask `isStopRequested` — and
/// draws the progress line the presenter words.
extension PokemonListScreen {
    static var transferCommands: [CommandSpec] {
        Wording.transferCommands.map {
            CommandSpec($0.name, arguments: [.required($0.argument)], summary: $0.summary, details: $0.details)
        }
    }

    /// Forwards `import`, `export` and `generate`; false for other commands.
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            longCommand.run { presenter.importPokemons(from: command.arguments[0]) }
        case "export":
            longCommand.run { presenter.exportPokemons(to: command.arguments[0]) }
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            longCommand.run { presenter.generatePokemons(count: count) }
        default:
            return false
        }
        return true
    }

    // MARK: PokemonListView

    var isStopRequested: Bool { longCommand.isInterrupted }

    func showProgress(_ line: String) {
        longCommand.showProgress(line)
    }

    func hideProgress() {
        longCommand.hideProgress()
    }
}
