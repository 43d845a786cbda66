import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it forwards them to the view model's intent, run as
/// the kit's `LongCommand` — Ctrl-C watched, which the view model asks through `isCancelled` —
/// and draws the view model's `progress` on its progress line, bound once when the view is made.
extension PokemonListView {
    /// Forwards `import`, `export` and `generate`; false for other commands.
    func performTransfer(_ command: ParsedCommand) throws -> Bool {
        guard let request = try TransferRequest(command) else { return false }
        try longCommand.run {
            try input.transfer(request) { longCommand.isInterrupted }
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
