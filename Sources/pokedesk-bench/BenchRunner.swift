import Foundation

// MARK: - A whole run

/// Makes the stores, runs the chosen scenarios in the order of docs/performance.md, and judges
/// the goals.
struct BenchRunner {
    let plan: BenchPlan
    let runs: Int
    let stores: BenchStores
    /// nil for every scenario.
    let scenarios: Set<String>?

    private func wants(_ name: String) -> Bool { scenarios?.contains(name) ?? true }

    func run(mode: String) throws -> BenchReport {
        let machine = Machine.current()
        defer { try? FileManager.default.removeItem(atPath: stores.directory) }
        try stores.makeEmptyStore()
        let raceKeys = try stores.raceKeys()

        var paths: [Int: String] = [:]
        var generation: GenerationResult?
        let sizes = neededSizes()
        // The goal is a million in seconds: the larger store of `make bench-large` takes longer.
        let timed = sizes.contains(plan.goalSize) ? plan.goalSize : sizes.last
        for size in sizes {
            let (path, seconds) = try stores.makeFilledStore(pokemons: size, raceKeys: raceKeys)
            paths[size] = path
            if size == timed { generation = GenerationResult(pokemons: size, seconds: seconds) }
        }

        var results: [ScenarioResult] = []
        if wants("insert") {
            results.append(
                try InsertScenario(stores: stores, count: plan.insert, rounds: max(runs, plan.insertRuns)).run()
            )
        }
        var curve = CurveLimit(seconds: plan.curveLimitSeconds)
        for size in plan.curve where wants("fetch") {
            let scenario = FetchScenario(
                path: paths[size]!,
                count: size,
                rounds: runs,
                trialSeconds: plan.fetchTrialSeconds
            )
            results.append(try curve.run("fetch") { try scenario.run(leaving: $0) })
        }
        for size in plan.curve where wants("first-page") {
            let scenario = FirstPageScenario(
                path: paths[size]!,
                count: size,
                rounds: plan.firstPageRuns,
                otherRounds: min(runs, plan.firstPageOtherRuns)
            )
            results.append(try curve.run("first-page") { try scenario.run(leaving: $0) })
        }
        for size in plan.curve where wants("live-results") {
            let scenario = LiveResultsScenario(stores: stores, sourcePath: paths[size]!, count: size, rounds: runs)
            results.append(try curve.run("live-results") { try scenario.run(leaving: $0) })
        }
        if wants("repl-start") {
            for size in plan.replStart {
                let rounds = max(runs, plan.replRuns)
                results.append(
                    try ReplStartScenario(stores: stores, path: paths[size]!, count: size, rounds: rounds).run()
                )
            }
        }
        if wants("script") {
            let scenario = ScriptScenario(
                stores: stores,
                path: paths[plan.script.pokemons]!,
                count: plan.script.pokemons,
                commands: plan.script.commands,
                rounds: max(runs, plan.replRuns)
            )
            results.append(try scenario.run())
        }
        if wants("predicate") {
            results += try PredicateScenario(path: paths[plan.predicate]!, count: plan.predicate, rounds: runs).run()
        }
        if wants("bulk") {
            let scenario = BulkScenario(stores: stores, sizes: .around(plan.bulk), rounds: plan.bulkRuns)
            results.append(try scenario.run())
        }
        if wants("commands") {
            for size in plan.commands.sizes {
                let (path, _) = try stores.makeFilledStore(pokemons: size, raceKeys: raceKeys, dated: true)
                defer { BenchStores.remove(path) }
                let scenario = CommandsScenario(
                    stores: stores,
                    sourcePath: path,
                    count: size,
                    rounds: plan.commands.rounds
                )
                results.append(try scenario.run())
            }
        }
        if wants("migration") {
            let (count, processes) = plan.migration
            results.append(try MigrationScenario(stores: stores, count: count, rounds: min(runs, processes)).run())
        }

        return BenchReport(
            date: ISO8601DateFormatter().string(from: Date()),
            mode: mode,
            build: Self.build,
            machine: machine,
            runs: runs,
            scenarios: results,
            goals: Goals.judge(results, generation: generation, sizes: GoalSizes(plan)),
            generation: generation,
            curveLimitSeconds: plan.curveLimitSeconds
        )
    }

    /// How this executable was compiled.
    static var build: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// The store sizes the chosen scenarios read.
    private func neededSizes() -> [Int] {
        var sizes: Set<Int> = []
        if wants("fetch") || wants("first-page") || wants("live-results") { sizes.formUnion(plan.curve) }
        if wants("repl-start") { sizes.formUnion(plan.replStart) }
        if wants("predicate") { sizes.insert(plan.predicate) }
        if wants("script") { sizes.insert(plan.script.pokemons) }
        return sizes.sorted()
    }
}

// MARK: - Writing the files

enum ReportFiles {
    static func write(_ report: BenchReport, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(report).write(to: URL(fileURLWithPath: directory + "/performance.json"))
        let markdownPath = directory + "/performance.md"
        let existing = try? String(contentsOfFile: markdownPath, encoding: .utf8)
        let document = MarkdownReport.merge(MarkdownReport.summary(report), into: existing)
        try document.write(toFile: markdownPath, atomically: true, encoding: .utf8)
        try MarkdownReport.figures(report).write(
            toFile: directory + "/" + MarkdownReport.figuresFile,
            atomically: true,
            encoding: .utf8
        )
    }
}
