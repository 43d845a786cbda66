// MARK: - What the user asked for

/// The program's command line, read: a command, the store to use, and whether to show SQL.
///
/// ```
/// lap-timer [--store PATH] [--sql-debug] add [LABEL] | list | clear | help
/// ```
public struct LapCommandLine: Equatable {
    public enum Command: Equatable {
        /// Take a lap now, with an optional label.
        case add(label: String?)
        /// Show every lap, newest first.
        case list
        /// Delete every lap.
        case clear
        /// Show the usage.
        case help
    }

    public var command: Command
    /// The store file; nil for the default location (`defaultStorePath`).
    public var storePath: String?
    /// Write every SQL statement to standard error (Core Data's SQLDebug).
    public var showsSQL = false

    public static let usage = """
        usage: lap-timer [--store PATH] [--sql-debug] COMMAND
          add [LABEL]   take a lap now, with an optional label
          list          show the laps, newest first
          clear         delete every lap
          help          show this
        The store defaults to $XDG_DATA_HOME/lap-timer/laps.sqlite (~/.local/share/…).
        """

    /// A command line the program cannot run; the message says why, in one line.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Reads the arguments after the program's name. Options may come before or after the command.
    public init(arguments: [String]) throws(UsageError) {
        var words: [String] = []
        var storePath: String?
        var showsSQL = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--store":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "--store needs a file path")
                }
                storePath = path
            case "--sql-debug":
                showsSQL = true
            case "-h", "--help":
                words = ["help"]
                remaining = []
            default:
                guard !argument.hasPrefix("--") else { throw UsageError(message: "unknown option \(argument)") }
                words.append(argument)
            }
        }
        self.command = try Self.command(words)
        self.storePath = storePath
        self.showsSQL = showsSQL
    }

    private static func command(_ words: [String]) throws(UsageError) -> Command {
        guard let name = words.first else { throw UsageError(message: "a command is needed: add, list or clear") }
        let rest = words.dropFirst()
        switch name {
        case "add":
            guard rest.count <= 1 else {
                throw UsageError(message: "add takes one label; quote a label of several words")
            }
            return .add(label: rest.first)
        case "list", "clear", "help":
            guard rest.isEmpty else { throw UsageError(message: "\(name) takes no arguments") }
            return name == "list" ? .list : name == "clear" ? .clear : .help
        default:
            throw UsageError(message: "unknown command \(name); use add, list or clear")
        }
    }

    /// `$XDG_DATA_HOME/lap-timer/laps.sqlite`, else `~/.local/share/lap-timer/laps.sqlite`.
    public static func defaultStorePath(environment: [String: String]) -> String {
        let base: String
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            base = data
        } else {
            base = (environment["HOME"] ?? ".") + "/.local/share"
        }
        return base + "/lap-timer/laps.sqlite"
    }
}
