import Testing

@testable import TerminalKit

// MARK: - A command that takes a while

/// Ctrl-C itself is the behaviour suite's terminal test, and installing the handler is
/// InterruptWatch's (a SIGINT sent here, or a handler read here, could meet a screen's test
/// running meanwhile); these check what a screen sees around it.
@Suite("Long command")
struct LongCommandTests {
    @Test("progress shows while the command runs and is gone when it returns")
    func progressWhileRunning() {
        let (console, transcript) = Console.inMemory(live: true)
        let job = LongCommand(console: console)
        let result = job.run {
            job.showProgress("1 of 2")
            job.showProgress("2 of 2")
            return 7
        }
        console.writeLine("done")
        #expect(result == 7)
        #expect(transcript.output == "\r1 of 2\u{1B}[K\r2 of 2\u{1B}[K\r\u{1B}[Kdone\n")
    }

    @Test("the progress line is gone when the command throws too")
    func progressGoneOnFailure() {
        struct Failure: Error {}
        let (console, transcript) = Console.inMemory(live: true)
        let job = LongCommand(console: console)
        #expect(throws: Failure.self) {
            try job.run {
                job.showProgress("half")
                throw Failure()
            }
        }
        #expect(transcript.output == "\rhalf\u{1B}[K\r\u{1B}[K")
    }

    @Test("not interrupted while running unless Ctrl-C is pressed, nor between commands")
    func notInterrupted() {
        let (console, _) = Console.inMemory()
        let job = LongCommand(console: console)
        #expect(job.run { job.isInterrupted } == false)
        #expect(job.isInterrupted == false)
    }
}
