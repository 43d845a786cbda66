import Foundation
import PokedeskData
import PokedeskDomain
import Testing

@testable import pokedesk_repl

// MARK: - The trace's engine line against the SQL the store ran

/// The engine line of `--trace` counts what `--sql-debug` shows. A first `list` on a
/// store of 45 pokemons, in a fresh process (a fresh context), pages 20 rows: the statements
/// between the echoed line and its trace are the ones the line counted, and those that read
/// objects by key are its batch fills — a page of live results comes filled, its races and
/// types prefetched together, so no fault fires.
@Suite("The trace's engine counts")
struct TraceEngineCountTests {
    /// A store file holding 45 generated pokemons, in a directory removed with the returned value.
    private static func storeOf45() throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("pokedesk.sqlite").path
        let container = try PokedeskContainer(location: .file(path))
        _ = try container.makeRepositories().transfers.generatePokemons(
            count: 45,
            progress: { _ in },
            isCancelled: { false }
        )
        return (directory, path)
    }

    /// Standard output and error in one pipe, in the order written, as a terminal shows them.
    private static func run(_ arguments: [String], input: String) throws -> [String] {
        let binary = try #require(BinaryTranscriptTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The app's English, whatever the locale of whoever runs the tests.
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        process.environment = environment
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The number before `noun` in the engine line (`5 SQL statements, …, 2 batch fills, …`).
    private static func count(_ noun: String, in line: String) throws -> Int {
        let part = try #require(line.components(separatedBy: ", ").first { $0.contains(noun) })
        return try #require(Int(part.drop { !$0.isNumber }.prefix { $0.isNumber }))
    }

    @Test(
        "a first list of 20 rows: the engine line counts the SQL --sql-debug printed",
        arguments: Architecture.allCases
    )
    func firstList(architecture: Architecture) throws {
        let (directory, path) = try Self.storeOf45()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try Self.run(
            ["--arch", architecture.rawValue, "--store", path, "--trace", "--sql-debug", "--echo"],
            input: "list\n"
        )
        let echo = try #require(lines.firstIndex(of: "pokedesk[\(architecture.rawValue)] pokemons> list"))
        let heading = try #require(lines[echo...].firstIndex { $0.hasPrefix("trace: ") })
        let engine = try #require(lines[heading...].first { $0.hasPrefix("  engine: ") })
        #expect(lines[echo..<heading].contains { $0.contains("45 pokemons") }, "the first page was listed")

        // Everything the line ran, from the look for other processes' commits to the last page read.
        let statements = lines[echo..<heading].filter { $0.hasPrefix("sql: ") && !$0.hasPrefix("sql: -- plan") }
        // Each statement that scanned has its plan after it, with its steps: together, the line's.
        let plans = lines[echo..<heading].filter { $0.hasPrefix("sql: -- plan") }
        let planned = try plans.map { plan in
            plan.contains("full-scan step") ? try Self.count("full-scan step", in: plan.replacing("(", with: ", ")) : 0
        }
        #expect(try Self.count("full-scan step", in: engine) == planned.reduce(0, +), "\(plans)")
        let byKey = statements.filter { $0.contains("WHERE Z_PK IN (") || $0.contains("WHERE Z_PK >= ?") }
        #expect(try Self.count("SQL statement", in: engine) == statements.count, "\(statements)")
        #expect(byKey.count >= 2, "the page's races and their types, read by key: \(statements)")
        #expect(try Self.count("batch fill", in: engine) == byKey.count)
        #expect(try Self.count("fault", in: engine) == 0, "every read by key was a batch fill")
    }
}
