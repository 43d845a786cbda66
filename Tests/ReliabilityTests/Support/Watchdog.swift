import Foundation
import Synchronization

// MARK: - Hang detection

/// Watches a loop of inputs from another thread: if one input runs longer than `limit`, it
/// writes which one (and how to make it again) to standard error and ends the test process
/// with status 1. A hung call cannot be interrupted, and a test run that never ends would hide
/// the hang; a bound far above any input's normal time keeps this from ever firing on a slow
/// machine.
final class Watchdog: Sendable {
    private struct Progress {
        var index: Int?
        var started = ContinuousClock.now
        var stopped = false
    }

    private let progress = Mutex(Progress())
    private let name: String
    private let limit: Duration
    private let describe: @Sendable (Int) -> String

    /// - Parameter describe: how to find input `index` again, for the message.
    init(_ name: String, limit: Duration = .seconds(60), describe: @escaping @Sendable (Int) -> String) {
        self.name = name
        self.limit = limit
        self.describe = describe
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    /// Input `index` starts now.
    func begin(_ index: Int) {
        let now = ContinuousClock.now
        progress.withLock {
            $0.index = index
            $0.started = now
        }
    }

    /// The loop is over; the watching thread ends.
    func stop() {
        progress.withLock { $0.stopped = true }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            let (index, started, stopped) = progress.withLock { ($0.index, $0.started, $0.stopped) }
            if stopped { return }
            guard let index, ContinuousClock.now - started > limit else { continue }
            let message = "\(name): input \(index) has not finished after \(limit): \(describe(index))\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(1)
        }
    }
}
