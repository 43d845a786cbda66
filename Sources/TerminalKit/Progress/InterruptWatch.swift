import Glibc
import Synchronization

// MARK: - Ctrl-C during a long command

/// Catches Ctrl-C (SIGINT) for the duration of a long command, so that it asks the command to
/// stop instead of ending the process. Between commands the terminal kit's line editor reads
/// Ctrl-C as a key; while a command runs, the terminal turns it into SIGINT, whose default
/// action would kill the process with its work half done.
///
///     let report = InterruptWatch.during { watch in
///         longJob(isCancelled: { watch.isInterrupted })
///     }
///
/// The handler only counts the signal, in an atomic — what a signal handler may safely do — and
/// the command looks at `isInterrupted` when it can stop cleanly. The handler the process had
/// before is put back when the last watch ends (watches may nest or overlap).
public final class InterruptWatch: Sendable {
    private let signal: Int32
    private let caughtBefore: Int

    private init(signal: Int32) {
        self.signal = signal
        // Reading the counter first also initializes it, before a handler can touch it.
        caughtBefore = CaughtSignals.count(of: signal)
    }

    /// Whether Ctrl-C was pressed since this watch began.
    public var isInterrupted: Bool {
        CaughtSignals.count(of: signal) != caughtBefore
    }

    /// Runs `body` with SIGINT caught, then puts the previous handler back.
    @discardableResult
    public static func during<Result>(_ body: (InterruptWatch) throws -> Result) rethrows -> Result {
        try during(signal: SIGINT, body)
    }

    /// The same for any signal: tests watch ones that nothing else in the process uses, so that
    /// the signals they send cannot stop a command a screen's test runs meanwhile.
    static func during<Result>(signal: Int32, _ body: (InterruptWatch) throws -> Result) rethrows -> Result {
        let watch = InterruptWatch(signal: signal)
        SignalInstallation.begin(signal)
        defer { SignalInstallation.end(signal) }
        // A process can start with the signal blocked in every thread (some launchers and test
        // runners pass such a mask on), and then it would never arrive: let it reach this
        // thread while the watch lasts.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        return try body(watch)
    }
}

// MARK: - The handler

/// How many watched signals were caught, ever — SIGINT apart from the others (which only tests
/// watch) — so that a watch compares its signal's count with the one at its start. Two plain
/// atomics: all a signal handler may safely touch.
enum CaughtSignals {
    private static let interrupts = Atomic<Int>(0)
    private static let others = Atomic<Int>(0)

    static func count(of signal: Int32) -> Int {
        signal == SIGINT ? interrupts.load(ordering: .acquiring) : others.load(ordering: .acquiring)
    }

    /// Called by the handler.
    static func caught(_ signal: Int32) {
        if signal == SIGINT {
            interrupts.add(1, ordering: .releasing)
        } else {
            others.add(1, ordering: .releasing)
        }
    }
}

/// Installs the counting handler for a signal when its first watch begins, and restores the
/// process's previous handler when its last one ends.
private enum SignalInstallation {
    private struct Installed {
        var watches = 0
        var previous = sigaction()
    }

    private static let installed = Mutex<[Int32: Installed]>([:])

    static func begin(_ signal: Int32) {
        installed.withLock { installed in
            defer { installed[signal, default: Installed()].watches += 1 }
            guard installed[signal] == nil else { return }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { CaughtSignals.caught($0) }
            sigemptyset(&action.sa_mask)
            // Interrupted system calls resume: the command's own reads and waits never see EINTR.
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            installed[signal] = Installed(previous: previous)
        }
    }

    static func end(_ signal: Int32) {
        installed.withLock { installed in
            guard var entry = installed[signal] else { return }
            entry.watches -= 1
            guard entry.watches == 0 else {
                installed[signal] = entry
                return
            }
            sigaction(signal, &entry.previous, nil)
            installed[signal] = nil
        }
    }
}
