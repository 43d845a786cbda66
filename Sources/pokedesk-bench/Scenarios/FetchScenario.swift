import GRDB
import ManagedGraph
import PokedeskData

// MARK: - 2. Fetch

/// Reading every pokemon of a store and every name: a row loop over the C API, GRDB Codable
/// records, a fetch request returning objects, and a fetch request with batch faulting whose
/// objects are all touched. All read the same five columns, the ones a pokemon object holds (key,
/// version, name, race, the date it was caught), in key order. Connections are opened once; each
/// fetch uses a fresh context (or statement), so nothing is cached. A timed trial repeats a
/// contestant's fetch to about `trialSeconds` (`RepeatedTrial`); the figure is one fetch's time.
struct FetchScenario {
    let path: String
    let count: Int
    let rounds: Int
    /// How long a timed trial lasts, about: the fetch is repeated to fill it.
    let trialSeconds: Double
    /// The batch size of the batch-faulting fetch.
    static let batchSize = 500

    /// `leaving`: keys of contestants that sit out this size.
    func run(leaving: Set<String> = []) throws -> ScenarioResult {
        let raw = try RawDatabase(path: path)
        let queue = try DatabaseQueue(path: path)
        let store = try PersistentStore(location: .file(path), model: PokedeskModel.current)
        // One fetch each: a repetition of a timed run.
        let fetches = [
            Contestant(key: "raw", title: "SQLite C API, row loop") {
                let (seconds, processor, check) = try Stopwatch.measure { try Self.readRaw(raw) }
                return Trial(seconds: seconds, processorSeconds: processor, check: check)
            },
            Contestant(key: "grdb", title: "GRDB Codable records") {
                let (seconds, processor, (check, records)) = try Stopwatch.measure { try Self.readRecords(queue) }
                withExtendedLifetime(records) {}  // freed after the clock stops, as objects are
                return Trial(seconds: seconds, processorSeconds: processor, check: check)
            },
            Contestant(key: "context", title: "fetch request, objects") {
                let context = ObjectContext(store: store)
                let (seconds, processor, (check, objects)) = try Stopwatch.measure {
                    try Self.readObjects(context, batchSize: 0)
                }
                withExtendedLifetime(objects) {}
                return Trial(seconds: seconds, processorSeconds: processor, check: check)
            },
            Contestant(key: "batched", title: "fetch request, batch faulting (\(Self.batchSize)), every object touched")
            {
                let context = ObjectContext(store: store)
                let (seconds, processor, (check, objects)) = try Stopwatch.measure {
                    try Self.readObjects(context, batchSize: Self.batchSize)
                }
                withExtendedLifetime(objects) {}
                return Trial(seconds: seconds, processorSeconds: processor, check: check)
            },
        ]
        let running = fetches.filter { !leaving.contains($0.key) }
        let repeated = running.map { RepeatedTrial(target: trialSeconds, work: $0.trial) }
        let contestants = zip(running, repeated).map { fetch, repeated in
            Contestant(key: fetch.key, title: fetch.title, trial: repeated.trial)
        }
        // The warm-up round chooses each contestant's count (see `RepeatedTrial`).
        var results = try Rounds.run(contestants, rounds: rounds, warmUp: true, label: "fetch \(Format.count(count))")
        for index in results.indices { results[index].repeats = repeated[index].repeats }
        var scenario = ScenarioResult(
            id: "fetch-\(count)",
            title: "Fetch \(Format.count(count)) pokemons and read every name",
            size: count,
            reference: "raw",
            contestants: results
        )
        scenario.notes.append(
            "Each timed run repeats a contestant's fetch to about \(Format.seconds(trialSeconds)), the count chosen "
                + "in the warm-up round and the same in every round; the times are one fetch's. Fetches a run: "
                + results.map { "\($0.key) \($0.repeats.map(Format.count) ?? "1")" }.joined(separator: ", ") + "."
        )
        return scenario
    }

    // MARK: The contestants

    /// The check every contestant returns: how many pokemons, how many bytes of names, and
    /// the sum of their keys.
    private static func check(count: Int, nameBytes: Int, keys: Int64) -> String {
        "\(count) pokemons, \(nameBytes) bytes of names, keys summing to \(keys)"
    }

    static func readRaw(_ database: RawDatabase) throws(BenchError) -> String {
        let statement = try database.prepare("SELECT Z_PK, Z_OPT, name, race, caught FROM Pokemon ORDER BY Z_PK")
        var count = 0
        var bytes = 0
        var keys: Int64 = 0
        while try statement.step() {
            let key = statement.int64(0)
            _ = statement.int64(1)
            let name = statement.text(2)
            _ = statement.int64(3)
            _ = statement.optionalDouble(4)
            count += 1
            bytes += name.utf8.count
            keys += key
        }
        return check(count: count, nameBytes: bytes, keys: keys)
    }

    /// Returns the records too, so that freeing them is not timed.
    static func readRecords(_ queue: DatabaseQueue) throws -> (String, [PokemonReadRecord]) {
        let records = try queue.read { db in
            try PokemonReadRecord.order(Column("Z_PK")).fetchAll(db)
        }
        var bytes = 0
        var keys: Int64 = 0
        for record in records {
            bytes += record.name.utf8.count
            keys += record.id
        }
        return (check(count: records.count, nameBytes: bytes, keys: keys), records)
    }

    /// Returns the objects too, so that freeing them is not timed.
    static func readObjects(_ context: ObjectContext, batchSize: Int) throws -> (String, [ManagedObject]) {
        let objects = try context.fetch(FetchRequest(entityName: "Pokemon", fetchBatchSize: batchSize))
        var bytes = 0
        var keys: Int64 = 0
        for case let pokemon as ManagedPokemon in objects {
            bytes += pokemon.name.utf8.count
            keys += pokemon.objectID.primaryKey
        }
        return (check(count: objects.count, nameBytes: bytes, keys: keys), objects)
    }
}
