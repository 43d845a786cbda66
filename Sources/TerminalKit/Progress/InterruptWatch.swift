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
    private let caughtBefore: Int

    private init(caughtBefore: Int) {
        self.caughtBefore = caughtBefore
    }

    /// Whether Ctrl-C was pressed since this watch began.
    public var isInterrupted: Bool {
        caughtSignals.load(ordering: .acquiring) != caughtBefore
    }

    /// Runs `body` with SIGINT caught, then puts the previous handler back.
    @discardableResult
    public static func during<Result>(_ body: (InterruptWatch) throws -> Result) rethrows -> Result {
        try during(signal: SIGINT, body)
    }

    /// The same for any signal: tests watch one that nothing else in the process uses.
    static func during<Result>(signal: Int32, _ body: (InterruptWatch) throws -> Result) rethrows -> Result {
        // Reading the counter first also initializes it, before a handler can touch it.
        let watch = InterruptWatch(caughtBefore: caughtSignals.load(ordering: .acquiring))
        SignalInstallation.begin(signal)
        defer { SignalInstallation.end(signal) }
        return try body(watch)
    }
}

// MARK: - The handler

/// How many watched signals were caught, ever: a watch compares it with its start.
let caughtSignals = Atomic<Int>(0)

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
            action.__sigaction_handler.sa_handler = { _ in caughtSignals.add(1, ordering: .releasing) }
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
