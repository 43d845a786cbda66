import Glibc

// MARK: - Timing

/// Times a piece of work on the monotonic clock.
enum Stopwatch {
    /// The seconds `body` took, and what it returned.
    static func time<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> (seconds: Double, result: T)
    {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (seconds(clock.now - start), result)
    }

    /// The seconds `body` took on the clock and in processor time (every thread of the process,
    /// user and system), and what it returned. A loaded machine stretches the first — the
    /// process waits for a core — far more than the second.
    static func measure<T, Failure: Error>(
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> (seconds: Double, processorSeconds: Double, result: T) {
        let processorStart = processorSeconds()
        let (seconds, result) = try time(body)
        return (seconds, processorSeconds() - processorStart, result)
    }

    /// The processor time the process has used so far.
    static func processorSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

// MARK: - Repeated measurements

/// The runs of one contestant: the median is the figure, min and max show the spread.
struct Samples: Codable {
    private(set) var values: [Double] = []

    mutating func add(_ value: Double) {
        values.append(value)
    }

    var count: Int { values.count }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median of this run's time over `other`'s, round by round, when both were timed in the
    /// same rounds; nil when they were not.
    func medianRatio(to other: Samples) -> Double? {
        guard count == other.count, count > 0 else { return nil }
        var ratios = Samples()
        for (value, reference) in zip(values, other.values) { ratios.add(value / reference) }
        return ratios.median
    }

    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
}
