// MARK: - The goals of the commands a user types

/// At the largest store the run timed them at, every command a user types answers in under
/// 20 ms (median) with the process under 80 MB, and costs about the same as at the smallest:
/// within 2× of its time at 1,000 pokemons. A command faster than a millisecond at both ends is
/// flat whatever its ratio says: the ratio of two such times is the machine's noise.
enum CommandGoals {
    static let seconds = 20e-3
    static let bytes = 80e6
    static let flatRatio = 2.0
    static let noiseFloorSeconds = 1e-3

    static func judge(_ scenarios: [ScenarioResult]) -> [GoalResult] {
        let curve = scenarios.filter { $0.curve == "commands" }.sorted { $0.size < $1.size }
        guard let smallest = curve.first, let largest = curve.last else { return [] }
        let size = Format.count(largest.size)
        var goals: [GoalResult] = []

        let slow = largest.contestants.filter { $0.median >= seconds }.sorted { $0.median > $1.median }
        let slowest = largest.contestants.max { $0.median < $1.median }
        goals.append(
            GoalResult(
                goal: "commands at scale (\(size)): each command under 20 ms",
                measured: slow.isEmpty
                    ? "slowest: \(slowest.map { "\($0.key), \(Format.seconds($0.median))" } ?? "none")"
                    : "\(slow.count) of \(largest.contestants.count) over: "
                        + slow.map { "\($0.key) \(Format.seconds($0.median))" }.joined(separator: ", "),
                met: slow.isEmpty
            )
        )

        let peak = largest.contestants.compactMap(\.peakKiB).max()
        if let peak {
            goals.append(
                GoalResult(
                    goal: "commands at scale (\(size)): the process under 80 MB resident",
                    measured: Format.megabytes(kib: peak),
                    met: Double(peak) * 1024 < bytes
                )
            )
        }

        guard largest.size > smallest.size else { return goals }
        let climbing = largest.contestants.compactMap { large -> (String, Double)? in
            guard let small = smallest.contestant(large.key), large.median >= noiseFloorSeconds else { return nil }
            let ratio = large.median / small.median
            return ratio > flatRatio ? (large.key, ratio) : nil
        }.sorted { $0.1 > $1.1 }
        goals.append(
            GoalResult(
                goal: "commands at scale: flat, each within 2× from \(Format.count(smallest.size)) to \(size)",
                measured: climbing.isEmpty
                    ? "every command within 2× (or under 1 ms)"
                    : "\(climbing.count) climb: "
                        + climbing.map { "\($0.0) \(Format.ratio($0.1))" }.joined(separator: ", "),
                met: climbing.isEmpty
            )
        )
        return goals
    }
}
