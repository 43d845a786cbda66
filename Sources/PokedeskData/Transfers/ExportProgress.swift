import ManagedGraph
import PokedeskDomain

// MARK: - An export's progress, on the caller's thread

/// How far an export is, told to its caller as a background job's progress is: about ten times
/// a second, with the rate so far and the time left. An export writes on the caller's own
/// thread, so it tells between the pieces it writes rather than from a waiting loop.
struct ExportProgress {
    private let counts = JobControl()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastTold: ContinuousClock.Instant
    private var done = 0

    static let interval = Duration.milliseconds(100)

    init(total: Int) {
        counts.setTotal(total)
        start = clock.now
        lastTold = start
    }

    /// `done` pokemons are written; tells `progress` when the last time was long enough ago.
    mutating func advance(to done: Int, reporting progress: (TransferProgress) -> Void) {
        counts.advance(by: done - self.done)
        self.done = done
        let now = clock.now
        guard now - lastTold >= Self.interval else { return }
        lastTold = now
        progress(counts.progress(after: now - start))
    }
}
