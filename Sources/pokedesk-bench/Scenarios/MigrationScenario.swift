import Foundation
import ManagedGraph
import PokedeskData

// MARK: - 8. Upgrading a version 2 store to version 3

/// The app's heavy migration from version 2 (a date for every pokemon from the creation order)
/// against the same change as one plain SQL transaction, each in a fresh process on a fresh copy
/// of the same version 2 store, interleaved. The app's way pays for being resumable after a
/// crash (a transaction and a state row per batch, the new tables beside the old until one last
/// swap); the goals say how much that may cost (`goals(_:)`).
struct MigrationScenario {
    let stores: BenchStores
    let count: Int
    let rounds: Int

    func run() throws -> ScenarioResult {
        let source = try makeVersion2Store()
        defer { BenchStores.remove(source) }
        let heaps = HeapRecord()
        let contestants = MigrationMethod.allCases.map { method in
            Contestant(key: method.rawValue, title: method.title) {
                let copy = stores.directory + "/migrating.sqlite"
                BenchStores.remove(copy)
                defer { BenchStores.remove(copy) }
                try FileManager.default.copyItem(atPath: source, toPath: copy)
                let outcome = try ChildProcess.run(
                    ChildProcess.ownExecutable,
                    ["migrate", "--method", method.rawValue, "--store", copy, "--template", stores.emptyStorePath]
                )
                guard let data = outcome.output.data(using: .utf8),
                    let result = try? JSONDecoder().decode(MigrationMethod.Outcome.self, from: data)
                else { throw BenchError("migrate \(method.rawValue) printed: \(outcome.output)") }
                heaps.add(result.heapKiB, for: method)
                return Trial(seconds: result.seconds, check: result.check, peakKiB: result.peakKiB)
            }
        }
        let results = try Rounds.run(
            contestants,
            rounds: rounds,
            label: "upgrading \(Format.count(count)) pokemons from version 2 to 3"
        )
        var scenario = ScenarioResult(
            id: "migration-\(count)",
            title: "Upgrade a version 2 store of \(Format.count(count)) pokemons to version 3 (a fresh process each)",
            size: count,
            reference: MigrationMethod.plainSQL.rawValue,
            contestants: results
        )
        scenario.notes.append(
            "Time from opening the store to the new version committed. Peak memory is the process's peak "
                + "resident set (neither maps the store file, as the engine does not); the heap at its "
                + "largest (RssAnon): "
                + MigrationMethod.allCases.map { "\($0.rawValue) \(heaps.median(for: $0))" }.joined(separator: ", ")
                + "."
        )
        return scenario
    }

    /// A version 2 store as the app of version 2 made it (schema, races and types), with `count`
    /// pokemons written as the other stores' are.
    private func makeVersion2Store() throws -> String {
        let path = stores.directory + "/version2-\(count).sqlite"
        BenchStores.remove(path)
        do {
            let store = try PersistentStore(location: .file(path), model: PokedeskModel.v2)
            try PokedeskPreload.loadIfNeeded(into: ObjectContext(store: store))
        }
        let database = try RawDatabase(path: path)
        let statement = try database.prepare("SELECT Z_PK FROM Race ORDER BY Z_PK")
        var raceKeys: [Int64] = []
        while try statement.step() { raceKeys.append(statement.int64(0)) }
        let progress = Progress("a version 2 store of \(Format.count(count)) pokemons", total: count)
        try StoreFiller.fill(path, with: PokemonRows.make(count: count, raceKeys: raceKeys), progress: progress)
        progress.finish()
        return path
    }

    // MARK: Goals

    /// The goals of an upgrade, judged on the largest run, against the plain SQL transaction: the
    /// app's upgrade within 2× of its time, and within 1.5× of its peak memory (both count the
    /// store's pages they map; the app reads the new tables back to index them after the swap).
    static func goals(_ scenarios: [ScenarioResult]) -> [GoalResult] {
        guard let scenario = scenarios.filter({ $0.id.hasPrefix("migration-") }).max(by: { $0.size < $1.size }),
            let app = scenario.contestant(MigrationMethod.app.rawValue),
            let sql = scenario.contestant(MigrationMethod.plainSQL.rawValue)
        else { return [] }
        let size = Format.count(scenario.size)
        let ratio = app.timeRatio(to: sql)
        var goals = [
            GoalResult(
                goal: "upgrade v2 to v3 (\(size)): within 2× of one plain SQL transaction",
                measured: Format.ratio(ratio),
                met: ratio <= 2
            )
        ]
        if let appPeak = app.peakKiB, let sqlPeak = sql.peakKiB, sqlPeak > 0 {
            let memory = Double(appPeak) / Double(sqlPeak)
            goals.append(
                GoalResult(
                    goal: "upgrade v2 to v3 (\(size)): peak memory within 1.5× of the plain SQL transaction's",
                    measured: "\(Format.ratio(memory)): \(Format.megabytes(kib: appPeak)) against "
                        + Format.megabytes(kib: sqlPeak),
                    met: memory <= 1.5
                )
            )
        }
        return goals
    }
}

/// The heaps the child processes reported, per way, across rounds.
private final class HeapRecord {
    private var heaps: [MigrationMethod: [Int]] = [:]

    func add(_ kib: Int, for method: MigrationMethod) { heaps[method, default: []].append(kib) }

    func median(for method: MigrationMethod) -> String {
        let sorted = (heaps[method] ?? []).sorted()
        return sorted.isEmpty ? "–" : Format.megabytes(kib: sorted[sorted.count / 2])
    }
}
