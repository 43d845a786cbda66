import GRDB
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - 1. Insert

/// Inserting pokemons with races into an empty pokedesk, in one transaction: the C API with a
/// prepared statement (the limit), GRDB Codable records, and the object context (insert every
/// object, then one save). Each run starts from a fresh copy of the empty store; opening it is
/// not timed, writing and committing is.
struct InsertScenario {
    let stores: BenchStores
    let count: Int
    let rounds: Int

    func run() throws -> ScenarioResult {
        let rows = PokemonRows.make(count: count, raceKeys: try stores.raceKeys())
        let path = stores.directory + "/insert.sqlite"
        let contestants = [
            Contestant(key: "raw", title: "SQLite C API, prepared statement") {
                try stores.freshCopy(at: path)
                let database = try RawDatabase(path: path)
                let (seconds, processor, _) = try Stopwatch.measure { try Self.insertRaw(rows, into: database) }
                return Trial(seconds: seconds, processorSeconds: processor, check: try Self.check(path))
            },
            Contestant(key: "grdb", title: "GRDB Codable records") {
                try stores.freshCopy(at: path)
                let queue = try DatabaseQueue(path: path)
                let (seconds, processor, _) = try Stopwatch.measure { try Self.insertRecords(rows, into: queue) }
                try queue.close()
                return Trial(seconds: seconds, processorSeconds: processor, check: try Self.check(path))
            },
            Contestant(key: "context", title: "object context: insert, then one save") {
                try stores.freshCopy(at: path)
                let (seconds, processor) = try Self.insertObjects(rows, path: path)
                return Trial(seconds: seconds, processorSeconds: processor, check: try Self.check(path))
            },
        ]
        let results = try Rounds.run(contestants, rounds: rounds, label: "insert \(Format.count(count))")
        BenchStores.remove(path)
        return ScenarioResult(
            id: "insert",
            title: "Insert \(Format.count(count)) pokemons with races, one transaction",
            size: count,
            reference: "raw",
            contestants: results
        )
    }

    // MARK: The contestants

    static func insertRaw(_ rows: PokemonRows, into database: RawDatabase) throws(BenchError) {
        try database.execute("BEGIN IMMEDIATE")
        let insert = try database.prepare(
            "INSERT INTO Pokemon (Z_PK, Z_OPT, name, Z_FOLD_name, race) VALUES (?, 1, ?, ?, ?)"
        )
        for index in 0..<rows.count {
            insert.bind(Int64(index + 1), at: 1)
            insert.bind(rows.names[index], at: 2)
            insert.bind(TextFolding.fold(rows.names[index]), at: 3)
            insert.bind(rows.races[index], at: 4)
            _ = try insert.step()
            insert.reset()
        }
        try database.execute("COMMIT")
    }

    static func insertRecords(_ rows: PokemonRows, into queue: DatabaseQueue) throws {
        try queue.inTransaction(.immediate) { db in
            for index in 0..<rows.count {
                let record = PokemonRecord(
                    id: Int64(index + 1),
                    version: 1,
                    name: rows.names[index],
                    foldedName: TextFolding.fold(rows.names[index]),
                    race: rows.races[index]
                )
                try record.insert(db)
            }
            return .commit
        }
    }

    /// The context as an import would use it: no undo (Core Data's advice for imports).
    /// Fetching the races to relate the pokemons to is part of the timed work. Returns the
    /// seconds and the processor seconds it took.
    static func insertObjects(_ rows: PokemonRows, path: String) throws -> (Double, Double) {
        let store = try PersistentStore(
            location: .file(path),
            model: PokedeskModel.current,
            history: PokedeskModel.history
        )
        let context = ObjectContext(store: store, name: "import")
        context.undoManager = nil
        let (seconds, processor, _) = try Stopwatch.measure { () throws in
            var races: [Int64: ManagedRace] = [:]
            for case let race as ManagedRace in try context.fetch(FetchRequest(entityName: "Race")) {
                races[race.objectID.primaryKey] = race
            }
            for index in 0..<rows.count {
                let pokemon = try context.insert(ManagedPokemon.self)
                pokemon.name = rows.names[index]
                try pokemon.setRace(races[rows.races[index]])
            }
            try context.save()
        }
        return (seconds, processor)
    }

    /// What was written, summed: every contestant must write the same rows.
    static func check(_ path: String) throws(BenchError) -> String {
        let database = try RawDatabase(path: path)
        let statement = try database.prepare(
            "SELECT count(*), sum(Z_PK), sum(Z_OPT), sum(length(name)), sum(length(Z_FOLD_name)), sum(race), "
                + "sum(Z_FOLD_name = lower(name)) FROM Pokemon"
        )
        _ = try statement.step()
        return (0..<7).map { String(statement.int64($0)) }.joined(separator: "/")
    }
}
