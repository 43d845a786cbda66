import Foundation
import Testing

// MARK: - Every fault point of an operation, one after the other

/// One attempt of an operation with its Nth write, sync or truncate failed: a fresh directory
/// for its store, and the one call that runs the operation under the fault.
final class FaultPoint {
    /// N: the call that fails, counted from the operation's start.
    let number: Int
    /// A directory of this attempt's own, removed after it.
    let directory: String
    /// What the operation counted, once it ran.
    private(set) var counts: FaultInjection.Counts?

    init(number: Int, directory: String) throws {
        self.number = number
        self.directory = directory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// Whether the fault was injected: false when the operation made fewer calls than N.
    var fired: Bool { (counts?.failures ?? 0) > 0 }

    /// Runs the operation with the fault armed; returns what it returned or threw.
    func inject<T, E: Error>(_ operation: () throws(E) -> T) -> Result<T, E> {
        precondition(counts == nil, "one operation an attempt")
        let (result, counts) = FaultInjection.run(
            under: directory,
            failAt: number,
            failure: Settings.faultFailure,
            persistent: Settings.faultPersistent,
            operation
        )
        self.counts = counts
        return result
    }

    /// For messages: which attempt.
    var name: String { "fault point \(number)" }
}

/// Runs an operation at every fault point in turn, N = 1, 1 + stride, …, until a run ends
/// before its Nth call: then every call of the operation has been failed once (or every
/// stride-th). `POKEDESK_FAULT_POINT=N` runs the one attempt N, to replay a failure.
enum FaultSweep {
    /// What a sweep found.
    struct Report: CustomStringConvertible {
        let operation: String
        /// The calls of a run that no fault stopped: the fault points there are.
        let counts: FaultInjection.Counts
        /// Attempts made, and how long they took.
        let attempts: Int
        let duration: Duration

        var description: String {
            "\(operation): \(counts.calls) fault points (\(counts)), \(attempts) attempts in "
                + "\(duration.components.seconds) s"
        }
    }

    /// `attempt` sets up, calls `inject` once, and checks; it is told N by its `FaultPoint`.
    @discardableResult
    static func run(
        _ operation: String,
        stride: Int = Settings.faultStride,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ attempt: (FaultPoint) throws -> Void
    ) async throws -> Report {
        try FaultInjection.install()
        let root = try TemporaryDirectory()
        let clock = ContinuousClock()
        let started = clock.now
        var number = Settings.faultPoint ?? 1
        var attempts = 0
        while true {
            let point = try FaultPoint(number: number, directory: root.path(String(number)))
            try attempt(point)
            attempts += 1
            try? FileManager.default.removeItem(atPath: point.directory)
            // A sweep runs for minutes on one of the few threads every test shares: between two
            // attempts, the tests waiting for a thread get their turn.
            await Task.yield()
            let counts = try #require(point.counts, "\(operation), \(point.name): the operation was not run")
            // None counted would mean the files were not where the fault was armed (a path that
            // SQLite resolves otherwise): a sweep that tests nothing must not pass.
            try #require(counts.calls > 0, "\(operation): no write, sync or truncate was counted")
            if !point.fired || Settings.faultPoint != nil {
                let report = Report(
                    operation: operation,
                    counts: counts,
                    attempts: attempts,
                    duration: clock.now - started
                )
                print("faults: \(report)")
                return report
            }
            number += stride
            try #require(number < 1_000_000, "\(operation): a run that never ends", sourceLocation: sourceLocation)
        }
    }
}
