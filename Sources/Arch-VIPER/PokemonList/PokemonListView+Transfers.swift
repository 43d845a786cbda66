import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it turns them into events, handled as the kit's
/// `LongCommand` — Ctrl-C watched, so that the presenter can ask `isInterruptRequested` — and
/// draws the progress the presenter words.
extension PokemonListView {
    static var transferCommands: [CommandSpec] {
        Wording.transferCommands.map {
            CommandSpec($0.name, arguments: [.required($0.argument)], summary: $0.summary, details: $0.details)
        }
    }

    /// Turns `import`, `export` and `generate` into events; false for other commands.
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            longCommand.run { eventHandler.importPokemons(from: command.arguments[0]) }
        case "export":
            longCommand.run { eventHandler.exportPokemons(to: command.arguments[0]) }
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            longCommand.run { eventHandler.generatePokemons(count: count) }
        default:
            return false
        }
        return true
    }

    // MARK: PokemonListViewInterface

    var isInterruptRequested: Bool { longCommand.isInterrupted }

    func showProgress(_ line: String) {
        longCommand.showProgress(line)
    }

    func hideProgress() {
        longCommand.hideProgress()
    }
}
