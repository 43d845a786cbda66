/// The one place screens write to. Normal output goes to standard output, errors and warnings
/// to standard error; the console remembers whether any error was written, which decides the
/// session's exit status.
public final class Console {
    private let sink: any ConsoleSink
    private let widthSource: ConsoleWidth

    /// Styles for standard output; plain when colour is not allowed.
    public let styler: Styler
    /// Styles for standard error, decided separately: it may be redirected on its own.
    public let errorStyler: Styler
    /// Whether `reportError` was called since the console was made.
    public private(set) var hasReportedError = false
    /// Whether a person watches the output as it is written — a terminal, not a script or a
    /// file — so that a line may be rewritten in place (see `ProgressLine`).
    public let isLive: Bool
    /// Whether a transient line is on screen now, to be erased before anything else is written.
    private var showsTransientLine = false

    public init(
        sink: any ConsoleSink,
        styler: Styler = .plain,
        errorStyler: Styler? = nil,
        width: ConsoleWidth,
        isLive: Bool = false
    ) {
        self.sink = sink
        self.styler = styler
        self.errorStyler = errorStyler ?? styler
        self.widthSource = width
        self.isLive = isLive
    }

    // MARK: Factories

    /// A console on the process's streams. Scripts get a fixed width of 80 so their output never
    /// depends on the terminal they were started from.
    public static func standard(environment: TerminalEnvironment, noColorFlag: Bool = false) -> Console {
        let width: ConsoleWidth =
            environment.isScript || !environment.standardOutputIsTerminal
            ? .fixed(ConsoleWidth.standard)
            : .terminal(fileDescriptor: 1, fallback: ConsoleWidth.standard)
        return Console(
            sink: StandardStreamsSink(),
            styler: Styler(
                isEnabled: ColorPolicy.allowsColor(
                    streamIsTerminal: environment.standardOutputIsTerminal,
                    environment: environment,
                    noColorFlag: noColorFlag
                )
            ),
            errorStyler: Styler(
                isEnabled: ColorPolicy.allowsColor(
                    streamIsTerminal: environment.standardErrorIsTerminal,
                    environment: environment,
                    noColorFlag: noColorFlag
                )
            ),
            width: width,
            isLive: !environment.isScript && environment.standardOutputIsTerminal
        )
    }

    /// A console that keeps everything in memory, for tests; `live` as if on a terminal.
    public static func inMemory(
        width: Int = ConsoleWidth.standard,
        color: Bool = false,
        live: Bool = false
    ) -> (Console, TranscriptSink) {
        let transcript = TranscriptSink()
        let console = Console(sink: transcript, styler: Styler(isEnabled: color), width: .fixed(width), isLive: live)
        return (console, transcript)
    }

    // MARK: Output

    /// Columns available for one line of output.
    public var width: Int { widthSource.columns }

    /// Writes text as is, without adding a newline.
    public func write(_ text: String) {
        eraseTransientLine()
        sink.write(text, to: .output)
    }

    public func writeLine(_ line: String = "") {
        eraseTransientLine()
        sink.write(line + "\n", to: .output)
    }

    public func writeLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        eraseTransientLine()
        sink.write(lines.map { $0 + "\n" }.joined(), to: .output)
    }

    // MARK: A line rewritten in place

    /// Shows `text` on the current line in place of the transient line before it: carriage
    /// return, the text cut to the width (a wrapped line could not be rewritten), erase to the
    /// end of the line. Nothing when the console is not live.
    func showTransientLine(_ text: String) {
        guard isLive else { return }
        showsTransientLine = true
        sink.write("\r" + TextFitting.truncate(text, toWidth: max(1, width - 1)) + "\u{1B}[K", to: .output)
    }

    /// Takes the current line for one the terminal wrote on by itself — the `^C` it echoes when
    /// Ctrl-C is pressed during a command — so that the next write erases it first, as it would
    /// a transient line, and starts on a clean line. Nothing when the console is not live.
    func eraseBeforeNextWrite() {
        guard isLive else { return }
        showsTransientLine = true
    }

    /// Erases the transient line, if one is shown, leaving the cursor at the start of its line.
    func eraseTransientLine() {
        guard showsTransientLine else { return }
        showsTransientLine = false
        sink.write("\r\u{1B}[K", to: .output)
    }

    // MARK: Errors

    /// Writes `error: <message>` on one line of standard error and marks the session as failed.
    public func reportError(_ message: String) {
        hasReportedError = true
        eraseTransientLine()
        sink.write(
            errorStyler(Phrases.text("console.error"), TextStyle.bold.combined(with: .red)) + " " + oneLine(message)
                + "\n",
            to: .error
        )
    }

    /// Writes `warning: <message>` on one line of standard error; warnings do not fail a session.
    public func reportWarning(_ message: String) {
        eraseTransientLine()
        sink.write(
            errorStyler(Phrases.text("console.warning"), TextStyle.bold.combined(with: .yellow)) + " "
                + oneLine(message) + "\n",
            to: .error
        )
    }

    /// Errors are promised to be one line: a stray newline in a message must not break that.
    private func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
