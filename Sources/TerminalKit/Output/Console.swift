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

    public init(sink: any ConsoleSink, styler: Styler = .plain, errorStyler: Styler? = nil, width: ConsoleWidth) {
        self.sink = sink
        self.styler = styler
        self.errorStyler = errorStyler ?? styler
        self.widthSource = width
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
            width: width
        )
    }

    /// A console that keeps everything in memory, for tests.
    public static func inMemory(width: Int = ConsoleWidth.standard, color: Bool = false) -> (Console, TranscriptSink) {
        let transcript = TranscriptSink()
        let console = Console(sink: transcript, styler: Styler(isEnabled: color), width: .fixed(width))
        return (console, transcript)
    }

    // MARK: Output

    /// Columns available for one line of output.
    public var width: Int { widthSource.columns }

    /// Writes text as is, without adding a newline.
    public func write(_ text: String) {
        sink.write(text, to: .output)
    }

    public func writeLine(_ line: String = "") {
        sink.write(line + "\n", to: .output)
    }

    public func writeLines(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        sink.write(lines.map { $0 + "\n" }.joined(), to: .output)
    }

    // MARK: Errors

    /// Writes `error: <message>` on one line of standard error and marks the session as failed.
    public func reportError(_ message: String) {
        hasReportedError = true
        sink.write(
            errorStyler("error:", TextStyle.bold.combined(with: .red)) + " " + oneLine(message) + "\n",
            to: .error
        )
    }

    /// Writes `warning: <message>` on one line of standard error; warnings do not fail a session.
    public func reportWarning(_ message: String) {
        sink.write(
            errorStyler("warning:", TextStyle.bold.combined(with: .yellow)) + " " + oneLine(message) + "\n",
            to: .error
        )
    }

    /// Errors are promised to be one line: a stray newline in a message must not break that.
    private func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
