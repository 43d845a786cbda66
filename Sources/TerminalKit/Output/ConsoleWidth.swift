import CLibEdit

/// How a console learns its width in columns.
public enum ConsoleWidth: Sendable, Equatable {
    /// Always this width: scripts and tests, so output never depends on the terminal.
    case fixed(Int)
    /// The terminal's current width (asked each time, so a resize is taken into account),
    /// or `fallback` when the descriptor is not a terminal.
    case terminal(fileDescriptor: Int32, fallback: Int)

    public static let standard = 80

    public var columns: Int {
        switch self {
        case .fixed(let columns):
            return columns
        case .terminal(let descriptor, let fallback):
            let columns = Int(clibedit_terminal_columns(descriptor))
            return columns > 0 ? columns : fallback
        }
    }
}
