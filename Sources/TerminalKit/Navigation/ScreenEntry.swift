import TextRules

// MARK: - The session handing something to a screen

/// What the session hands a screen: a command to handle, or the news that it is on top.
/// `TerminalSession.screenEntry` sees each hand-over, so an app can record or time them (its
/// trace's first hop of a line) without a line of the screens' own code.
public enum ScreenEntry: Sendable {
    case command(ParsedCommand)
    case appearance(ScreenAppearance)

    /// The hand-over as the call Swift makes: `handle("rename 3 Zed")`,
    /// `screenDidAppear(.pushed)`.
    public var call: String {
        switch self {
        case .command(let command): return "handle(\(Quoting.quoted(command.line)))"
        case .appearance(let appearance): return "screenDidAppear(.\(appearance))"
        }
    }

    /// How a session hands things over: `body` makes the call on the screen, and a hook makes
    /// it once, around whatever it records.
    public typealias Hook = (_ screen: any Screen, _ entry: ScreenEntry, _ body: () throws -> Void) throws -> Void

    /// The call made, nothing recorded.
    public static var direct: Hook { { _, _, body in try body() } }
}
