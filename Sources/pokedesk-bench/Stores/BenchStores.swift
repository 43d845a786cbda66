import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - The stores the scenarios read and write

/// Makes pokedesk stores in a work directory: an empty one (schema and the 898 preloaded
/// races, opened once by the app's own container so it is exactly what the app makes), and
/// copies of it filled with pokemons through SQLite's C API.
struct BenchStores {
    let directory: String

    init(directory: String) throws(BenchError) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot create \(directory): \(error)")
        }
    }

    var emptyStorePath: String { directory + "/empty.sqlite" }

    func path(pokemons: Int, dated: Bool = false) -> String {
        directory + (dated ? "/dated-pokemons-\(pokemons).sqlite" : "/pokemons-\(pokemons).sqlite")
    }

    /// Creates the empty store with the app's container; closing it checkpoints the WAL, so
    /// the file alone is the whole store and can be copied.
    func makeEmptyStore() throws(BenchError) {
        Self.remove(emptyStorePath)
        do {
            _ = try PokedeskContainer(location: .file(emptyStorePath))
        } catch {
            throw BenchError("cannot create the empty store: \(error)")
        }
    }

    /// A fresh copy of the empty store at `path`, for a contestant to write into.
    func freshCopy(at path: String) throws(BenchError) {
        Self.remove(path)
        do {
            try FileManager.default.copyItem(atPath: emptyStorePath, toPath: path)
        } catch {
            throw BenchError("cannot copy the empty store: \(error)")
        }
    }

    /// The races' keys, in order.
    func raceKeys() throws(BenchError) -> [Int64] {
        let database = try RawDatabase(path: emptyStorePath)
        let statement = try database.prepare("SELECT Z_PK FROM Race ORDER BY Z_PK")
        var keys: [Int64] = []
        while try statement.step() { keys.append(statement.int64(0)) }
        return keys
    }

    /// A store of `count` pokemons; returns its path and how long filling it took. `dated` gives
    /// each pokemon the date it was caught, as the app does, a minute apart in the order they
    /// were made: what `sort caught` and `find caught` read.
    func makeFilledStore(
        pokemons count: Int,
        raceKeys: [Int64],
        dated: Bool = false
    ) throws(BenchError) -> (path: String, seconds: Double) {
        let path = path(pokemons: count, dated: dated)
        try freshCopy(at: path)
        let rows = PokemonRows.make(count: count, raceKeys: raceKeys)
        let progress = Progress("generating \(Format.count(count)) pokemons", total: count)
        let (seconds, _) = try Stopwatch.time { () throws(BenchError) in
            try StoreFiller.fill(path, with: rows, dated: dated, progress: progress)
        }
        progress.finish()
        return (path, seconds)
    }

    /// Removes a store file and its WAL and shared-memory companions.
    static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}

// MARK: - Filling a store fast

/// Writes pokemons into a pokedesk store as the context would write them (`Z_PK`, `Z_OPT` 1,
/// name, folded name, race), in one transaction through a prepared statement. The table's
/// indexes are dropped first and made again at the end: building an index from sorted rows
/// is several times faster than inserting a million keys in random order. The buckets that
/// count the ranked name's order go too, with their triggers (which would look rows up in the
/// dropped index): the next open for writing counts them again, in one walk of the index.
enum StoreFiller {
    /// The first pokemon's date when `dated`, as the app's own generator dates it, in seconds
    /// since 2001 as the store keeps dates.
    static let firstCaught = PokedeskModel.firstCaught.timeIntervalSinceReferenceDate

    static func fill(
        _ path: String,
        with rows: PokemonRows,
        dated: Bool = false,
        progress: Progress? = nil
    ) throws(BenchError) {
        let database = try RawDatabase(path: path)
        try database.execute("PRAGMA cache_size = -262144")  // 256 MiB: index building stays in memory
        let indexes = try indexDefinitions(of: "Pokemon", in: database)
        let first = try firstFreeKey(in: database)

        try database.execute("BEGIN IMMEDIATE")
        for (name, _) in indexes {
            try database.execute("DROP INDEX \(quoted(name))")
        }
        for (type, name) in try rankObjects(in: database) {
            try database.execute("DROP \(type) \(quoted(name))")
        }
        // A store of an earlier version (the migration's) has no `caught` column.
        let insert = try database.prepare(
            dated
                ? "INSERT INTO Pokemon (Z_PK, Z_OPT, name, Z_FOLD_name, race, caught) VALUES (?, 1, ?, ?, ?, ?)"
                : "INSERT INTO Pokemon (Z_PK, Z_OPT, name, Z_FOLD_name, race) VALUES (?, 1, ?, ?, ?)"
        )
        for index in 0..<rows.count {
            insert.bind(first + Int64(index), at: 1)
            insert.bind(rows.names[index], at: 2)
            insert.bind(TextFolding.fold(rows.names[index]), at: 3)
            insert.bind(rows.races[index], at: 4)
            if dated { insert.bind(firstCaught + Double(index) * 60, at: 5) }
            guard try !insert.step() else { throw BenchError("an INSERT returned a row") }
            insert.reset()
            progress?.update(index)
        }
        for (_, sql) in indexes { try database.execute(sql) }
        try database.execute("COMMIT")
    }

    private static func quoted(_ name: String) -> String {
        "\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\""
    }

    /// The triggers, then the tables, of the ranked orders' buckets.
    private static func rankObjects(in database: RawDatabase) throws(BenchError) -> [(String, String)] {
        let statement = try database.prepare(
            "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'table') AND name LIKE 'Z\\_RANK\\_%' ESCAPE '\\' "
                + "ORDER BY type = 'table'"
        )
        var result: [(String, String)] = []
        while try statement.step() { result.append((statement.text(0).uppercased(), statement.text(1))) }
        return result
    }

    /// The `CREATE INDEX` statements of a table, as the schema builder made them.
    private static func indexDefinitions(
        of table: String,
        in database: RawDatabase
    ) throws(BenchError) -> [(String, String)] {
        let statement = try database.prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '\(table)' AND sql IS NOT NULL"
        )
        var result: [(String, String)] = []
        while try statement.step() { result.append((statement.text(0), statement.text(1))) }
        return result
    }

    private static func firstFreeKey(in database: RawDatabase) throws(BenchError) -> Int64 {
        let statement = try database.prepare("SELECT coalesce(max(Z_PK), 0) + 1 FROM Pokemon")
        _ = try statement.step()
        return statement.int64(0)
    }
}
