import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Import, export and generate

/// The passive view's part in the long commands: it runs their intent as the kit's `LongCommand`
/// — Ctrl-C watched, so that the presenter can ask `isStopRequested` — and draws the progress
/// line the presenter words (`LongCommandScreen` does both).
extension PokemonListScreen: LongCommandScreen {
    /// Forwards `import`, `export` and `generate`; false for other commands.
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        try runTransfer(command) { presenter.transfer($0) }
    }
}
