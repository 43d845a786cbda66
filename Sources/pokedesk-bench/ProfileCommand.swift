import ArgumentParser
import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - One contestant, once, for a profiler

/// Runs one contestant of one scenario once, so that `valgrind --tool=callgrind` counts its
/// instructions and nothing else of the benchmark's:
///
///     pokedesk-bench make-store --pokemons 100000 --path /tmp/p.sqlite
///     valgrind --tool=callgrind .build/release/pokedesk-bench profile fetch-objects --store /tmp/p.sqlite
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract:
            "Run one contestant once (insert, insert-raw, insert-grdb, fetch-raw, fetch-objects, fetch-batched, rename), for a profiler."
    )

    @Argument(help: "insert, insert-raw, insert-grdb, fetch-raw, fetch-objects, fetch-batched or rename.")
    var contestant: String

    @Option(help: "The store to read (fetches), or where to make one (insert).")
    var store: String

    @Option(help: "How many pokemons to insert.")
    var count = 100_000

    @Option(help: "How many times to run a fetch (for a sampling profiler such as perf, which needs time).")
    var repeats = 1

    func validate() throws {
        if repeats < 1 { throw ValidationError("--repeats must be at least 1") }
    }

    func run() throws {
        switch contestant {
        case "insert", "insert-raw", "insert-grdb":
            let url = URL(fileURLWithPath: store)
            let stores = try BenchStores(directory: url.deletingLastPathComponent().path + "/.profile-\(getpid())")
            defer { try? FileManager.default.removeItem(atPath: stores.directory) }
            try stores.makeEmptyStore()
            let rows = PokemonRows.make(count: count, raceKeys: try stores.raceKeys())
            try stores.freshCopy(at: store)
            let seconds = try insert(rows)
            Log.line("inserted \(Format.count(count)) in \(Format.seconds(seconds))")
        case "fetch-raw":
            let database = try RawDatabase(path: store)
            for _ in 0..<repeats {
                let (seconds, check) = try Stopwatch.time { try FetchScenario.readRaw(database) }
                Log.line("\(check) in \(Format.seconds(seconds))")
            }
        case "fetch-objects", "fetch-batched":
            let persistent = try PersistentStore(location: .file(store), model: PokedeskModel.current)
            let batch = contestant == "fetch-batched" ? FetchScenario.batchSize : 0
            for _ in 0..<repeats {
                let context = ObjectContext(store: persistent)
                let (seconds, (check, _)) = try Stopwatch.time {
                    try FetchScenario.readObjects(context, batchSize: batch)
                }
                Log.line("\(check) in \(Format.seconds(seconds))")
            }
        case "rename":
            try renames()
        default:
            throw ValidationError("no contestant \(contestant)")
        }
    }

    /// The insert scenario's contestant, timed as the scenario times it.
    private func insert(_ rows: PokemonRows) throws -> Double {
        switch contestant {
        case "insert-raw":
            let database = try RawDatabase(path: store)
            return try Stopwatch.time { try InsertScenario.insertRaw(rows, into: database) }.0
        case "insert-grdb":
            let queue = try DatabaseQueue(path: store)
            defer { try? queue.close() }
            return try Stopwatch.time { try InsertScenario.insertRecords(rows, into: queue) }.0
        default:
            return try InsertScenario.insertObjects(rows, path: store).0
        }
    }
}

extension ProfileCommand {
    /// The live-results scenario's rename, `repeats` times: the list's live results hold the
    /// whole order, then the first pokemon is renamed to the end and back, each a save, so that
    /// `--toggle-collect` on the save counts one delivery.
    private func renames() throws {
        let container = try PokedeskContainer(location: .file(store))
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        let first = try results.element(at: 0)
        _ = try results.location(of: first.id)  // reads the whole order
        let context = container.viewContext
        guard
            let pokemon = try context.existingObject(
                with: ObjectID(entityName: "Pokemon", primaryKey: first.id.rawValue)
            )
                as? ManagedPokemon
        else { throw ValidationError("no first pokemon") }
        let name = pokemon.name
        for round in 0..<(2 * repeats) {
            pokemon.name = round.isMultiple(of: 2) ? LiveResultsScenario.renamed : name
            let (seconds, _) = try Stopwatch.time { try context.save() }
            Log.line("rename \(round + 1) saved and delivered in \(Format.seconds(seconds))")
        }
    }
}
