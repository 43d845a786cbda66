// MARK: - The goals at the largest store

/// At ten million pokemons, what is shown still costs what it shows: the first page in under
/// 5 ms and 80 MB, one change delivered at least 1,000× faster than refetching, and the REPL
/// started within 1.5× of the minimal program. A run that did not reach that size says so
/// instead of judging (`make bench` stops at a million; `make bench-large` goes on).
enum LargeGoals {
    static let firstPageSeconds = 5e-3
    static let firstPageBytes = 80e6
    static let deliverySpeedup = 1_000.0
    static let replRatio = 1.5

    static func judge(_ scenarios: [ScenarioResult], size: Int) -> [GoalResult] {
        func find(_ id: String) -> ScenarioResult? { scenarios.first { $0.id == id } }
        let count = Format.count(size)
        let names = [
            "first page (\(count)): under 5 ms",
            "first page (\(count)): under 80 MB resident",
            "live results (\(count)): at least 1,000× faster than refetching",
            "REPL start (\(count)): within 1.5× of the minimal program",
        ]
        let firstPage = find("first-page-\(size)")?.contestant(FirstPageMethod.liveResults.rawValue)
        let live = find("live-results-\(size)")
        let repl = find("repl-start-\(size)")
        let curves = ["first-page-", "live-results-", "repl-start-"]
        guard scenarios.contains(where: { scenario in curves.contains { scenario.id.hasPrefix($0) } }) else {
            return []
        }
        guard firstPage != nil || live != nil || repl != nil else {
            return names.map { GoalResult(goal: $0, measured: "not measured in this run (make bench-large)", met: nil) }
        }

        var goals: [GoalResult] = []
        if let firstPage {
            goals.append(
                GoalResult(
                    goal: names[0],
                    measured: Format.seconds(firstPage.median),
                    met: firstPage.median < firstPageSeconds
                )
            )
            if let peak = firstPage.peakKiB {
                goals.append(
                    GoalResult(
                        goal: names[1],
                        measured: Format.megabytes(kib: peak),
                        met: Double(peak) * 1024 < firstPageBytes
                    )
                )
            }
        }
        if let ours = live?.contestant("live-results"), let refetch = live?.contestant("refetch") {
            let speedup = refetch.timeRatio(to: ours)
            goals.append(
                GoalResult(
                    goal: names[2],
                    measured: "\(Format.ratio(speedup)) faster",
                    met: speedup >= deliverySpeedup
                )
            )
        }
        if let pokedesk = repl?.contestant("pokedesk"), let floor = repl?.contestant("floor") {
            let ratio = pokedesk.timeRatio(to: floor)
            goals.append(GoalResult(goal: names[3], measured: Format.ratio(ratio), met: ratio <= replRatio))
        }
        return goals
    }
}
