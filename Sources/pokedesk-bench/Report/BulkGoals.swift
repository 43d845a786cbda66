// MARK: - The goals of bulk work

/// Bulk commands stream: each keeps its process under 100 MB, generate's time per row does not
/// depend on what the store already holds, import is within 3× of generate per row (both judged
/// on processor time, see `perRowGoal`), and `sections race` answers in under half a second.
enum BulkGoals {
    static let peakBytes = 100e6
    /// Generate on top of a store against the same number into an empty one, per row: "no
    /// slower", with room for what the two cannot help. The one into an empty store makes its
    /// first rows in a small store, where a row costs less, and two runs of one command differ
    /// even in processor time on a busy machine (its caches are shared; docs/performance.md has
    /// the figures); a cost that grows with the store is far above the bound.
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
            let goal = perRowGoal(
                "\(onTop.title), per row: no slower than into an empty store (within \(Format.ratio(onTopRatio)))",
                onTop,
                against: empty,
                within: onTopRatio
            )
        {
            goals.append(goal)
        }
        if let imported = contestant(.importFile), let generated = contestant(.generateEmpty),
            let goal = perRowGoal(
                "\(imported.title), per row: within \(Format.ratio(importRatio)) of generate",
                imported,
                against: generated,
                within: importRatio
            )
        {
            goals.append(goal)
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

    /// `ours` per row against `reference` per row, met within `bound`: judged on processor time
    /// where both have it — the work each process did, which is what a per-row goal asks about,
    /// where wall time also says how busy the machine was — with the wall time's ratio beside.
    /// Both ratios are round by round when the two ran in the same rounds. nil without rows.
    static func perRowGoal(
        _ goal: String,
        _ ours: ContestantResult,
        against reference: ContestantResult,
        within bound: Double
    ) -> GoalResult? {
        guard let rows = ours.rows, rows > 0, let referenceRows = reference.rows, referenceRows > 0 else {
            return nil
        }
        let perRow = Double(referenceRows) / Double(rows)
        let ratios = LibraryRatio(ours, against: reference)
        let wall = ratios.wall * perRow
        guard let processor = ratios.processor, let cpu = ours.cpuSamples, let referenceCPU = reference.cpuSamples
        else {
            return GoalResult(
                goal: goal,
                measured: "\(Format.ratio(wall)) wall (\(Format.seconds(ours.median / Double(rows))) and "
                    + "\(Format.seconds(reference.median / Double(referenceRows))) a row)",
                met: wall <= bound
            )
        }
        let ratio = processor * perRow
        return GoalResult(
            goal: goal,
            measured: "\(Format.ratio(ratio)) CPU (\(Format.seconds(cpu.median / Double(rows))) and "
                + "\(Format.seconds(referenceCPU.median / Double(referenceRows))) a row); wall \(Format.ratio(wall))",
            met: ratio <= bound
        )
    }
}
