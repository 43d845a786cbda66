import Foundation

// MARK: - The benchmark's goals, judged on a run

/// Compares a run's figures with the goals (against the C API and GRDB, the first page, a
/// change delivered, start-up, bulk work, the commands at scale). A goal whose scenario did not run
/// is left out; one judged at a smaller size, as in quick mode, says its size.
enum Goals {
    static func judge(
        _ scenarios: [ScenarioResult],
        generation: GenerationResult?,
        sizes: GoalSizes
    ) -> [GoalResult] {
        var goals: [GoalResult] = []
        func find(_ id: String) -> ScenarioResult? { scenarios.first { $0.id == id } }

        // Insert and fetch: within 2× of the C API, faster than GRDB records.
        let fetch = "fetch-\(sizes.fetch)"
        for (id, what) in [("insert", "insert"), (fetch, "fetch, objects"), (fetch, "fetch, batch faulting")] {
            guard let scenario = find(id) else { continue }
            let key = what.hasSuffix("batch faulting") ? "batched" : "context"
            guard let ours = scenario.contestant(key), let raw = scenario.contestant("raw"),
                let grdb = scenario.contestant("grdb")
            else { continue }
            let size = Format.count(scenario.size)
            let ofRaw = LibraryRatio(ours, against: raw)
            let ofGRDB = LibraryRatio(ours, against: grdb)
            goals.append(
                GoalResult(
                    goal: "\(what) (\(size)): within 2× of the SQLite C API",
                    measured: ofRaw.text(),
                    met: ofRaw.judged <= 2
                )
            )
            goals.append(
                GoalResult(
                    goal: "\(what) (\(size)): faster than GRDB Codable records",
                    measured: ofGRDB.text(of: "GRDB's"),
                    met: ofGRDB.judged < 1
                )
            )
        }

        // The first page at the goals' size.
        if let scenario = find("first-page-\(sizes.goal)"),
            let ours = scenario.contestant(FirstPageMethod.liveResults.rawValue)
        {
            let size = Format.count(scenario.size)
            if let naive = scenario.contestant(FirstPageMethod.naive.rawValue) {
                let speedup = naive.timeRatio(to: ours)
                goals.append(
                    GoalResult(
                        goal: "first page (\(size)): at least 20× faster than the naive way",
                        measured: "\(Format.ratio(speedup)) faster",
                        met: speedup >= 20
                    )
                )
            }
            if let ids = scenario.contestant(FirstPageMethod.idsFirst.rawValue) {
                let speedup = ids.timeRatio(to: ours)
                goals.append(
                    GoalResult(
                        goal: "first page (\(size)): faster than ids first",
                        measured: "\(Format.ratio(speedup)) faster",
                        met: speedup > 1
                    )
                )
            }
            if let peak = ours.peakKiB {
                goals.append(
                    GoalResult(
                        goal: "first page (\(size)): under 60 MB resident",
                        measured: Format.megabytes(kib: peak),
                        met: Double(peak) * 1024 < 60e6
                    )
                )
            }
        }

        // One change among the fetched rows: its delivery after the save, which is what live
        // results do (the save's own transaction is the same for every way, and shown beside).
        if let scenario = find("live-results-\(sizes.goal)"), let ours = scenario.contestant("live-results"),
            let refetch = scenario.contestant("refetch")
        {
            let speedup = refetch.timeRatio(to: ours)
            goals.append(
                GoalResult(
                    goal:
                        "live results (\(Format.count(scenario.size))): one change delivered at least 100× faster than refetching",
                    measured: "\(Format.ratio(speedup)) faster",
                    met: speedup >= 100
                )
            )
        }

        // Starting the REPL, on the goals' store.
        if let scenario = find("repl-start-\(sizes.goal)"), let pokedesk = scenario.contestant("pokedesk"),
            let floor = scenario.contestant("floor")
        {
            let ratio = pokedesk.timeRatio(to: floor)
            goals.append(
                GoalResult(
                    goal: "REPL start (\(Format.count(scenario.size))): within 1.5× of the minimal program",
                    measured: Format.ratio(ratio),
                    met: ratio <= 1.5
                )
            )
        }

        // Predicates: an index where one can serve.
        for scenario in scenarios where scenario.id.hasPrefix("predicate-") {
            guard let plan = scenario.queryPlans.first(where: { $0.label == "fetch request" }) else { continue }
            let searches = plan.plan.contains { $0.contains("SEARCH") && $0.contains("INDEX") }
            let sorts = plan.plan.contains { $0.contains("TEMP B-TREE") }
            let canSearch = scenario.id == "predicate-beginswith"
            goals.append(
                GoalResult(
                    goal: canSearch
                        ? "\(scenario.title.prefix { $0 != "," }): an index finds the rows and gives the order"
                        : "\(scenario.title.prefix { $0 != "," }): no index can find substrings; one gives the order",
                    measured: plan.plan.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; "),
                    met: (searches || !canSearch) && !sorts
                )
            )
        }

        goals += BulkGoals.judge(scenarios)
        goals += MigrationScenario.goals(scenarios)
        goals += LargeGoals.judge(scenarios, size: sizes.large)
        goals += CommandGoals.judge(scenarios)

        if let generation {
            goals.append(
                GoalResult(
                    goal: "generating \(Format.count(generation.pokemons)) pokemons takes seconds, not minutes",
                    measured: Format.seconds(generation.seconds),
                    met: generation.seconds < 60
                )
            )
        }
        return goals
    }
}

/// The store sizes the goals are judged at, from the plan.
struct GoalSizes {
    let fetch: Int
    let goal: Int
    let large: Int

    init(_ plan: BenchPlan) {
        fetch = plan.fetch
        goal = plan.goalSize
        large = plan.largeGoalSize
    }
}
