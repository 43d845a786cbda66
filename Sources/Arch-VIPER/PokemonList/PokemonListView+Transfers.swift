import PokedeskScreens
import TerminalKit

// MARK: - Import, export and generate

/// The view's part in the long commands: it turns them into an event, handled as the kit's
/// `LongCommand` — Ctrl-C watched, so that the presenter can ask `isStopRequested` — and draws
/// the progress the presenter words (`LongCommandScreen` does both).
extension PokemonListView: LongCommandScreen {
    /// Turns `import`, `export` and `generate` into their event; false for other commands.
    func forwardTransfer(_ command: ParsedCommand) throws -> Bool {
        try runTransfer(command) { eventHandler.transferPokemons($0) }
    }
}
