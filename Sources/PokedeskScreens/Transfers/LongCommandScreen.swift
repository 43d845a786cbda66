public import PokedeskDomain
public import TerminalKit

// MARK: - What a view does while a long command runs

/// What the pokemons view shows and answers while import, export or generate runs: the
/// progress line, worded by whoever follows the job, and whether the user pressed Ctrl-C. A
/// passive view's contract (MVP) or a view interface (VIPER) includes it.
public protocol LongCommandDisplay: AnyObject {
    /// How far the job is, on one line rewritten in place.
    func showProgress(_ line: String)
    /// Erases the progress line, before the outcome is shown.
    func hideProgress()
    /// Whether the user asked the job running now to stop (Ctrl-C).
    var isStopRequested: Bool { get }
}

/// A view that runs its long commands as the kit's `LongCommand`: its display is that command's
/// progress line and its Ctrl-C, nothing of the architecture.
public protocol LongCommandScreen: LongCommandDisplay {
    var longCommand: LongCommand { get }
}

extension LongCommandScreen {
    public func showProgress(_ line: String) {
        longCommand.showProgress(line)
    }

    public func hideProgress() {
        longCommand.hideProgress()
    }

    public var isStopRequested: Bool { longCommand.isInterrupted }

    /// Runs `import`, `export` or `generate` as a long command: `job` gets the request and does
    /// what the architecture does with it, Ctrl-C watched meanwhile. False for other commands.
    public func runTransfer(_ command: ParsedCommand, _ job: (TransferRequest) throws -> Void) throws -> Bool {
        guard let request = try TransferRequest(command) else { return false }
        try longCommand.run { try job(request) }
        return true
    }
}
