import Foundation
import TerminalKit
import Testing

@Suite("Console")
struct ConsoleTests {
    @Test("errors keep their place in the merged transcript and also go to their own stream")
    func mergedTranscript() {
        let (console, transcript) = Console.inMemory()
        console.writeLine("one")
        console.reportError("bad thing")
        console.write("two")
        console.writeLines(["", "three"])
        #expect(transcript.merged == "one\nerror: bad thing\ntwo\nthree\n")
        #expect(transcript.output == "one\ntwo\nthree\n")
        #expect(transcript.errors == "error: bad thing\n")
    }

    @Test("an error marks the session failed; a warning does not")
    func errorFlag() {
        let (console, transcript) = Console.inMemory()
        console.reportWarning("history is off")
        #expect(!console.hasReportedError)
        console.reportError("no")
        #expect(console.hasReportedError)
        #expect(transcript.errors == "warning: history is off\nerror: no\n")
    }

    @Test("an error message stays on one line")
    func oneLine() {
        let (console, transcript) = Console.inMemory()
        console.reportError("first\nsecond")
        #expect(transcript.errors == "error: first second\n")
    }

    @Test("styles apply only when colour is allowed")
    func styles() {
        let (plain, plainTranscript) = Console.inMemory(color: false)
        let (color, colorTranscript) = Console.inMemory(color: true)
        #expect(plain.styler("ok", .green) == "ok")
        #expect(color.styler("ok", .green) == "\u{1B}[32mok\u{1B}[0m")
        #expect(color.styler("ok", TextStyle.bold.combined(with: .red)) == "\u{1B}[1;31mok\u{1B}[0m")
        plain.reportError("x")
        color.reportError("x")
        #expect(plainTranscript.errors == "error: x\n")
        #expect(colorTranscript.errors == "\u{1B}[1;31merror:\u{1B}[0m x\n")
    }

    // MARK: Colour policy and width

    static let terminal = TerminalEnvironment(
        standardInputIsTerminal: true,
        standardOutputIsTerminal: true,
        standardErrorIsTerminal: true,
        variables: ["TERM": "xterm-256color"]
    )

    @Test("colour needs a terminal session, a real TERM, no NO_COLOR and no --no-color")
    func colorPolicy() {
        func allows(_ change: (inout TerminalEnvironment) -> Void, flag: Bool = false) -> Bool {
            var environment = Self.terminal
            change(&environment)
            return ColorPolicy.allowsColor(
                streamIsTerminal: environment.standardOutputIsTerminal,
                environment: environment,
                noColorFlag: flag
            )
        }
        #expect(allows { _ in })
        #expect(!allows({ _ in }, flag: true))
        #expect(!allows { $0.variables["NO_COLOR"] = "1" })
        #expect(allows { $0.variables["NO_COLOR"] = "" })
        #expect(!allows { $0.variables["TERM"] = "dumb" })
        #expect(!allows { $0.variables["TERM"] = nil })
        #expect(!allows { $0.standardOutputIsTerminal = false })
        #expect(!allows { $0.standardInputIsTerminal = false })
    }

    @Test("the process's environment is the variables given, else the process's own")
    func currentEnvironment() {
        let given = ["TERM": "xterm", "NO_COLOR": "1"]
        #expect(TerminalEnvironment.current(variables: given).variables == given)
        #expect(TerminalEnvironment.current().variables == ProcessInfo.processInfo.environment)
    }

    @Test("a script's console is plain and 80 columns wide whatever the terminal")
    func scriptConsole() {
        var environment = Self.terminal
        environment.standardInputIsTerminal = false
        let console = Console.standard(environment: environment)
        #expect(console.width == 80)
        #expect(!console.styler.isEnabled)
        #expect(SessionMode.detect(environment: environment, echo: true) == .script(echo: true))
        #expect(SessionMode.detect(environment: Self.terminal, echo: true) == .interactive)
    }

    @Test("a width that cannot be asked of a terminal falls back")
    func widthFallback() {
        #expect(ConsoleWidth.terminal(fileDescriptor: -1, fallback: 80).columns == 80)
        #expect(ConsoleWidth.fixed(42).columns == 42)
    }
}
