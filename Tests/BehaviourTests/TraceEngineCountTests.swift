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
/// types prefetched together, so no fault fires. What a screen read before `list` is held, and
/// not read again.
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

    @Test(
        "a first list of 20 rows: the engine line counts the SQL --sql-debug printed",
        arguments: Architecture.allCases
    )
    func firstList(architecture: Architecture) throws {
        let (directory, path) = try Self.storeOf45()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try TracedRun.run(
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
            plan.contains("full-scan step")
                ? try TracedRun.count("full-scan step", in: plan.replacing("(", with: ", ")) : 0
        }
        #expect(try TracedRun.count("full-scan step", in: engine) == planned.reduce(0, +), "\(plans)")
        let byKey = statements.filter { $0.contains("WHERE Z_PK IN (") || $0.contains("WHERE Z_PK >= ?") }
        #expect(try TracedRun.count("SQL statement", in: engine) == statements.count, "\(statements)")
        // MVVM's list screen reads its first page as it is made, before `list`: the races and
        // types it read are held, and `list` finds them filled. The others read them here: the
        // races by key, then their types with the links that name them.
        let typesWithLinks = statements.filter { $0.contains("JOIN \"Type\"") }
        #expect(
            architecture == .mvvm || (byKey.count >= 1 && typesWithLinks.count == 1),
            "the races by key, their types with their links: \(statements)"
        )
        #expect(try TracedRun.count("batch fill", in: engine) == byKey.count)
        #expect(try TracedRun.count("fault", in: engine) == 0, "every read by key was a batch fill")
    }
}
