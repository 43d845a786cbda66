import ManagedGraph
import PokedeskData
import PokedeskDomain
import TerminalKit

// MARK: - Running a script in-process

/// Runs script lines in one architecture on a fresh in-memory pokedesk and returns what a user
/// of `pokedesk --in-memory --echo` would read: `compare` and the behaviour suite both use it,
/// so they judge exactly what the app writes.
///
/// A line `@other COMMAND` is run by another pokedesk on the same store — as a second process
/// would — before the next line (B-43); it is copied into the transcript as it is. Scripts with
/// such lines run on a temporary store file instead of in memory.
///
/// `$FIXTURES/` and `$SCRATCH/` in lines stand for directories (see `ScriptPaths`): the files a
/// script imports, and an empty directory for what it exports.
///
/// Pokemons added are caught at `SessionClock.scripted()`'s times, one clock for the script and
/// its other process, so every architecture and every run writes the same dates.
struct ScriptRunner {
    let architecture: Architecture

    /// What the script wrote (output and errors in order) and the exit status; with
    /// `tracing`, the path each command line took.
    struct Result: Equatable {
        let transcript: String
        let status: Int32
        var traces: [TracedLine] = []
    }

    static let otherPrefix = "@other "

    /// - Parameters:
    ///   - fixtures: the directory `$FIXTURES/` stands for.
    ///   - tracing: whether to trace every line (`--trace`), into `Result.traces`, not the transcript.
    func run(_ lines: [String], fixtures: String? = nil, tracing: Bool = false) throws -> Result {
        try run(lines.map(ScriptLine.text), fixtures: fixtures, tracing: tracing)
    }

    /// The same for lines that may not all be UTF-8.
    func run(_ lines: [ScriptLine], fixtures: String? = nil, tracing: Bool = false) throws -> Result {
        let texts = lines.compactMap(\.text)
        let needsFile = texts.contains { $0.hasPrefix(Self.otherPrefix) }
        let directory = needsFile ? try ScratchDirectory() : nil
        let location: PersistentStore.Location = directory.map { .file($0.path + "/pokedesk.sqlite") } ?? .inMemory
        let scratch = ScriptPaths.usesScratch(texts) ? try ScratchDirectory() : nil
        let paths = ScriptPaths(fixtures: fixtures, scratch: scratch?.path)
        let container = try PokedeskContainer(location: location)
        let (console, sink) = Console.inMemory(width: ConsoleWidth.standard, color: false)
        let clock = SessionClock.scripted()
        let other = OtherProcess(architecture: architecture, location: location, clock: clock)
        let reader = ScriptReader(lines: lines.map { $0.expanding(paths) }, console: console, other: other)
        var traces: [TracedLine] = []
        let session = try AppComposer.makeSession(
            architecture,
            container: container,
            clock: clock,
            tracing: tracing,
            // Traced lines go to the result when the runner traces; a script's own `trace on`
            // writes them into the transcript, as the app does.
            traceSink: tracing ? { traces.append($0) } : nil,
            reader: reader,
            console: console,
            mode: .script(echo: true)
        )
        let status = session.run()
        return Result(
            transcript: paths.collapse(sink.merged),
            status: status,
            traces: traces.map { $0.mappingText(paths.collapse) }
        )
    }
}

// MARK: - Reading a script, with lines for the other process

/// Hands the session its lines one by one, running `@other` lines in between. Lines are
/// numbered as in the script, `@other` lines included, as the stream reader numbers a file's.
private final class ScriptReader: LineReader {
    private var lines: ArraySlice<ScriptLine>
    private var number = 0
    private let console: Console
    private let other: OtherProcess

    init(lines: [ScriptLine], console: Console, other: OtherProcess) {
        self.lines = lines[...]
        self.console = console
        self.other = other
    }

    var servesCompletion: Bool { false }

    func readLine(prompt: String, completer: Completer) -> LineInput {
        while let line = lines.popFirst() {
            number += 1
            switch line {
            case .undecodable(let bytes):
                return .undecodable(UndecodableLine(number: number, bytes: bytes))
            case .text(let text) where text.hasPrefix(ScriptRunner.otherPrefix):
                console.writeLine(text)
                other.run(String(text.dropFirst(ScriptRunner.otherPrefix.count)))
            case .text(let text):
                return .line(text)
            }
        }
        return .endOfInput
    }
}

/// Another pokedesk on the same store file, with its own connection: what a second terminal
/// would be. Each command runs in a session of its own, whose output is not part of the
/// transcript.
private final class OtherProcess {
    private let architecture: Architecture
    private let location: PersistentStore.Location
    private let clock: CaughtClock
    private var container: PokedeskContainer?

    init(architecture: Architecture, location: PersistentStore.Location, clock: CaughtClock) {
        self.architecture = architecture
        self.location = location
        self.clock = clock
    }

    func run(_ command: String) {
        guard let container = container ?? (try? PokedeskContainer(location: location)) else { return }
        self.container = container
        let (console, _) = Console.inMemory()
        let session = try? AppComposer.makeSession(
            architecture,
            container: container,
            clock: clock,
            reader: StreamLineReader(lines: [command]),
            console: console,
            mode: .script(echo: false)
        )
        _ = session?.run()
    }
}
