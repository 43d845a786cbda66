// MARK: - Where a contestant leaves a curve

/// Remembers, along each curve, the contestants that passed the plan's limit in one run, and
/// leaves them out of the curve's larger sizes (the chart's line stops there).
struct CurveLimit {
    let seconds: Double
    private var stopped: [String: [String: Int]] = [:]

    init(seconds: Double) { self.seconds = seconds }

    /// Runs one size of `curve` without the contestants that stopped at a smaller one, then
    /// notes which of its contestants passed the limit.
    mutating func run(
        _ curve: String,
        _ scenario: (Set<String>) throws -> ScenarioResult
    ) rethrows -> ScenarioResult {
        let leaving = stopped[curve, default: [:]]
        var result = try scenario(Set(leaving.keys))
        result.curve = curve
        result.stopped = leaving.keys.sorted()
        for key in result.stopped {
            result.notes.append(
                "\(key) sits out: one of its runs at \(Format.count(leaving[key]!)) pokemons took over \(Format.seconds(seconds))."
            )
        }
        for contestant in result.contestants
        where contestant.key != result.reference && contestant.samples.max > seconds {
            stopped[curve, default: [:]][contestant.key] = result.size
        }
        return result
    }
}
