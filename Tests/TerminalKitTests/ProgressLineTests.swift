import Testing

@testable import TerminalKit

// MARK: - A line of progress

@Suite("Progress line")
struct ProgressLineTests {
    @Test("on a terminal: each update rewrites the line in place; finish erases it")
    func onATerminal() {
        let (console, transcript) = Console.inMemory(live: true)
        let progress = ProgressLine(console: console)
        progress.update("10%")
        progress.update("20%")
        progress.finish()
        console.writeLine("done")
        #expect(transcript.output == "\r10%\u{1B}[K\r20%\u{1B}[K\r\u{1B}[Kdone\n")
    }

    @Test("the ^C a terminal echoes during a command is erased before the next line, once; in a script nothing is")
    func echoedInterruptErased() {
        let (live, onTerminal) = Console.inMemory(live: true)
        live.eraseBeforeNextWrite()
        live.writeLine("export cancelled")
        live.writeLine("next")
        #expect(onTerminal.output == "\r\u{1B}[Kexport cancelled\nnext\n")

        let (script, inScript) = Console.inMemory(live: false)
        script.eraseBeforeNextWrite()
        script.writeLine("export cancelled")
        #expect(inScript.output == "export cancelled\n")
    }

    @Test("in a script: nothing at all, so transcripts do not depend on timing")
    func inAScript() {
        let (console, transcript) = Console.inMemory(live: false)
        let progress = ProgressLine(console: console)
        progress.update("10%")
        progress.finish()
        console.writeLine("done")
        #expect(transcript.output == "done\n")
    }

    @Test("a line or an error written meanwhile erases the progress first, once")
    func erasedBeforeOtherOutput() {
        let (console, transcript) = Console.inMemory(live: true)
        let progress = ProgressLine(console: console)
        progress.update("working")
        console.writeLine("inserted at 1")
        console.reportError("oops")
        progress.update("still")
        progress.finish()
        progress.finish()
        #expect(
            transcript.merged
                == "\rworking\u{1B}[K\r\u{1B}[Kinserted at 1\nerror: oops\n\rstill\u{1B}[K\r\u{1B}[K"
        )
    }

    @Test("a progress text wider than the console is cut, so that it never wraps")
    func cutToTheWidth() {
        let (console, transcript) = Console.inMemory(width: 10, live: true)
        ProgressLine(console: console).update("importing a long file name")
        #expect(transcript.output == "\rimportin…\u{1B}[K")
        #expect(DisplayWidth.of("importin…") == 9, "one column short of the width: the cursor stays on the line")
    }
}
