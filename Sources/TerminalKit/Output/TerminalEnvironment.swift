import CLibEdit
import Foundation

/// What the process knows about where it runs: which standard streams are terminals, and the
/// environment variables. A value, so that tests can describe any situation without a terminal.
public struct TerminalEnvironment: Sendable, Equatable {
    public var standardInputIsTerminal: Bool
    public var standardOutputIsTerminal: Bool
    public var standardErrorIsTerminal: Bool
    public var variables: [String: String]

    public init(
        standardInputIsTerminal: Bool = false,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false,
        variables: [String: String] = [:]
    ) {
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.variables = variables
    }

    /// The environment of this process; `variables` when the caller has already read them
    /// (Foundation builds the whole dictionary at each read).
    public static func current(
        variables: [String: String]? = nil
    ) -> TerminalEnvironment {
        TerminalEnvironment(
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
            variables: variables ?? ProcessInfo.processInfo.environment
        )
    }

    // MARK: Derived facts

    /// Script mode is decided by standard input alone, as sqlite3 and psql do: a pipe or a file
    /// means no banner, no prompt and no history, whatever standard output is.
    public var isScript: Bool { !standardInputIsTerminal }

    /// Line editing needs both ends on a terminal: libedit reads keys and redraws the line.
    public var supportsLineEditing: Bool { standardInputIsTerminal && standardOutputIsTerminal }
}
