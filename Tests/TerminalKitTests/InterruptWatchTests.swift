import Glibc
import Testing

@testable import TerminalKit

// MARK: - Ctrl-C while a command runs

/// These tests send signals to the test process itself, one test at a time, each while a watch
/// of that signal is on. A signal sent to the process reaches whichever thread does not block
/// it, a moment later: the tests wait for it (boundedly) rather than assume it has arrived.
/// The test of restoring uses SIGUSR2, which nothing else in the process watches, so that the
/// screens' tests — whose commands watch SIGINT — cannot overlap with it.
@Suite("Interrupt watch", .serialized)
struct InterruptWatchTests {
    /// Waits until the watch has seen a signal, for at most about ten seconds.
    private func awaitInterrupt(_ watch: InterruptWatch) -> Bool {
        for _ in 0..<10_000 where !watch.isInterrupted { usleep(1000) }
        return watch.isInterrupted
    }

    private func handler(of signal: Int32) -> UInt {
        var current = sigaction()
        sigaction(signal, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: UInt.self)
    }

    @Test("Ctrl-C during the watch is seen by it, and does not end the process")
    func seesTheInterrupt() {
        let seen = InterruptWatch.during { watch in
            let before = watch.isInterrupted
            kill(getpid(), SIGINT)
            return (before, awaitInterrupt(watch))
        }
        #expect(seen == (false, true))
    }

    @Test("a new watch starts uninterrupted, whatever came before")
    func startsClean() {
        let first = InterruptWatch.during { watch in
            kill(getpid(), SIGINT)
            return awaitInterrupt(watch)
        }
        #expect(first)
        #expect(InterruptWatch.during { $0.isInterrupted } == false)
    }

    @Test("the handler the process had is back when the watch ends, even when the body throws")
    func restoresThePreviousHandler() throws {
        struct Failure: Error {}
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var original = sigaction()
        sigaction(SIGUSR2, &ignore, &original)
        defer { sigaction(SIGUSR2, &original, nil) }
        let ignored = handler(of: SIGUSR2)

        #expect(throws: Failure.self) {
            try InterruptWatch.during(signal: SIGUSR2) { watch in
                #expect(handler(of: SIGUSR2) != ignored)
                kill(getpid(), SIGUSR2)
                #expect(awaitInterrupt(watch))
                throw Failure()
            }
        }
        #expect(handler(of: SIGUSR2) == ignored)
        let counted = caughtSignals.load(ordering: .sequentiallyConsistent)
        kill(getpid(), SIGUSR2)  // ignored again, as before the watch: discarded, nothing counts it
        #expect(caughtSignals.load(ordering: .sequentiallyConsistent) == counted)
    }

    @Test("nested watches: the inner one ending leaves the outer one catching")
    func nests() {
        let outerSaw = InterruptWatch.during { outer in
            InterruptWatch.during { inner in #expect(!inner.isInterrupted) }
            kill(getpid(), SIGINT)
            return awaitInterrupt(outer)
        }
        #expect(outerSaw)
    }
}
