import Foundation
import TerminalTesting
import Testing

/// Drives the demo REPL in a real terminal (tmux, 100×30): what only a terminal can show.
@Suite(
    "Demo REPL in a terminal",
    .serialized,
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed, so there is no terminal to drive")
)
struct DemoTerminalTests {
    static let prompt = "kitdemo[demo] basket>"

    /// Starts the demo with its history in `historyPath`; the pane shows `EXIT=<status>` when it ends.
    func startDemo(historyPath: String) throws -> TmuxTerminal {
        let demo = try #require(DemoExecutable.path(), "\(DemoExecutable.name) must be built beside the tests")
        let terminal = try TmuxTerminal(
            // `timeout` ends the demo even if a test dies before killing its tmux server.
            command: "timeout --foreground 120 \(TmuxTerminal.shellQuoted(demo)); echo EXIT=$?; exec sleep 120",
            environment: [
                "EDITRC": "/dev/null",
                "KITDEMO_HISTORY": historyPath,
                "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8",
            ]
        )
        try terminal.waitForLine(Self.prompt)
        return terminal
    }

    func withHistoryDirectory(_ body: (String) throws -> Void) throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try body(directory)
    }

    // MARK: Tests

    @Test("Tab completes command words and arguments, lists ambiguous ones and quotes names with spaces")
    func tabCompletion() throws {
        try withHistoryDirectory { directory in
            let terminal = try startDemo(historyPath: directory + "/history")
            try terminal.type("ad")
            try terminal.press("Tab")
            try terminal.type("ba")
            try terminal.press("Tab")
            try terminal.waitForLine("\(Self.prompt) add Banana")
            try terminal.press("Enter")
            try terminal.waitForLine("added Banana")

            try terminal.type("add bl")
            try terminal.press("Tab")
            try terminal.waitForLine("Blackberry  Blueberry")

            try terminal.press("C-u")
            try terminal.type(#"add "Pa"#)
            try terminal.press("Tab")
            try terminal.waitForLine(#"\#(Self.prompt) add "Passion fruit""#)
            try terminal.press("Enter")
            try terminal.waitForLine("added Passion fruit")
        }
    }

    @Test("Ctrl-C drops a half-typed line and gives a fresh prompt; the line is not run")
    func controlC() throws {
        try withHistoryDirectory { directory in
            let terminal = try startDemo(historyPath: directory + "/history")
            try terminal.type("say half")
            try terminal.waitForLine("\(Self.prompt) say half")
            try terminal.press("C-c")
            try terminal.waitForLine(Self.prompt)
            try terminal.type("say done")
            try terminal.press("Enter")
            let lines = try terminal.waitForLine("done")
            #expect(!lines.contains("half"))
            #expect(lines.filter { $0.hasPrefix(Self.prompt) }.count == 3)
        }
    }

    @Test("Ctrl-R finds an earlier line in history")
    func controlR() throws {
        try withHistoryDirectory { directory in
            let terminal = try startDemo(historyPath: directory + "/history")
            try terminal.type("say alpha")
            try terminal.press("Enter")
            try terminal.waitForLine("alpha")
            try terminal.type("say beta")
            try terminal.press("Enter")
            try terminal.waitForLine("beta")
            try terminal.press("C-r")
            try terminal.type("alp")
            try terminal.waitUntil("the search to find say alpha") { lines in
                lines.filter { $0 == "\(Self.prompt) say alpha" }.count == 2
            }
            try terminal.press("Enter")
            try terminal.waitForLine("alpha", count: 2)
        }
    }

    @Test("history survives a restart, in a file of mode 0600")
    func historyAfterRestart() throws {
        try withHistoryDirectory { directory in
            let path = directory + "/state/history"
            do {
                let first = try startDemo(historyPath: path)
                try first.type("say remembered")
                try first.press("Enter")
                try first.waitForLine("remembered")
                try first.press("C-d")
                try first.waitForLine("EXIT=0")
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "say remembered\n")
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)

            let second = try startDemo(historyPath: path)
            try second.press("Up")
            try second.waitForLine("\(Self.prompt) say remembered")
            try second.press("Enter")
            try second.waitForLine("remembered")
        }
    }

    @Test("UTF-8 input comes back intact")
    func utf8() throws {
        try withHistoryDirectory { directory in
            let terminal = try startDemo(historyPath: directory + "/history")
            try terminal.type("say héllo ✓ ピカチュウ")
            try terminal.press("Enter")
            try terminal.waitForLine("héllo ✓ ピカチュウ")
        }
    }

    @Test("Ctrl-D on an empty line ends with status 0, even after a failed command (that is for scripts)")
    func controlD() throws {
        try withHistoryDirectory { directory in
            let clean = try startDemo(historyPath: directory + "/history")
            try clean.press("C-d")
            try clean.waitForLine("EXIT=0")

            let failed = try startDemo(historyPath: directory + "/history")
            try failed.type("fail")
            try failed.press("Enter")
            try failed.waitForLine("error: this command always fails")
            try failed.press("C-d")
            try failed.waitForLine("EXIT=0")
        }
    }

    @Test("a history file that cannot be used gives one warning; the session goes on and succeeds")
    func unusableHistory() throws {
        try withHistoryDirectory { directory in
            try #require(FileManager.default.createFile(atPath: directory + "/blocker", contents: Data()))
            let path = directory + "/blocker/history"
            let terminal = try startDemo(historyPath: path)
            try terminal.type("say still here")
            try terminal.press("Enter")
            let lines = try terminal.waitForLine("still here")
            // The warning is longer than the 100 columns and wraps: read the screen as one text.
            #expect(lines.filter { $0.hasPrefix("warning: ") }.count == 1)
            #expect(
                lines.joined().contains(
                    "warning: cannot read history file \(path): Not a directory; history is kept for this session only"
                )
            )
            try terminal.press("C-d")
            try terminal.waitForLine("EXIT=0")
        }
    }
}
