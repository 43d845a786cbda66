// MARK: - The goals of bulk work (issue 22)

/// Bulk commands stream: each keeps its process under 100 MB, generate's time per row does not
/// depend on what the store already holds, import is within 3× of generate per row, and
/// `sections race` answers in under half a second.
enum BulkGoals {
    static let peakBytes = 100e6
    /// Generate on top of a store against the same number into an empty one, per row: "no
    /// slower", with room for what the two cannot help. The one into an empty store makes its
    /// first rows in a small store, where a row costs less, and two runs of one command differ on
    /// a busy machine (docs/performance.md has the figures); a cost that grows with the store is
    /// far above the bound.
    static let onTopRatio = 1.25
    static let importRatio = 3.0
    static let sectionsSeconds = 0.5

    static func judge(_ scenarios: [ScenarioResult]) -> [GoalResult] {
        guard let scenario = scenarios.first(where: { $0.id.hasPrefix("bulk-") }) else { return [] }
        typealias Step = BulkScenario.Step
        func contestant(_ step: Step) -> ContestantResult? { scenario.contestant(step.rawValue) }
        var goals: [GoalResult] = []

        for step in [Step.generateEmpty, .generateBase, .generateOnTop, .export, .importFile] {
            guard let result = contestant(step), let peak = result.peakKiB else { continue }
            goals.append(
                GoalResult(
                    goal: "\(result.title): under 100 MB resident",
                    measured: Format.megabytes(kib: peak),
                    met: Double(peak) * 1024 < peakBytes
                )
            )
        }
        if let onTop = contestant(.generateOnTop), let empty = contestant(.generateEmpty),
            let onTopRow = perRow(onTop), let emptyRow = perRow(empty), let onTopRows = onTop.rows,
            let emptyRows = empty.rows
        {
            let ratio = onTop.timeRatio(to: empty) * Double(emptyRows) / Double(onTopRows)
            goals.append(
                GoalResult(
                    goal: "\(onTop.title), per row: no slower than into an empty store "
                        + "(within \(Format.ratio(onTopRatio)))",
                    measured: "\(Format.ratio(ratio)) (\(Format.seconds(onTopRow)) and "
                        + "\(Format.seconds(emptyRow)) a row)",
                    met: ratio <= onTopRatio
                )
            )
        }
        if let imported = contestant(.importFile), let generated = contestant(.generateEmpty),
            let importRows = imported.rows, importRows > 0, let generateRows = generated.rows, generateRows > 0
        {
            let ratio = imported.timeRatio(to: generated) * Double(generateRows) / Double(importRows)
            goals.append(
                GoalResult(
                    goal: "\(imported.title), per row: within \(Format.ratio(importRatio)) of generate",
                    measured: "\(Format.ratio(ratio)) generate's time a row",
                    met: ratio <= importRatio
                )
            )
        }
        if let sections = contestant(.sections) {
            goals.append(
                GoalResult(
                    goal: "\(sections.title): answers in under \(Format.seconds(sectionsSeconds))",
                    measured: Format.seconds(sections.median),
                    met: sections.median < sectionsSeconds
                )
            )
        }
        return goals
    }

    /// A contestant's median time per row.
    private static func perRow(_ result: ContestantResult) -> Double? {
        guard let rows = result.rows, rows > 0 else { return nil }
        return result.median / Double(rows)
    }
}
