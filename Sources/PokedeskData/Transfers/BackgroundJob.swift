import Dispatch
import ManagedGraph
import PokedeskDomain
import Synchronization

// MARK: - A long job on a background context, waited for by the calling thread

/// Runs a job on a `BackgroundContext` while the calling thread — the REPL's, which stays
/// synchronous — waits for it. While waiting, the calling thread wakes about ten times a second
/// to pass the job's progress to `progress` and to ask `isCancelled`, both on its own thread;
/// a cancel reaches the job through `JobControl`, which the job checks between batches. When
/// the job ends, the view context merges what the job saved, so that its live results report
/// the new rows before the caller writes anything else; the last progress says so.
///
/// The job's task runs on a serial dispatch queue of its own (`QueueTaskExecutor`), the
/// background context's actor with it, never on Swift's cooperative pool: the waiting thread
/// may itself be a pool thread (a test, say), and a job that waited for a free pool thread
/// while every one of them waited for a job would never start.
///
/// The view context must merge automatically (`automaticallyMergesChangesFromOtherContexts`,
/// as `PokedeskContainer` sets it), or the saved batches reach it only with the next command.
///
/// With `trace on`, the job and the view context's merge are `context` hops, recorded by the
/// waiting thread: the job's own thread records nothing. What the job's context did (its
/// `ContextStatistics`) is handed to `counted` when it ends, on the waiting thread.
struct BackgroundJob {
    let viewContext: ObjectContext
    var trace: Trace = .off
    var counted: (ContextStatistics) -> Void = { _ in }
    /// How long the calling thread waits between two looks at the job.
    var pollInterval: Duration = .milliseconds(100)

    func run<Output: Sendable>(
        named name: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool,
        _ work: @escaping @Sendable (ObjectContext, JobControl) throws(PokedeskError) -> Output
    ) throws(PokedeskError) -> Output {
        // A thousand saves in a row, each into pages all over the store's indexes: see
        // `PersistentStore.performBulkWork` for what the store does differently for them.
        try viewContext.store.performBulkWork { () throws(PokedeskError) in
            try runInBackground(named: name, progress: progress, isCancelled: isCancelled, work)
        }
    }

    private func runInBackground<Output: Sendable>(
        named name: String,
        progress: (TransferProgress) -> Void,
        isCancelled: () -> Bool,
        _ work: @escaping @Sendable (ObjectContext, JobControl) throws(PokedeskError) -> Output
    ) throws(PokedeskError) -> Output {
        let control = JobControl()
        let clock = ContinuousClock()
        let start = clock.now
        let (result, statistics) = trace.hop(.context, BackgroundContext.self, "perform(\(Quoting.quoted(name)))") {
            let outcome = JobOutcome<Output>()
            let background = BackgroundContext(store: viewContext.store, name: name)
            Task.detached(executorPreference: QueueTaskExecutor(label: "pokedesk.\(name)")) {
                let (result, statistics) = await background.perform { context in
                    (Result { () throws(PokedeskError) -> Output in try work(context, control) }, context.statistics)
                }
                outcome.finish(result, statistics: statistics)
            }
            var ended = outcome.wait(for: pollInterval)
            while ended == nil {
                if isCancelled() { control.cancel() }
                progress(control.progress(after: clock.now - start))
                ended = outcome.wait(for: pollInterval)
            }
            return ended!
        }
        counted(statistics)
        // Taking in many saved rows keeps the live results busy for a while: say so, rather
        // than leave the last progress (99%, 1 s left) standing meanwhile.
        let last = control.progress(after: clock.now - start)
        if last.done > 0 { progress(last.updatingLists) }
        trace.hop(.context, ObjectContext.self, "mergePendingChanges()") { viewContext.mergePendingChanges() }
        return try result.get()
    }
}

// MARK: - Where the job runs

/// A serial dispatch queue as a task executor. A task that prefers it runs there, and so does a
/// default actor such as `BackgroundContext` while it serves that task (SE-0417) — Core Data's
/// private queue, in Swift concurrency's terms.
final class QueueTaskExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

// MARK: - What the job and the waiting thread share

/// The job's counts and the cancel request, shared between the background context's executor
/// (which counts and checks) and the waiting thread (which reads and cancels).
final class JobControl: Sendable {
    private struct Counts {
        var done = 0
        var total = 0
    }

    private let counts = Mutex(Counts())
    private let cancelled = Atomic(false)

    // MARK: For the job

    /// The number of rows the job will handle, once it knows.
    func setTotal(_ total: Int) {
        counts.withLock { $0.total = total }
    }

    /// `rows` more rows handled (saved or skipped).
    func advance(by rows: Int) {
        counts.withLock { $0.done += rows }
    }

    /// Whether the job should stop before its next batch.
    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    // MARK: For the waiting thread

    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }

    /// The progress after `elapsed`, with the rate so far and the time left at that rate.
    func progress(after elapsed: Duration) -> TransferProgress {
        let (done, total) = counts.withLock { ($0.done, $0.total) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        return TransferProgress(
            done: done,
            total: total,
            rowsPerSecond: rate,
            secondsLeft: rate > 0 && total > 0 ? Double(total - done) / rate : nil
        )
    }
}

/// The job's result and what its context did, handed from the background executor to the
/// waiting thread.
private final class JobOutcome<Output: Sendable>: Sendable {
    typealias Ended = (Result<Output, PokedeskError>, ContextStatistics)

    private let result = Mutex<Ended?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    func finish(_ outcome: Result<Output, PokedeskError>, statistics: ContextStatistics) {
        result.withLock { $0 = (outcome, statistics) }
        finished.signal()
    }

    /// The result, or nil if the job is still running after `interval`.
    func wait(for interval: Duration) -> Ended? {
        let nanoseconds =
            Int(interval.components.seconds) * 1_000_000_000
            + Int(interval.components.attoseconds / 1_000_000_000)
        guard finished.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
        finished.signal()  // later waits return at once
        return result.withLock { $0 }
    }
}
