import TerminalKit
import Testing

@Suite("Terminal session")
struct TerminalSessionTests {
    /// A session on a root screen, reading `inputs`, writing to memory.
    final class Harness {
        let console: Console
        let transcript: TranscriptSink
        let stack: NavigationStack
        let root: TestScreen
        let reader: ScriptedReader
        let session: TerminalSession

        init(_ inputs: [LineInput], mode: SessionMode = .script(echo: true), banner: [String] = []) {
            (console, transcript) = Console.inMemory()
            root = TestScreen(title: "root", console: console)
            stack = NavigationStack(root: root)
            root.navigator = stack
            reader = ScriptedReader(inputs)
            session = TerminalSession(
                configuration: SessionConfiguration(appName: "app", architecture: "test", mode: mode, banner: banner),
                reader: reader,
                console: console,
                navigation: stack
            )
        }

        convenience init(lines: [String], mode: SessionMode = .script(echo: true)) {
            self.init(lines.map(LineInput.line), mode: mode)
        }

        /// A child screen pushed by the root's `select`.
        func pushOnSelect(_ child: TestScreen) {
            root.actions["select"] = { [stack] _ in stack.push(child) }
        }
    }

    // MARK: Hand-overs to screens

    @Test("every command and appearance handed to a screen goes through the session's hook, once, around the call")
    func screenEntries() {
        let harness = Harness(lines: ["list", "select 2", "list", "back"])
        let child = TestScreen(title: "Pika", console: harness.console)
        child.actions["list"] = { _ in throw CommandFailure("it broke") }
        harness.pushOnSelect(child)
        var entries: [String] = []
        harness.session.screenEntry = { [console = harness.console] screen, entry, body in
            entries.append("\(screen.title) \(entry.call)")
            console.writeLine("before")
            defer { console.writeLine("after") }
            try body()
        }
        _ = harness.session.run()
        #expect(
            entries == [
                "root screenDidAppear(.initial)", "root handle(\"list\")", "root handle(\"select 2\")",
                "Pika screenDidAppear(.pushed)", "Pika handle(\"list\")", "root screenDidAppear(.revealed)",
            ]
        )
        let lines = harness.transcript.merged.split(separator: "\n").map(String.init)
        #expect(lines.prefix(3) == ["before", "root appeared (initial)", "after"])
        #expect(lines.contains("error: it broke"), "what the screen throws still reaches the user")
    }

    // MARK: Transcript

    @Test("an echoed script reads like a session, errors in place, and a failure gives status 1")
    func echoedScript() {
        let harness = Harness(lines: [
            "list", "add Pika", "frob", "", "select 2", "say hi there", "back", "quit", "list",
        ])
        harness.pushOnSelect(TestScreen(title: "Pika", console: harness.console))
        let status = harness.session.run()
        #expect(
            harness.transcript.merged == """
                root appeared (initial)
                app[test] root> list
                root did list []
                app[test] root> add Pika
                root did add ["Pika"]
                app[test] root> frob
                error: unknown command "frob"; type help for the list
                app[test] root>
                app[test] root> select 2
                Pika appeared (pushed)
                app[test] root/Pika> say hi there
                Pika did say ["hi", "there"]
                app[test] root/Pika> back
                root appeared (revealed)
                app[test] root> quit

                """
        )
        #expect(status == 1)
        #expect(harness.root.handled.map(\.name) == ["list", "add", "select"])
    }

    @Test("a session without failures ends with status 0 at the end of input")
    func successStatus() {
        let harness = Harness(lines: ["list", "", "# a comment", "say ok"], mode: .script(echo: false))
        #expect(harness.session.run() == 0)
        #expect(harness.transcript.merged == "root appeared (initial)\nroot did list []\nroot did say [\"ok\"]\n")
        #expect(harness.reader.prompts.allSatisfy { $0.isEmpty })
    }

    @Test("interactive: banner, prompts through the reader, Ctrl-C drops the line, Ctrl-D ends on a new line")
    func interactive() {
        let harness = Harness([.line("list"), .interrupted, .line("say x")], mode: .interactive, banner: ["Welcome."])
        #expect(harness.session.run() == 0)
        #expect(harness.reader.prompts == Array(repeating: "app[test] root> ", count: 4))
        #expect(
            harness.transcript.merged == "Welcome.\nroot appeared (initial)\nroot did list []\nroot did say [\"x\"]\n\n"
        )
    }

    @Test(
        "a line that is not UTF-8 is refused with its number and echoed with escapes; nothing runs, the script goes on and ends with 1"
    )
    func undecodableLine() {
        let bad = UndecodableLine(number: 2, bytes: Array("add ".utf8) + [0xFF, 0xFE] + Array(#" C:\x "#.utf8))
        let harness = Harness([.line("list"), .undecodable(bad), .line("say ok")])
        #expect(harness.session.run() == 1)
        #expect(
            harness.transcript.merged == #"""
                root appeared (initial)
                app[test] root> list
                root did list []
                app[test] root> add \xff\xfe C:\\x
                error: line 2: the text is not UTF-8
                app[test] root> say ok
                root did say ["ok"]

                """#
        )
        #expect(harness.root.handled.map(\.name) == ["list", "say"])
        #expect(harness.root.linesAnnounced == 2, "the refused line is no command for the screen")
    }

    @Test("the top screen hears of every line before the session handles it, even of lines the session answers itself")
    func screenWillHandleEveryLine() {
        let harness = Harness(lines: ["help", "frob", "", "# note", "back", "list"], mode: .script(echo: false))
        _ = harness.session.run()
        #expect(harness.root.linesAnnounced == 4, "blank lines and comments are not lines to handle")
    }

    @Test("a failed command sets the status of a script to 1, but not of an interactive session")
    func failureStatusByMode() {
        let script = Harness(lines: ["frob", "list"], mode: .script(echo: false))
        #expect(script.session.run() == 1)
        let interactive = Harness([.line("frob"), .line("list")], mode: .interactive)
        #expect(interactive.session.run() == 0)
        #expect(interactive.transcript.merged.contains("error: unknown command \"frob\""))
    }

    // MARK: Help

    @Test("help lists the screen's commands, then the global ones")
    func help() {
        let harness = Harness(lines: ["help"], mode: .script(echo: false))
        _ = harness.session.run()
        #expect(
            harness.transcript.output == """
                root appeared (initial)
                Commands:
                  list              show the rows (also: ls)
                  add NAME [KIND]   add a row
                  find [PREDICATE]  filter the rows
                  select N          open row N
                  say [WORDS...]    say the words
                  N                 same as select N
                Everywhere:
                  help [COMMAND]    list the commands, or describe one
                  back              go back to the previous screen
                  home              go back to the first screen
                  quit              leave (also: exit)

                """
        )
    }

    @Test("help COMMAND describes one command, screen or global; an unknown one is an error")
    func helpCommand() {
        let harness = Harness(lines: ["help add", "help EXIT", "help frob"], mode: .script(echo: false))
        #expect(harness.session.run() == 1)
        #expect(
            harness.transcript.merged == """
                root appeared (initial)
                add NAME [KIND]
                  add a row
                  Quote names with spaces.
                quit
                  leave
                  also: exit
                error: unknown command "frob"; type help for the list

                """
        )
    }

    // MARK: Navigation

    @Test("back pops, home pops to the first screen, and back on the first screen is an error")
    func navigation() {
        let harness = Harness(
            lines: ["back", "select 1", "select 2", "home", "select 1", "back"],
            mode: .script(echo: false)
        )
        let child = TestScreen(title: "child", console: harness.console)
        let grandchild = TestScreen(title: "grandchild", console: harness.console)
        harness.pushOnSelect(child)
        child.actions["select"] = { [stack = harness.stack] _ in stack.push(grandchild) }
        #expect(harness.session.run() == 1)
        #expect(harness.transcript.errors == "error: already on the first screen\n")
        #expect(harness.root.appearances == [.initial, .revealed, .revealed])
        #expect(child.appearances == [.pushed, .pushed])
        #expect(grandchild.appearances == [.pushed])
        #expect(harness.stack.depth == 1)
    }

    @Test("quit and exit end the session; later lines are not read")
    func quit() {
        for word in ["quit", "EXIT"] {
            let harness = Harness(lines: [word, "list"], mode: .script(echo: false))
            #expect(harness.session.run() == 0)
            #expect(harness.root.handled.isEmpty)
            #expect(harness.reader.prompts.count == 1)
        }
    }

    @Test("the prompt follows a screen whose title changes")
    func changingTitle() {
        let harness = Harness(lines: ["say a", "say b"], mode: .interactive)
        harness.root.actions["say"] = { [root = harness.root] _ in root.title = "renamed" }
        _ = harness.session.run()
        #expect(harness.reader.prompts == ["app[test] root> ", "app[test] renamed> ", "app[test] renamed> "])
    }

    // MARK: Parsing

    @Test(
        "wrong arguments and unbalanced quotes are one-line errors naming the problem",
        arguments: [
            ("add", "missing argument NAME; usage: add NAME [KIND]"),
            ("add a b c", #"unexpected argument "c"; usage: add NAME [KIND]"#),
            ("list x", #"unexpected argument "x"; usage: list"#),
            ("back now", #"unexpected argument "now"; usage: back"#),
            (#"add "Mr. Mime"#, #"unbalanced " at column 5"#),
            (#""frob"#, #"unbalanced " at column 1"#),
            ("frob", #"unknown command "frob"; type help for the list"#),
        ]
    )
    func parseErrors(line: String, message: String) {
        let harness = Harness(lines: [line, "list"], mode: .script(echo: false))
        #expect(harness.session.run() == 1)
        #expect(harness.transcript.errors == "error: \(message)\n")
        #expect(harness.root.handled.map(\.name) == ["list"])
    }

    @Test("commands arrive under their canonical name with unquoted arguments")
    func parsedCommands() {
        let harness = Harness(
            lines: ["LS", #"add "Mr. Mime" 'water type'"#, "3", #"find name == "pi"#, "find", "say"],
            mode: .script(echo: false)
        )
        #expect(harness.session.run() == 0)
        let handled = harness.root.handled
        #expect(handled.map(\.name) == ["list", "add", "select", "find", "find", "say"])
        #expect(handled[1].arguments == ["Mr. Mime", "water type"])
        #expect(handled[2].arguments == ["3"])
        #expect(handled[3].arguments == [])
        #expect(handled[3].text == #"name == "pi"#)
        #expect(handled[3].textColumn == 6)
        #expect(handled[4].text == "")
        #expect(handled[5].arguments == [])
    }

    @Test("a screen's thrown error is written as error: <description>")
    func thrownErrors() {
        struct Odd: Error, CustomStringConvertible {
            var description: String { "odd problem" }
        }
        let harness = Harness(lines: ["list", "say"], mode: .script(echo: false))
        harness.root.actions["list"] = { _ in throw CommandFailure("there is no row 9") }
        harness.root.actions["say"] = { _ in throw Odd() }
        #expect(harness.session.run() == 1)
        #expect(harness.transcript.errors == "error: there is no row 9\nerror: odd problem\n")
    }

    @Test("the hook runs before each command line, its output first; not for blank lines or comments")
    func willHandleLine() {
        let harness = Harness(lines: ["list", "", "  # note", "frob", "quit"], mode: .script(echo: false))
        var calls = 0
        harness.session.willHandleLine = { [console = harness.console] in
            calls += 1
            console.writeLine("pulled changes")
        }
        _ = harness.session.run()
        #expect(calls == 3)
        #expect(
            harness.transcript.merged
                == "root appeared (initial)\npulled changes\nroot did list []\npulled changes\n"
                + "error: unknown command \"frob\"; type help for the list\npulled changes\n"
        )
    }

    // MARK: Completion

    @Test("Tab completes the top screen's commands, the global ones and help's argument")
    func completion() {
        let harness = Harness(lines: [])
        let completer = harness.session.completer
        #expect(completer.complete(line: "h", cursor: 1).candidates == ["help", "home"])
        #expect(completer.complete(line: "help se", cursor: 7).candidates == ["select"])
        #expect(completer.complete(line: "e", cursor: 1).action == .replace(0..<1, with: "exit "))
        _ = harness.session.run()
        #expect(harness.reader.lastCompleter?.complete(line: "h", cursor: 1).candidates == ["help", "home"])
    }

    @Test("a reader that never calls the completer is given the disabled one, not the screen's")
    func noCompletionForScripts() {
        let harness = Harness(lines: ["list"])
        harness.reader.servesCompletion = false
        _ = harness.session.run()
        #expect(harness.reader.lastCompleter?.complete(line: "h", cursor: 1).candidates == [])
    }
}
