import TerminalKit
import Testing

// MARK: - Commands the app adds to every screen

@Suite("Session commands")
struct SessionCommandTests {
    private final class Switch {
        var isOn = false
        var handled: [String] = []
    }

    private static func session(_ lines: [String], _ state: Switch) -> (TerminalSession, TranscriptSink) {
        let (console, transcript) = Console.inMemory()
        let root = TestScreen(title: "root", console: console)
        let stack = NavigationStack(root: root)
        root.navigator = stack
        let command = SessionCommand(
            CommandSpec(
                "light",
                arguments: [.optional("on|off", candidates: .choices(["on", "off"]))],
                summary: "switch the light"
            )
        ) { command in
            guard let value = command.argument(0) else { return console.writeLine(state.isOn ? "on" : "off") }
            guard value == "on" || value == "off" else { throw CommandFailure("on or off, not \(value)") }
            state.isOn = value == "on"
        }
        let session = TerminalSession(
            configuration: SessionConfiguration(appName: "app", architecture: "test", mode: .script(echo: true)),
            reader: ScriptedReader(lines.map(LineInput.line)),
            console: console,
            navigation: stack,
            sessionCommands: [command]
        )
        session.didHandleLine = { state.handled.append($0) }
        return (session, transcript)
    }

    @Test("the session runs it on any screen, the top screen never sees it, and its error is one line")
    func runs() {
        let state = Switch()
        let (session, transcript) = Self.session(["light on", "light", "light dim", "list", "", "# note"], state)
        #expect(session.run() == 1)
        #expect(state.isOn)
        #expect(
            transcript.merged == """
                root appeared (initial)
                app[test] root> light on
                app[test] root> light
                on
                app[test] root> light dim
                error: on or off, not dim
                app[test] root> list
                root did list []
                app[test] root>
                app[test] root> # note

                """
        )
        // Called after every command line, with the line; not for blank lines or comments.
        #expect(state.handled == ["light on", "light", "light dim", "list"])
    }

    @Test("help lists it with the global commands and describes it; Tab completes it and its values")
    func helpAndCompletion() {
        let state = Switch()
        let (session, transcript) = Self.session(["help", "help light"], state)
        _ = session.run()
        #expect(transcript.merged.contains("Everywhere:"))
        let everywhere = transcript.merged.components(separatedBy: "Everywhere:\n").last ?? ""
        let overview = everywhere.components(separatedBy: "app[test]").first ?? ""
        #expect(
            overview.split(separator: "\n").last?.split(separator: " ") == [
                "light", "[on|off]", "switch", "the", "light",
            ]
        )
        #expect(transcript.merged.contains("app[test] root> help light\nlight [on|off]\n  switch the light\n"))
        #expect(session.completer.complete(line: "li", cursor: 2).candidates == ["list", "light"])
        #expect(session.completer.complete(line: "light o", cursor: 7).candidates == ["on", "off"])
        #expect(session.completer.complete(line: "help lig", cursor: 8).action == .replace(5..<8, with: "light "))
    }
}
