import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - 4. Live results

/// One rename among a million fetched rows — the first row renamed so that it moves to the end,
/// then back — timed from the save to the row change reaching the delegate:
/// - live results that already hold the whole order (as after scrolling or an earlier change);
/// - live results that have only counted, so the save first reads the order;
/// - the naive way: after the save, fetch every id again in order and diff with the old ids.
/// Each contestant works on its own copy of the store, so their renames do not meet.
struct LiveResultsScenario {
    let stores: BenchStores
    let sourcePath: String
    let count: Int
    let rounds: Int

    static let renamed = "Zzz Bench"

    /// `leaving`: keys of contestants that sit out this size.
    func run(leaving: Set<String> = []) throws -> ScenarioResult {
        let ours = try OrderLoaded(path: copy("loaded"))
        let fresh = try OrderNotLoaded(path: copy("fresh"))
        let naive = try Refetch(path: copy("refetch"))
        let contestants = [
            Contestant(key: "live-results", title: "live results holding the order") { try ours.renameOnce() },
            Contestant(key: "refetch", title: "naive: refetch every id in order, then diff") {
                try naive.renameOnce()
            },
            Contestant(key: "first-change", title: "live results that have only counted (reads the order)") {
                try fresh.renameOnce()
            },
        ]
        // An even number of renames (warm-up included) leaves every copy as it was.
        let results = try Rounds.run(
            contestants.filter { !leaving.contains($0.key) },
            rounds: rounds % 2 == 1 ? rounds : rounds + 1,
            label: "live results at \(Format.count(count))"
        )
        for name in ["loaded", "fresh", "refetch"] { BenchStores.remove(stores.directory + "/live-\(name).sqlite") }
        var scenario = ScenarioResult(
            id: "live-results-\(count)",
            title: "One rename among \(Format.count(count)) fetched rows, from save to delivered row change",
            size: count,
            reference: "live-results",
            contestants: results
        )
        scenario.notes.append(
            "Each rename moves the first row to the end or back; every time includes the save's own transaction."
        )
        return scenario
    }

    private func copy(_ name: String) throws(BenchError) -> String {
        let path = stores.directory + "/live-\(name).sqlite"
        BenchStores.remove(path)
        do {
            try FileManager.default.copyItem(atPath: sourcePath, toPath: path)
        } catch {
            throw BenchError("cannot copy \(sourcePath): \(error)")
        }
        return path
    }
}

// MARK: - The contestants

/// The pokemon that moves: the first in the list, renamed to the end and back.
private final class Mover {
    let context: ObjectContext
    let pokemon: ManagedPokemon
    let originalName: String

    init(context: ObjectContext, key: Int64) throws {
        self.context = context
        guard
            let pokemon = try context.existingObject(with: ObjectID(entityName: "Pokemon", primaryKey: key))
                as? ManagedPokemon
        else { throw BenchError("no pokemon \(key)") }
        self.pokemon = pokemon
        originalName = pokemon.name
    }

    /// Renames it (unsaved): to the end when it has its own name, back otherwise.
    func toggleName() {
        pokemon.name = pokemon.name == originalName ? LiveResultsScenario.renamed : originalName
    }

    /// Renames it and saves; the time runs from the save to the row change `recorder` hears.
    func timedRename(heardBy recorder: ChangeRecorder) throws -> Trial {
        recorder.reset()
        toggleName()
        let start = ContinuousClock().now
        try context.save()
        guard let end = recorder.deliveredAt else { throw BenchError("the live results heard nothing") }
        return Trial(seconds: Stopwatch.seconds(end - start), check: recorder.description)
    }
}

/// Hears the first row change of a save, and when.
private final class ChangeRecorder: LiveResultsDelegate {
    private let clock = ContinuousClock()
    var deliveredAt: ContinuousClock.Instant?
    var change: RowChange?

    func reset() {
        deliveredAt = nil
        change = nil
    }

    func liveResults(_ results: AnyObject, didChange change: RowChange) {
        guard deliveredAt == nil else { return }
        deliveredAt = clock.now
        self.change = change
    }

    var description: String {
        switch change {
        case .moved(let from, let to): return "moved \(from.flat) → \(to.flat)"
        case let other?: return "\(other)"
        case nil: return "no change delivered"
        }
    }
}

/// Live results that hold the whole order before the clock starts.
private final class OrderLoaded {
    let container: PokedeskContainer
    let results: any LiveResults<Pokemon>
    let recorder = ChangeRecorder()
    let mover: Mover

    init(path: String) throws {
        container = try PokedeskContainer(location: .file(path))
        results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        results.delegate = recorder
        let first = try results.element(at: 0)
        _ = try results.location(of: first.id)  // reads the whole order
        mover = try Mover(context: container.viewContext, key: first.id.rawValue)
    }

    func renameOnce() throws -> Trial {
        try mover.timedRename(heardBy: recorder)
    }
}

/// Live results made afresh before each rename: they have counted, nothing more.
private final class OrderNotLoaded {
    let container: PokedeskContainer
    let recorder = ChangeRecorder()
    let mover: Mover

    init(path: String) throws {
        container = try PokedeskContainer(location: .file(path))
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        mover = try Mover(context: container.viewContext, key: try results.element(at: 0).id.rawValue)
    }

    func renameOnce() throws -> Trial {
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        results.delegate = recorder
        // Alive until the change is delivered: nothing else holds them.
        return try withExtendedLifetime(results) { try mover.timedRename(heardBy: recorder) }
    }
}

/// No live results: after each save, every id again, and a diff with the ids before.
private final class Refetch {
    let container: PokedeskContainer
    let request = FetchRequest(
        entityName: "Pokemon",
        sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)]
    )
    var ids: [ObjectID]
    let mover: Mover

    init(path: String) throws {
        container = try PokedeskContainer(location: .file(path))
        ids = try container.viewContext.fetchObjectIDs(request)
        mover = try Mover(context: container.viewContext, key: ids[0].primaryKey)
    }

    func renameOnce() throws -> Trial {
        mover.toggleName()
        let context = container.viewContext
        let (seconds, check) = try Stopwatch.time { () throws -> String in
            try context.save()
            let fresh = try context.fetchObjectIDs(request)
            let difference = fresh.difference(from: ids)
            ids = fresh
            var removed: Int?
            var inserted: Int?
            for change in difference {
                switch change {
                case .remove(let offset, _, _): removed = offset
                case .insert(let offset, _, _): inserted = offset
                }
            }
            guard let removed, let inserted else { return "no move found" }
            return "moved \(removed) → \(inserted)"
        }
        return Trial(seconds: seconds, check: check)
    }
}
