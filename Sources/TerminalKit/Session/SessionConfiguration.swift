/// How the session talks to its user.
public enum SessionMode: Sendable, Equatable {
    /// A person at a terminal: banner and prompt.
    case interactive
    /// Lines from a file or a pipe: no banner, no prompt. With `echo`, each line is written after
    /// the prompt before its output (like `psql -a`), so the transcript reads like a session;
    /// trailing spaces of that echo are dropped.
    case script(echo: Bool)

    /// Interactive when standard input is a terminal, a script otherwise.
    public static func detect(environment: TerminalEnvironment, echo: Bool) -> SessionMode {
        environment.isScript ? .script(echo: echo) : .interactive
    }
}

public struct SessionConfiguration {
    /// First part of the prompt, e.g. `pokedesk`.
    public var appName: String
    /// Shown in brackets after the app name, e.g. `mvvm`; nil for none.
    public var architecture: String?
    public var mode: SessionMode
    /// Lines written at the start of an interactive session (never in a script).
    public var banner: [String]
    /// How Tab matches candidates against what is typed.
    public var matcher: CompletionMatcher

    public init(
        appName: String,
        architecture: String? = nil,
        mode: SessionMode,
        banner: [String] = [],
        matcher: CompletionMatcher = .caseInsensitivePrefix
    ) {
        self.appName = appName
        self.architecture = architecture
        self.mode = mode
        self.banner = banner
        self.matcher = matcher
    }
}
