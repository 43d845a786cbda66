// MARK: - Trials long enough to be preempted alike

/// A contestant's work repeated within each timed trial, so that a trial lasts about `target`
/// seconds whatever the work: on a loaded machine a trial of a dozen milliseconds is preempted
/// or not, and that decides its time more than the code does; trials of a few hundred
/// milliseconds are preempted about as often each. The trial's figure is one repetition's time.
///
/// The first call is the warm-up round's (`Rounds` does not count it): it runs the work until
/// `target` has passed (at least twice, unless the first run already took `target`) and chooses
/// the count from the fastest run — one warm run, preempted on a busy machine, had chosen a count
/// of half the work and trials half as long. Every
/// later trial repeats the work that many times — the same in every round — and sums the times
/// the work itself reports, so what it leaves untimed (freeing what it read) stays untimed and
/// nothing one repetition made outlives it: a peak memory, where the work reports one, is the
/// largest of one repetition's.
final class RepeatedTrial {
    let target: Double
    private let work: () throws -> Trial
    /// nil until the warm-up has chosen it.
    private(set) var repeats: Int?

    init(target: Double, work: @escaping () throws -> Trial) {
        self.target = target
        self.work = work
    }

    func trial() throws -> Trial {
        guard let repeats else {
            let first = try work()
            var fastest = first.seconds
            var spent = first.seconds
            var runs = 1
            while spent < target || (runs < 2 && first.seconds < target) {
                let warm = try work()
                fastest = Swift.min(fastest, warm.seconds)
                spent += warm.seconds
                runs += 1
            }
            repeats = Self.repeats(once: fastest, target: target)
            return first
        }
        var seconds = 0.0
        var processorSeconds: Double? = 0
        var check: String?
        var peakKiB: Int?
        for _ in 0..<repeats {
            let once = try work()
            if let check, check != once.check {
                throw BenchError("a repetition disagrees with the one before: \(once.check) ≠ \(check)")
            }
            check = once.check
            seconds += once.seconds
            processorSeconds = once.processorSeconds.flatMap { time in processorSeconds.map { $0 + time } }
            if let peak = once.peakKiB { peakKiB = Swift.max(peakKiB ?? 0, peak) }
        }
        return Trial(
            seconds: seconds / Double(repeats),
            processorSeconds: processorSeconds.map { $0 / Double(repeats) },
            check: check ?? "",
            peakKiB: peakKiB
        )
    }

    /// The most repetitions a trial makes, whatever the warm run said (a clock's tick is not a
    /// fetch's time).
    static let mostRepeats = 100_000

    /// How many times to repeat work that took `once` seconds for a trial of about `target`:
    /// the nearest whole count, at least one (work that takes longer than the target runs once),
    /// at most `mostRepeats`.
    static func repeats(once: Double, target: Double) -> Int {
        guard once.isFinite, target.isFinite, target > 0 else { return 1 }
        guard once > 0 else { return mostRepeats }
        let count = (target / once).rounded()
        return Int(Swift.min(Swift.max(count, 1), Double(mostRepeats)))
    }
}
