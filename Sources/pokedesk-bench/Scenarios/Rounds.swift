// MARK: - Contestants, run in interleaved rounds

/// One way of doing a scenario's work. `trial` does its setup, times only the work itself,
/// and returns a check of what it produced, which must be the same for every contestant.
struct Contestant {
    let key: String
    let title: String
    /// The most timed rounds it runs, when fewer than the scenario's: a slow way compared with
    /// a fast one that needs many samples sits out the later rounds.
    var rounds: Int? = nil
    let trial: () throws -> Trial
}

/// One timed run.
struct Trial {
    let seconds: Double
    /// The processor time of the same work, where the trial measured it (`Stopwatch.measure`).
    var processorSeconds: Double? = nil
    /// A summary of the result (a count, a checksum, the first rows): contestants must agree.
    let check: String
    var peakKiB: Int? = nil
}

/// Runs every contestant once per round, in turn, so that the machine's slow moments fall on
/// all of them alike; a first round warms caches and is not counted.
enum Rounds {
    static func run(
        _ contestants: [Contestant],
        rounds: Int,
        warmUp: Bool = true,
        label: String
    ) throws -> [ContestantResult] {
        var samples = Array(repeating: Samples(), count: contestants.count)
        // Processor times, kept only for a contestant whose every trial measured one.
        var processor: [Samples?] = Array(repeating: Samples(), count: contestants.count)
        var peaks = Array(repeating: [Int](), count: contestants.count)
        let total = rounds + (warmUp ? 1 : 0)
        for round in 0..<total {
            Log.status("\(label): round \(round + 1) of \(total)")
            var expected: (String, String)?
            for (index, contestant) in contestants.enumerated() {
                let timedRound = round - (warmUp ? 1 : 0)
                if let most = contestant.rounds, timedRound >= most { continue }
                let trial = try contestant.trial()
                if let (firstKey, check) = expected, check != trial.check {
                    throw BenchError(
                        "\(label): \(contestant.key) disagrees with \(firstKey): \(trial.check) ≠ \(check)"
                    )
                }
                expected = expected ?? (contestant.key, trial.check)
                guard !warmUp || round > 0 else { continue }
                samples[index].add(trial.seconds)
                if let seconds = trial.processorSeconds {
                    processor[index]?.add(seconds)
                } else {
                    processor[index] = nil
                }
                if let peak = trial.peakKiB { peaks[index].append(peak) }
            }
        }
        Log.clearStatus()
        Log.line("\(label): done")
        return contestants.indices.map { index in
            let sortedPeaks = peaks[index].sorted()
            return ContestantResult(
                key: contestants[index].key,
                title: contestants[index].title,
                samples: samples[index],
                peakKiB: sortedPeaks.isEmpty ? nil : sortedPeaks[sortedPeaks.count / 2],
                ratio: nil,
                cpuSamples: processor[index].flatMap { $0.count > 0 ? $0 : nil }
            )
        }
    }
}
