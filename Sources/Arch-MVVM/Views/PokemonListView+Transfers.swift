import PokedeskDomain
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it forwards them to the view model's intents, run as
/// the kit's `LongCommand` — Ctrl-C watched, which the view model asks through `isCancelled` —
/// and draws the view model's `progress` on its progress line, bound once when the view is made.
extension PokemonListView {
    static var transferCommands: [CommandSpec] {
        Wording.transferCommands.map {
            CommandSpec($0.name, arguments: [.required($0.argument)], summary: $0.summary, details: $0.details)
        }
    }

    /// Forwards `import`, `export` and `generate`; false for other commands.
    func performTransfer(_ command: ParsedCommand) throws -> Bool {
        switch command.name {
        case "import":
            try longCommand.run {
                try viewModel.importPokemons(from: command.arguments[0]) { longCommand.isInterrupted }
            }
        case "export":
            try longCommand.run {
                try viewModel.exportPokemons(to: command.arguments[0]) { longCommand.isInterrupted }
            }
        case "generate":
            let count = try command.integer(at: 0, named: "N")
            try longCommand.run {
                try viewModel.generatePokemons(count: count) { longCommand.isInterrupted }
            }
        default:
            return false
        }
        return true
    }

    /// Draws the view model's progress as it changes, and erases it when it is gone.
    func bindProgress() {
        viewModel.progress.bind { [longCommand] text in
            if let text { longCommand.showProgress(text) } else { longCommand.hideProgress() }
        }
    }
}
