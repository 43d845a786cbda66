import PokedeskDomain
import TerminalKit

// MARK: - `trace on`: the path of each command

/// Records the hops of each command line while tracing is on and writes them after the line's
/// output, with what the engine did meanwhile. The one recorder the architectures and
/// repositories write to, through the `Trace` they were given.
final class TraceLog: TraceRecorder {
    private let console: Console
    private let engine: () -> EngineCounts
    private let sink: ((TracedLine) -> Void)?
    private(set) var isRecording: Bool {
        didSet { if isRecording != oldValue { onRecordingChange(isRecording) } }
    }
    /// Told when `trace on` or `trace off` turns recording on or off: the composition root counts
    /// the store's statements only while it records.
    var onRecordingChange: (Bool) -> Void = { _ in }
    private var hops: [TraceHop] = []
    private var depth = 0
    private var engineBefore: EngineCounts?

    /// - Parameters:
    ///   - engine: the engine's counters now; a line's summary is their difference.
    ///   - sink: where traced lines go instead of the console.
    init(
        console: Console,
        isRecording: Bool,
        sink: ((TracedLine) -> Void)? = nil,
        engine: @escaping () -> EngineCounts = { EngineCounts() }
    ) {
        self.console = console
        self.isRecording = isRecording
        self.sink = sink
        self.engine = engine
    }

    // MARK: TraceRecorder

    func enter(_ role: TraceRole, _ type: String, _ message: String) {
        hops.append(TraceHop(depth: depth, role: role, type: type, message: message))
        depth += 1
    }

    func leave() {
        depth -= 1
    }

    // MARK: One line

    /// A command line starts: hops from here on are its own.
    func beginLine() {
        hops = []
        depth = 0
        engineBefore = isRecording ? engine() : nil
    }

    /// `line` is handled: its trace, if it was traced from its start.
    func endLine(_ line: String) {
        guard isRecording, let engineBefore else { return }
        let traced = TracedLine(line: line, hops: hops, engine: engine() - engineBefore)
        if let sink {
            sink(traced)
        } else {
            console.writeLines(TraceFormat.lines(hops: traced.hops, engine: traced.engine))
        }
        self.engineBefore = nil
        hops = []
    }

    // MARK: The command

    /// `trace [on|off]`, on every screen.
    var command: SessionCommand {
        SessionCommand(
            CommandSpec(
                "trace",
                arguments: [.optional("on|off", candidates: .choices(["on", "off"]))],
                summary: Phrases.text("trace.summary"),
                details: (1...3).map { Phrases.text("trace.details.\($0)") }
            )
        ) { [unowned self] command in
            switch command.argument(0) {
            case nil: console.writeLine(Phrases.text(isRecording ? "trace.isOn" : "trace.isOff"))
            case "on": isRecording = true
            case "off": isRecording = false
            case let other?: throw TraceCommandError(value: other)
            }
        }
    }
}

/// `trace maybe`.
struct TraceCommandError: Error, CustomStringConvertible {
    let value: String
    var description: String { Phrases.text("trace.notOnOrOff", Quoting.quoted(value)) }
}

/// A command line and the path it took.
struct TracedLine: Equatable {
    let line: String
    let hops: [TraceHop]
    let engine: EngineCounts

    /// The same with `transform` applied to the line and the hops' messages (paths made short).
    func mappingText(_ transform: (String) -> String) -> TracedLine {
        TracedLine(
            line: transform(line),
            hops: hops.map { TraceHop(depth: $0.depth, role: $0.role, type: $0.type, message: transform($0.message)) },
            engine: engine
        )
    }
}

/// One hop of a traced command.
struct TraceHop: Equatable {
    let depth: Int
    let role: TraceRole
    let type: String
    let message: String
}
