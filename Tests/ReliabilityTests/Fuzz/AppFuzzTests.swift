import Foundation
import GRDB
import Glibc
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

@testable import TerminalKit
@testable import pokedesk_repl

// MARK: - Fuzzing the whole app

/// Random and mutated command lines through the whole app, in every architecture: scripts of
/// bytes (invalid UTF-8 included) read by the real stream reader, run by the real session over
/// a real store file. No crash, no hang; every error one line; the same transcript as the
/// in-memory script runner; and the store consistent afterwards.
@Suite("Fuzz: the whole app")
struct AppFuzzTests {
    static let linesPerScript = 250

    @Test(
        "random command lines through the app leave one-line errors and a consistent store",
        arguments: Architecture.allCases
    )
    func randomScripts(architecture: Architecture) throws {
        let seed = Settings.fuzzSeed
        let scripts = max(1, Settings.appFuzzLines / Self.linesPerScript)
        let watchdog = Watchdog("app fuzz", limit: .seconds(300), describe: { "script \($0) of seed \(seed)" })
        defer { watchdog.stop() }
        var errors = 0
        for script in 0..<scripts {
            watchdog.begin(script)
            errors += try run(script: script, architecture: architecture, seed: seed)
        }
        // Worth its time only if the app both obeyed and refused many lines.
        #expect(errors > scripts * 10, "\(errors) errors in \(scripts * Self.linesPerScript) lines")
    }

    /// Runs one script; returns how many errors it reported.
    private func run(script: Int, architecture: Architecture, seed: UInt64) throws -> Int {
        let directory = try TemporaryDirectory()
        let store = directory.path("fuzz.sqlite")
        let scriptFile = directory.path("script.txt")
        try Data(scriptBytes(script, seed: seed)).write(to: URL(fileURLWithPath: scriptFile))
        let lines = try readLines(of: scriptFile)
        let label = "\(architecture) script \(script) of seed \(seed)"

        let container = try PokedeskContainer(location: .file(store))
        let sink = RecordingSink()
        let console = Console(sink: sink, width: .fixed(ConsoleWidth.standard))
        let descriptor = open(scriptFile, O_RDONLY)
        defer { close(descriptor) }
        let session = try AppComposer.makeSession(
            architecture,
            container: container,
            clock: SessionClock.scripted(),
            reader: StreamLineReader(fileDescriptor: descriptor),
            console: console,
            mode: .script(echo: true)
        )
        let status = session.run()

        #expect(sink.malformedErrorWrites.isEmpty, "\(label): \(sink.malformedErrorWrites.prefix(3))")
        #expect(status == (sink.errorWrites.contains { $0.hasPrefix("error: ") } ? 1 : 0), "\(label)")
        // The same lines in memory, through the runner `compare` and the behaviour suite use.
        let inMemory = try ScriptRunner(architecture: architecture).run(lines)
        #expect(inMemory.transcript == sink.merged, "\(label): the file store and memory disagree")
        #expect(inMemory.status == status, "\(label)")
        try checkConsistency(store, shown: container.makeRepositories().pokemons.allNames(), label: label)
        return sink.errorWrites.count
    }

    /// A script's bytes: fuzzed lines, some with raw invalid UTF-8 that the session refuses.
    private func scriptBytes(_ script: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom.forInput(script, seed: seed ^ 0x4150_50)
        var bytes: [UInt8] = []
        for index in 0..<Self.linesPerScript {
            var line = Array(FuzzInputs.appLine(script * Self.linesPerScript + index, seed: seed).utf8)
            if random.chance(10) {
                let raw = random.pick(FuzzInputs.specialBytes).filter { $0 != UInt8(ascii: "\n") }
                line.insert(contentsOf: raw, at: random.int(0...line.count))
            }
            bytes += line + [UInt8(ascii: "\n")]
        }
        return bytes
    }

    /// The script's lines as the stream reader reads them, those that are not UTF-8 included.
    private func readLines(of path: String) throws -> [ScriptLine] {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let reader = StreamLineReader(fileDescriptor: descriptor)
        var lines: [ScriptLine] = []
        while true {
            switch reader.readLine(prompt: "") {
            case .line(let line): lines.append(.text(line))
            case .undecodable(let line): lines.append(.undecodable(line.bytes))
            case .interrupted, .endOfInput: return lines
            }
        }
    }

    /// SQLite finds the store intact; the catalogue is whole; every pokemon's race exists and
    /// every name is one the app accepts, stored exactly; and a fresh look at the store sees
    /// what the session showed.
    private func checkConsistency(_ store: String, shown: [String], label: String) throws {
        #expect(try StoreInspection.integrityCheck(store) == ["ok"], "\(label)")
        let (races, types, orphans, names) = try DatabaseQueue(path: store).read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM Race") ?? 0,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM Type") ?? 0,
                try Int.fetchOne(
                    db,
                    sql: "SELECT count(*) FROM Pokemon WHERE race IS NOT NULL AND race NOT IN (SELECT Z_PK FROM Race)"
                ) ?? -1,
                try String.fetchAll(db, sql: "SELECT name FROM Pokemon")
            )
        }
        #expect(races == 898 && types == 18, "\(label)")
        #expect(orphans == 0, "\(label)")
        for name in names {
            let valid = try? PokemonName(validating: name).value
            #expect(
                valid?.scalars == name.scalars,
                "\(label): a stored name the app would refuse: \(name.debugDescription)"
            )
        }
        let fresh = try PokedeskContainer(location: .file(store)).makeRepositories().pokemons.allNames()
        #expect(fresh.map(\.scalars) == shown.map(\.scalars), "\(label)")
    }

    @Test("megabyte lines through the pokedesk binary: each refused in one line, the session goes on")
    func megabyteLines() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let megabyte = 1 << 20
        var random = SeededRandom(seed: 0x1_0000)
        let garbage = (0..<megabyte).map { _ in random.byte() }.map { $0 == 0x0A ? 0x0B : $0 }
        let lines: [[UInt8]] = [
            Array("add Pika".utf8),
            Array(String(repeating: "a", count: megabyte).utf8),
            Array(("add " + String(repeating: "é", count: megabyte / 2)).utf8),
            Array(("find " + String(repeating: "(", count: megabyte / 2) + "name == 1").utf8),
            Array("add ".utf8) + garbage,
            Array("list".utf8),
        ]
        let input = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        let result = try ChildProcess.run(pokedesk, ["--in-memory"], bytes: input, limit: .seconds(600))
        let errorLines = result.errorLines
        #expect(result.status == 1)
        #expect(
            errorLines.count == lines.count - 2,
            "one error for each long line: \(errorLines.map { $0.prefix(80) })"
        )
        #expect(errorLines.allSatisfy { $0.hasPrefix("error: ") && $0.isOneSafeLine })
        #expect(result.output.contains("1  Pika"), "the session went on to the last line")
    }
}
