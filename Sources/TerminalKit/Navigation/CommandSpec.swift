/// Where the completion candidates of one argument come from. Given the arguments typed before
/// it, it returns the possible values; the matcher then keeps those that fit what is typed.
public struct CandidateSource {
    private let provide: (_ previousArguments: [String]) -> [String]
    /// Whether a value is always written in quotes, even one that would read as a word without:
    /// a string in a predicate, where a bare word is a key path.
    public let quotesValues: Bool

    public init(quotesValues: Bool = false, _ provide: @escaping (_ previousArguments: [String]) -> [String]) {
        self.provide = provide
        self.quotesValues = quotesValues
    }

    /// A fixed set of values, e.g. `race`, `letter`, `off`.
    public static func choices(_ values: [String]) -> CandidateSource {
        CandidateSource { _ in values }
    }

    /// Values looked up at each Tab, e.g. the names currently in a store.
    public static func dynamic(_ values: @escaping () -> [String]) -> CandidateSource {
        CandidateSource { _ in values() }
    }

    public func candidates(after previousArguments: [String]) -> [String] {
        provide(previousArguments)
    }
}

/// One argument of a command, for usage lines, arity checks and completion.
public struct ArgumentSpec {
    public enum Kind: Sendable, Equatable {
        /// Must be given: `NAME`.
        case required
        /// May be left out: `[NAME]`.
        case optional
        /// Zero or more words up to the end of the line: `[NAME...]`. Must come last.
        case variadic
        /// The rest of the line verbatim, not split into words (quotes kept), possibly empty:
        /// `[NAME]`. For commands with their own syntax, such as a predicate. It must be the
        /// command's only argument; the command then gets `ParsedCommand.text`.
        case text
    }

    public let name: String
    public let kind: Kind
    public let candidates: CandidateSource?

    public init(_ name: String, kind: Kind = .required, candidates: CandidateSource? = nil) {
        self.name = name
        self.kind = kind
        self.candidates = candidates
    }

    public static func required(_ name: String, candidates: CandidateSource? = nil) -> ArgumentSpec {
        ArgumentSpec(name, kind: .required, candidates: candidates)
    }

    public static func optional(_ name: String, candidates: CandidateSource? = nil) -> ArgumentSpec {
        ArgumentSpec(name, kind: .optional, candidates: candidates)
    }

    public static func variadic(_ name: String, candidates: CandidateSource? = nil) -> ArgumentSpec {
        ArgumentSpec(name, kind: .variadic, candidates: candidates)
    }

    public static func text(_ name: String, candidates: CandidateSource? = nil) -> ArgumentSpec {
        ArgumentSpec(name, kind: .text, candidates: candidates)
    }

    public var usage: String {
        switch kind {
        case .required: return name
        case .optional, .text: return "[\(name)]"
        case .variadic: return "[\(name)...]"
        }
    }
}

/// One command a screen understands: what `help` shows, what the session checks before handing
/// the command over, and what Tab completes.
///
/// The summary and details are worded when read, not when the table is made: only `help` reads
/// them, and a screen's table is made at start and again for each line, so wording every
/// command's help then would read string tables that nothing else at start needs.
public struct CommandSpec {
    public let name: String
    public let aliases: [String]
    public let arguments: [ArgumentSpec]
    private let wordSummary: () -> String
    private let wordDetails: () -> [String]

    public init(
        _ name: String,
        aliases: [String] = [],
        arguments: [ArgumentSpec] = [],
        summary: @autoclosure @escaping () -> String,
        details: @autoclosure @escaping () -> [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.wordSummary = summary
        self.wordDetails = details
    }

    /// One line for the command list, in the current language.
    public var summary: String { wordSummary() }
    /// Further lines shown by `help COMMAND` (syntax, examples), in the current language.
    public var details: [String] { wordDetails() }

    public var names: [String] { [name] + aliases }

    /// The command with its arguments, e.g. `add NAME [RACE]`.
    public var usage: String {
        ([name] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// Command words are matched without regard to case: `LIST` is `list`.
    public func isNamed(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return names.contains { $0.lowercased() == lowered }
    }

    /// Whether the command takes the rest of the line verbatim.
    public var takesText: Bool {
        arguments.contains { $0.kind == .text }
    }

    /// The argument a word at `index` (0-based, after the command word) stands for.
    func argument(at index: Int) -> ArgumentSpec? {
        if index < arguments.count { return arguments[index] }
        return arguments.last.flatMap { $0.kind == .variadic || $0.kind == .text ? $0 : nil }
    }
}

/// Names that stand for the row shortcut's command too, as numbers do: on a screen of types,
/// `fire` alone is `select fire`. Tab offers them at the start of a line.
public struct ShortcutNames {
    public let candidates: CandidateSource
    /// Whether a typed word is one of the names (the screen decides how loosely they match).
    public let contains: (String) -> Bool

    public init(candidates: CandidateSource, contains: @escaping (String) -> Bool) {
        self.candidates = candidates
        self.contains = contains
    }
}

/// The commands of one screen.
public struct CommandTable {
    public let commands: [CommandSpec]
    /// The command that a bare row number stands for (e.g. `select`, so that `3` means
    /// `select 3`); nil when a number is not a command on this screen.
    public let rowShortcut: String?
    /// Names that stand for `rowShortcut` too, when it has any.
    public let shortcutNames: ShortcutNames?

    public init(_ commands: [CommandSpec], rowShortcut: String? = nil, shortcutNames: ShortcutNames? = nil) {
        self.commands = commands
        self.rowShortcut = rowShortcut
        self.shortcutNames = rowShortcut == nil ? nil : shortcutNames
    }

    public static var empty: CommandTable { CommandTable([]) }

    public func command(named word: String) -> CommandSpec? {
        commands.first { $0.isNamed(word) }
    }
}
