import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain

// MARK: - 4. Live results

/// One rename among a million fetched rows — the first row renamed so that it moves to the end,
/// then back. What the goal means is delivery: from the save's commit to the row change reaching
/// the delegate (heard through the context's save observation, added before the live results),
/// against the naive way's refetch and diff after its save. Beside it, the same from the start
/// of the save, the save's own transaction included:
/// - live results that already hold the whole order (as after scrolling or an earlier change);
/// - live results that have only counted, so the save first reads the order (total only);
/// - the naive way: after the save, fetch every id again in order and diff with the old ids.
/// Each way works on its own copy of the store, so their renames do not meet; the delivery and
/// total contestants of one way share their copy, and every rename toggles.
struct LiveResultsScenario {
    let stores: BenchStores
    let sourcePath: String
    let count: Int
    let rounds: Int

    static let renamed = "Zzz Bench"

    /// A move as contestants must agree on it, whichever way it went: two contestants that share
    /// a store take turns, one moving the row to the end and the other back.
    static func move(_ from: Int, _ to: Int) -> String {
        "moved between \(min(from, to)) and \(max(from, to))"
    }

    /// `leaving`: keys of contestants that sit out this size.
    func run(leaving: Set<String> = []) throws -> ScenarioResult {
        let ours = try OrderLoaded(path: copy("loaded"))
        let fresh = try OrderNotLoaded(path: copy("fresh"))
        let naive = try Refetch(path: copy("refetch"))
        let contestants = [
            Contestant(key: "live-results", title: "live results holding the order: delivery after the save") {
                try ours.renameOnce(timed: .delivery)
            },
            Contestant(key: "refetch", title: "naive: after the save, refetch every id in order, then diff") {
                try naive.renameOnce(timed: .delivery)
            },
            Contestant(key: "live-results-total", title: "live results holding the order, save included") {
                try ours.renameOnce(timed: .total)
            },
            Contestant(key: "refetch-total", title: "naive: refetch and diff, save included") {
                try naive.renameOnce(timed: .total)
            },
            Contestant(
                key: "first-change",
                title: "live results that have only counted (reads the order), save included"
            ) {
                try fresh.renameOnce(timed: .total)
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
            title: "One rename among \(Format.count(count)) fetched rows, to the delivered row change",
            size: count,
            reference: "live-results",
            contestants: results
        )
        scenario.notes.append(
            "Each rename moves the first row to the end or back. Delivery runs from the save's commit, "
                + "total from the start of the save (its own transaction included)."
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

    /// Renames it and saves; the time runs from the save (or its commit) to the row change
    /// `recorder` hears.
    func timedRename(heardBy recorder: ChangeRecorder, timed span: TimedSpan) throws -> Trial {
        recorder.reset()
        toggleName()
        let start = ContinuousClock().now
        try context.save()
        guard let end = recorder.deliveredAt, let committed = recorder.committedAt else {
            throw BenchError("the live results heard nothing")
        }
        return Trial(
            seconds: Stopwatch.seconds(end - (span == .total ? start : committed)),
            check: recorder.description
        )
    }
}

/// Where a rename's time starts: at its save's commit (delivery alone) or at the save itself.
private enum TimedSpan {
    case delivery
    case total
}

/// Hears the first row change of a save, and when; and when that save committed, through a save
/// observation added before any live results of the context, so heard before they are.
private final class ChangeRecorder: LiveResultsDelegate {
    private let clock = ContinuousClock()
    private var observation: SaveObservation?
    var committedAt: ContinuousClock.Instant?
    var deliveredAt: ContinuousClock.Instant?
    var change: RowChange?

    init(context: ObjectContext) {
        observation = context.observeSaves { [unowned self] _ in committedAt = clock.now }
    }

    func reset() {
        committedAt = nil
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
        case .moved(let from, let to): return LiveResultsScenario.move(from.flat, to.flat)
        case let other?: return "\(other)"
        case nil: return "no change delivered"
        }
    }
}

/// Live results that hold the whole order before the clock starts.
private final class OrderLoaded {
    let container: PokedeskContainer
    let results: any LiveResults<Pokemon>
    let recorder: ChangeRecorder
    let mover: Mover

    init(path: String) throws {
        container = try PokedeskContainer(location: .file(path))
        recorder = ChangeRecorder(context: container.viewContext)
        results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        results.delegate = recorder
        let first = try results.element(at: 0)
        _ = try results.location(of: first.id)  // reads the whole order
        mover = try Mover(context: container.viewContext, key: first.id.rawValue)
    }

    func renameOnce(timed span: TimedSpan) throws -> Trial {
        try mover.timedRename(heardBy: recorder, timed: span)
    }
}

/// Live results made afresh before each rename: they have counted, nothing more.
private final class OrderNotLoaded {
    let container: PokedeskContainer
    let recorder: ChangeRecorder
    let mover: Mover

    init(path: String) throws {
        container = try PokedeskContainer(location: .file(path))
        recorder = ChangeRecorder(context: container.viewContext)
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        mover = try Mover(context: container.viewContext, key: try results.element(at: 0).id.rawValue)
    }

    func renameOnce(timed span: TimedSpan) throws -> Trial {
        let results = try container.makeRepositories().pokemons.liveResults(for: PokemonQuery())
        results.delegate = recorder
        // Alive until the change is delivered: nothing else holds them.
        return try withExtendedLifetime(results) { try mover.timedRename(heardBy: recorder, timed: span) }
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

    func renameOnce(timed span: TimedSpan) throws -> Trial {
        mover.toggleName()
        let context = container.viewContext
        let clock = ContinuousClock()
        let start = clock.now
        try context.save()
        let committed = clock.now
        let check = try { () throws -> String in
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
            return LiveResultsScenario.move(removed, inserted)
        }()
        return Trial(seconds: Stopwatch.seconds(clock.now - (span == .total ? start : committed)), check: check)
    }
}
