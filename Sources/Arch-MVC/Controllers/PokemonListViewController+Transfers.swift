import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - Import, export and generate

/// The pokemons list's long commands. The controller runs each as the kit's `LongCommand`: Ctrl-C
/// watched while the repository works, the repository's progress on a progress line, then the
/// outcome. The rows an import adds reach the list as its live results' changes — written by the
/// controller as their delegate before the repository returns — so they come before the
/// outcome, as for every other command.
extension PokemonListViewController {
    /// Acts on `import`, `export` and `generate`; false for other commands.
    func performTransfer(_ command: ParsedCommand) throws -> Bool {
        guard let request = try TransferRequest(command) else { return false }
        let job = LongCommand(console: console)
        let outcome = try job.run {
            try request.run(
                on: repositories.transfers,
                progress: { job.showProgress(Wording.transferProgress(request, $0)) },
                isCancelled: { job.isInterrupted }
            )
        }
        console.writeLines(Wording.transferOutcome(outcome))
        return true
    }
}
