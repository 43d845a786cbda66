import Glibc
import Testing

@testable import TerminalKit

// MARK: - Ctrl-C while a command runs

/// These tests send signals to the test process itself, one test at a time, each while a watch
/// of that signal is on. A signal sent to the process reaches whichever thread does not block
/// it, a moment later: the tests wait for it (boundedly) rather than assume it has arrived.
/// They watch SIGUSR1 and SIGUSR2, which nothing else in the process watches and which are
/// counted apart from SIGINT: the screens' tests, running meanwhile, watch SIGINT around their
/// commands, and a signal sent here must not cancel one. SIGINT itself, from a real Ctrl-C, is
/// the behaviour suite's terminal test.
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
        let seen = InterruptWatch.during(signal: SIGUSR1) { watch in
            let before = watch.isInterrupted
            kill(getpid(), SIGUSR1)
            return (before, awaitInterrupt(watch))
        }
        #expect(seen == (false, true))
    }

    @Test("the signal reaches a watch even on a thread that blocks it, as the test runner's threads do")
    func unblocksTheSignal() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let seen = InterruptWatch.during(signal: SIGUSR1) { watch in
            raise(SIGUSR1)  // to this thread only: it arrives only if this thread lets it
            return watch.isInterrupted
        }
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect(seen)
        #expect(sigismember(&after, SIGUSR1) == 1, "the thread's own mask is back")
    }

    @Test("a new watch starts uninterrupted, whatever came before")
    func startsClean() {
        let first = InterruptWatch.during(signal: SIGUSR1) { watch in
            kill(getpid(), SIGUSR1)
            return awaitInterrupt(watch)
        }
        #expect(first)
        #expect(InterruptWatch.during(signal: SIGUSR1) { $0.isInterrupted } == false)
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
        let counted = CaughtSignals.count(of: SIGUSR2)
        kill(getpid(), SIGUSR2)  // ignored again, as before the watch: discarded, nothing counts it
        #expect(CaughtSignals.count(of: SIGUSR2) == counted)
    }

    @Test("nested watches: the inner one ending leaves the outer one catching")
    func nests() {
        let outerSaw = InterruptWatch.during(signal: SIGUSR1) { outer in
            InterruptWatch.during(signal: SIGUSR1) { inner in #expect(!inner.isInterrupted) }
            kill(getpid(), SIGUSR1)
            return awaitInterrupt(outer)
        }
        #expect(outerSaw)
    }

    @Test("a watch sees its own signal only: a test's signal does not interrupt a command")
    func countsEachSignalApart() {
        let commandSaw = InterruptWatch.during { command in
            let testSaw = InterruptWatch.during(signal: SIGUSR1) { test in
                kill(getpid(), SIGUSR1)
                return awaitInterrupt(test)
            }
            return (testSaw, command.isInterrupted)
        }
        #expect(commandSaw == (true, false))
    }
}
