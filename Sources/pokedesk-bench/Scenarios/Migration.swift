import Foundation
import ManagedGraph
import PokedeskData
import Synchronization

// MARK: - 8. The upgrade of a version 2 store, in a process of its own

/// The two ways of bringing a version 2 pokedesk store up to version 3, each run by a fresh
/// process (`pokedesk-bench migrate`) on its own copy of the store, so that its peak memory is
/// its own: the app's heavy migration, and the floor for the same change, one plain SQL
/// transaction that copies the table with the dates and indexes it as the app's version 3 does.
enum MigrationMethod: String, CaseIterable, Codable {
    /// What the app does when it opens a version 2 store: `PokedeskContainer`, with its mapping.
    case app
    /// `INSERT INTO copy SELECT …, date FROM Pokemon`, drop, rename, index: one transaction.
    case plainSQL = "plain-sql"

    var title: String {
        switch self {
        case .app: return "the app's heavy migration (batches of 10,000, resumable)"
        case .plainSQL: return "plain SQL: copy the table with the dates and index it, one transaction"
        }
    }

    /// What the child prints: the time, its peak resident memory and its largest heap seen, and
    /// what the store holds afterwards.
    struct Outcome: Codable {
        let seconds: Double
        let peakKiB: Int
        /// `RssAnon` at its largest: sampled after each batch (the app), or at the end (SQL).
        let heapKiB: Int
        let check: String
    }

    /// Migrates the version 2 store at `path`; `template` is a version 3 store the app made,
    /// whose schema the plain SQL copies.
    func run(store path: String, template: String) throws -> Outcome {
        let heap = Mutex(0)
        let (seconds, _) = try Stopwatch.time { () throws in
            switch self {
            case .app:
                _ = try PokedeskContainer(location: .file(path)) { _ in
                    heap.withLock { $0 = max($0, ResidentMemory.anonymousKiB()) }
                }
            case .plainSQL:
                try Self.copyTable(in: path, schemaFrom: template)
            }
        }
        heap.withLock { $0 = max($0, ResidentMemory.anonymousKiB()) }
        return Outcome(
            seconds: seconds,
            peakKiB: ResidentMemory.peakKiB(),
            heapKiB: heap.withLock { $0 },
            check: try Self.describe(path)
        )
    }

    // MARK: The plain SQL

    /// The floor: the app's version 3 table and indexes, filled from the old table in one
    /// statement, in one transaction, with SQLite's defaults, as the engine opens a store (no
    /// memory map).
    private static func copyTable(in path: String, schemaFrom template: String) throws(BenchError) {
        let schema = try RawDatabase(path: template)
        let create = try schema.strings("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'Pokemon'")
        let indexes = try schema.strings(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Pokemon' AND sql IS NOT NULL"
        )
        let columns = try schema.strings("SELECT name FROM pragma_table_info('Pokemon') WHERE name != 'caught'")
        guard let table = create.first, let name = table.range(of: "Pokemon") else {
            throw BenchError("the version 3 template has no Pokemon table")
        }
        let copy = table.replacingCharacters(in: name, with: "PokemonCopy")
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")

        let database = try RawDatabase(path: path)
        try database.execute("BEGIN IMMEDIATE")
        try database.execute(copy)
        let insert = try database.prepare(
            "INSERT INTO PokemonCopy (\(list), caught) "
                + "SELECT \(list), ? + (row_number() OVER (ORDER BY Z_PK) - 1) * 60 FROM Pokemon ORDER BY Z_PK"
        )
        insert.bind(PokedeskModel.firstCaught.timeIntervalSinceReferenceDate, at: 1)
        guard try !insert.step() else { throw BenchError("the copy returned a row") }
        try database.execute("DROP TABLE Pokemon")
        try database.execute("ALTER TABLE PokemonCopy RENAME TO Pokemon")
        for index in indexes { try database.execute(index) }
        let version = try database.prepare("UPDATE Z_METADATA SET value = ? WHERE key = 'model_version'")
        version.bind("3", at: 1)
        guard try !version.step() else { throw BenchError("the version update returned a row") }
        try database.execute("COMMIT")
    }

    // MARK: What both must leave

    /// The version, the pokemons, those whose date is not their place in the creation order,
    /// and the indexes: both ways must leave the same.
    static func describe(_ path: String) throws(BenchError) -> String {
        let database = try RawDatabase(path: path)
        let version = try database.strings("SELECT value FROM Z_METADATA WHERE key = 'model_version'").first ?? "?"
        let count = try database.strings("SELECT count(*) FROM Pokemon").first ?? "?"
        let dates = try database.prepare(
            "SELECT count(*) FROM (SELECT caught, ? + (row_number() OVER (ORDER BY Z_PK) - 1) * 60 AS expected FROM Pokemon) "
                + "WHERE caught IS NOT expected"
        )
        dates.bind(PokedeskModel.firstCaught.timeIntervalSinceReferenceDate, at: 1)
        _ = try dates.step()
        let indexes = try database.strings(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Pokemon' ORDER BY name"
        )
        return
            "version \(version), \(count) pokemons, \(dates.int64(0)) misdated, indexes \(indexes.joined(separator: " "))"
    }
}
