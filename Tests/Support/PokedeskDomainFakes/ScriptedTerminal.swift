public import TerminalKit

// MARK: - A terminal for tests

/// A fake terminal: lines typed from a script, output and errors captured in order, the
/// navigation recorded. The kit's real session handles the lines, so a screen under test sees
/// exactly what it would see in the app.
public final class ScriptedTerminal {
    public let console: Console
    public let navigator = RecordingNavigator()
    private let sink: TranscriptSink
    /// What the app does before each line: bring in another process's changes, say.
    public var willHandleLine: () -> Void = {}
    /// What the app records of each hand-over to a screen: a trace's first hop, say.
    public var screenEntry: ScreenEntry.Hook = ScreenEntry.direct

    /// - Parameter live: whether the console acts as a terminal someone watches, which shows
    ///   progress lines (a script's does not).
    public init(live: Bool = false) {
        (console, sink) = Console.inMemory(live: live)
    }

    /// Runs `lines` with `root` as the first screen (echoing each line after the prompt, as
    /// `--echo` does); returns the exit status.
    @discardableResult
    public func run(_ root: any Screen, _ lines: [String]) -> Int32 {
        if navigator.top == nil { navigator.setRoot(root) }
        let session = TerminalSession(
            configuration: SessionConfiguration(appName: "pokedesk", architecture: "test", mode: .script(echo: true)),
            reader: StreamLineReader(lines: lines),
            console: console,
            navigation: navigator.stack
        )
        session.willHandleLine = willHandleLine
        session.screenEntry = screenEntry
        return session.run()
    }

    /// Everything written, output and errors in order.
    public var transcript: String { sink.merged }

    /// Only the lines written to standard error.
    public var errors: String { sink.errors }

    /// The transcript's lines that are not echoed commands.
    public var outputLines: [String] {
        transcript.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("pokedesk[test]") }
    }
}
