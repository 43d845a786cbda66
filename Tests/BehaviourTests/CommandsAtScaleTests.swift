import Foundation
import PokedeskData
import PokedeskDomain
import Testing

@testable import pokedesk_repl

// MARK: - Each command costs a page, counted at 100,000 pokemons

/// The commands a user types, on a store of 100,000 pokemons, in every architecture, with
/// `--trace`: each engine line must stay within what a page costs. The bounds are counts, not
/// times — the same on every machine — and each is far below what reading the store would cost
/// (100,000 rows read, or as many steps of a scan), so a command that starts to scan again
/// fails here. A count that places a change steps over at most a thousand rows from either end
/// of the order; a hundred thousand would be tens of thousands of VM steps more.
@Suite("Commands at scale", .serialized)
struct CommandsAtScaleTests {
    static let pokemons = 100_000

    /// What one command may cost, at most: a page of pokemons with their races and types, and
    /// the catalogue of about a thousand races, which some screens read whole (the names a
    /// prompt completes); never the pokemons.
    struct Bound: CustomTestStringConvertible {
        let command: String
        var statements = 25
        var fullScanSteps = 2_000
        var rowsRead = 150
        var vmSteps = 100_000

        var testDescription: String { command }
    }

    /// Typed in this order, each on the screen the one before left; the list is sorted by name
    /// until `sort code`.
    static let bounds: [Bound] = [
        Bound(command: "list"),
        Bound(command: "next"),
        Bound(command: "prev"),
        Bound(command: "page 2"),
        Bound(command: "page \(pokemons / 20)"),
        // The middle page and a place in the middle come from the name's counted order
        // (stepping to them took 150,000 and 530,000 VM steps).
        Bound(command: "page \(pokemons / 40)"),
        Bound(command: "page 1"),
        Bound(command: "edit 3"),
        Bound(command: "show"),
        Bound(command: "name Zeta"),
        Bound(command: "back"),
        Bound(command: "add Zork pikachu"),
        // An edit on the list: the look, the write and its log, and the one count that places
        // a moved row, made before the commit; the row typed is where the page showed it.
        Bound(command: "rename 4 Zed", statements: 7),
        Bound(command: "rename 4 Mmm", statements: 7),
        // The race named is read, then its types with their links, in one statement.
        Bound(command: "change race 5 pikachu", statements: 7),
        Bound(command: "change race 7 charizard", statements: 7),
        Bound(command: "delete 6"),
        Bound(command: "undo"),
        Bound(command: "redo"),
        Bound(command: #"find name == "Zork""#),
        Bound(command: #"find name BEGINSWITH[c] "zz""#),
        Bound(command: #"find caught > "2030-01-01""#),
        // The last hundred: read from the date's index and sorted, where walking the name's
        // index for a page would step over 20,000 rows.
        Bound(
            command: #"find caught > "\#(PokedeskModel.caughtDate(creationIndex: pokemons - 100).formatted(.iso8601))""#
        ),
        // Grouped by race under that range: the range read from its index, not every pokemon,
        // and a page across the races of its 99 pokemons is one statement, not one a race.
        Bound(command: "sort race", rowsRead: 2_000),
        Bound(command: "sort name"),
        // Half of them match: each race's share is counted from the counted index of race and
        // date, a few seeks and at most a bucket's steps a race, some 300 VM steps (grouping the
        // 50,000 matches took 714,000), and only for the races a page or a change reaches: the
        // first page counts eight (counting all 900 took 300,000).
        Bound(
            command: #"find caught > "\#(PokedeskModel.caughtDate(creationIndex: pokemons / 2).formatted(.iso8601))""#
        ),
        Bound(command: "sort race", rowsRead: 2_000, vmSteps: 50_000),
        // A rename counts its race's pokemons before its new name (from the race's nearer end
        // when it holds more than a bucket of them, at ten million): eight statements, ten in
        // MVVM, which reads its page again after a change.
        Bound(command: "rename 4 Zed", statements: 10, vmSteps: 10_000),
        Bound(command: "undo"),
        // The middle page counts the races before it.
        Bound(command: "page \(pokemons / 40)", rowsRead: 2_000, vmSteps: 400_000),
        Bound(command: "sections race", rowsRead: 2_000, vmSteps: 50_000),
        Bound(command: "sections off", rowsRead: 2_000, vmSteps: 50_000),
        Bound(command: "sort name"),
        // Every pokemon matches: counted from the date's counted order, not a step each.
        Bound(command: #"find caught > "2000-01-01""#),
        Bound(command: "find race.code == 25"),
        Bound(command: #"find race.name == "Pikachu""#),
        Bound(command: "find"),
        Bound(command: "sort caught"),
        Bound(command: "sort name"),
        Bound(command: "sections off"),
        // Ordered or sectioned by race, the pokemons are counted per race by the store's kept
        // counts (sorting the table for a page took 1.8–2.8 million VM steps, and walking the
        // race column's index 0.7 million); the races are read whole, to be ordered.
        Bound(command: "sort code", rowsRead: 2_000),
        Bound(command: "sort race", rowsRead: 2_000),
        Bound(command: "sort name"),
        Bound(command: "sections race", rowsRead: 2_000),
        Bound(command: "rename 4 Zed"),
        Bound(command: "change race 5 pikachu"),
        // Letters are read from the name's counts by first character: a row a letter (a range of
        // the name's index each took a step a pokemon, 300,000 VM steps).
        Bound(command: "sections letter", vmSteps: 5_000),
        Bound(command: "sections off"),
        // The types and the races of one read the catalogue of races, whatever the pokemons.
        Bound(command: "types", rowsRead: 1_500),
        Bound(command: "select 3", fullScanSteps: 3_000, rowsRead: 5_000),
        Bound(command: "home"),
        Bound(command: "edit 3"),
        Bound(command: "race", rowsRead: 5_000),
        Bound(command: "select 2"),
        Bound(command: "undo"),
        Bound(command: "home"),
    ]

    /// A store of `pokemons` generated pokemons, made once for the suite.
    static let store: Result<String, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("pokedesk.sqlite").path
        let container = try PokedeskContainer(location: .file(path))
        _ = try container.makeRepositories().transfers.generatePokemons(
            count: pokemons,
            progress: { _ in },
            isCancelled: { false }
        )
        try container.store.close()
        return path
    }

    @Test("every command's engine line stays within a page's cost", arguments: Architecture.allCases)
    func commands(architecture: Architecture) throws {
        let original = try Self.store.get()
        let path = original + "-\(architecture.rawValue).sqlite"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: original, toPath: path)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let script = (["list", "trace on"] + Self.bounds.map(\.command)).joined(separator: "\n") + "\n"
        let lines = try TracedRun.run(["--arch", architecture.rawValue, "--store", path, "--echo"], input: script)
        #expect(
            !lines.contains { $0.hasPrefix("error:") },
            "every command ran: \(lines.filter { $0.hasPrefix("error:") })"
        )
        let engines = lines.filter { $0.hasPrefix("  engine: ") }
        // The first list and `trace on` print no trace: one engine line a command after them.
        try #require(engines.count == Self.bounds.count, "\(engines.count) engine lines")
        for (bound, engine) in zip(Self.bounds, engines) {
            let comment = Comment(rawValue: "\(architecture.rawValue) `\(bound.command)`: \(engine)")
            #expect(try TracedRun.count("SQL statement", in: engine) <= bound.statements, comment)
            #expect(try TracedRun.count("full-scan step", in: engine) <= bound.fullScanSteps, comment)
            #expect(try TracedRun.count(" read", in: engine) <= bound.rowsRead, comment)
            #expect(try TracedRun.count("VM step", in: engine) <= bound.vmSteps, comment)
        }
    }
}
