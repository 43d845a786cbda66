import Foundation
import TerminalKit
import Testing

@Suite("History")
struct HistoryTests {
    static let awkwardEntries = [
        #"add "Mr. Mime" 122"#,
        #"say back\slash \n and \\ double"#,
        "two\nlines",
        "carriage\rreturn",
        "héllo ✓ ピカチュウ",
        #"trailing\"#,
    ]

    // MARK: Format

    @Test("the file format escapes backslashes and line breaks, one entry a line")
    func format() {
        let text = HistoryFileFormat.encode(Self.awkwardEntries)
        #expect(
            text == """
                add "Mr. Mime" 122
                say back\\\\slash \\\\n and \\\\\\\\ double
                two\\nlines
                carriage\\rreturn
                héllo ✓ ピカチュウ
                trailing\\\\

                """
        )
        #expect(HistoryFileFormat.decode(text) == Self.awkwardEntries)
    }

    // MARK: File

    @Test("round trip through a file created with mode 0600, its directories made")
    func roundTrip() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let file = HistoryFile(path: directory + "/state/app/history")
        #expect(try file.load() == [])
        try file.save(Self.awkwardEntries)
        #expect(try file.load() == Self.awkwardEntries)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/state/app") == ["history"])
    }

    @Test("a save replaces the file by renaming a new one over it, never writing in place")
    func atomicWrite() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let file = HistoryFile(path: directory + "/history")
        try file.save(["one"])
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        try file.save(["one", "two"])
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        #expect(before != nil && before != after)
        #expect(try file.load() == ["one", "two"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
    }

    // MARK: Line history

    @Test("keeps at most its capacity, the newest entries, in memory and on file")
    func cap() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/history"
        let history = LineHistory(location: .file(path: path), capacity: 3) { _ in }
        for line in ["a", "b", "c", "d", "e"] { history.add(line) }
        #expect(history.entries == ["c", "d", "e"])
        #expect(try HistoryFile(path: path).load() == ["c", "d", "e"])

        try HistoryFile(path: path).save(["1", "2", "3", "4", "5"])
        let reloaded = LineHistory(location: .file(path: path), capacity: 2) { _ in }
        reloaded.load()
        #expect(reloaded.entries == ["4", "5"])
    }

    @Test("skips blank lines and a repeat of the previous entry")
    func skips() {
        let history = LineHistory(location: .disabled) { _ in }
        for line in ["list", "list", "  ", "add x", "list"] { history.add(line) }
        #expect(history.entries == ["list", "add x", "list"])
    }

    @Test("given a history file that cannot be written, then one warning and the session goes on")
    func unwritable() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        // A regular file where a directory should be: fails even for root.
        try #require(FileManager.default.createFile(atPath: directory + "/blocker", contents: Data()))
        let path = directory + "/blocker/history"
        let (console, transcript) = Console.inMemory()
        let history = LineHistory(location: .file(path: path), warn: console.reportWarning)
        history.add("list")
        history.add("add x")
        #expect(history.entries == ["list", "add x"])
        #expect(
            transcript.errors
                == "warning: cannot write history file \(path): Not a directory; history is kept for this session only\n"
        )
        #expect(!console.hasReportedError)
    }

    @Test("given a history path that cannot be read, then a warning and an empty history")
    func unreadable() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        var warnings: [String] = []
        let history = LineHistory(location: .file(path: directory)) { warnings.append($0) }
        history.load()
        #expect(history.entries.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("cannot read history file \(directory): ") == true)
    }

    // MARK: Location

    @Test(
        "the path comes from the app's variable, then XDG_STATE_HOME, then HOME",
        arguments: [
            (
                ["POKEDESK_HISTORY": "/tmp/h", "XDG_STATE_HOME": "/s", "HOME": "/home/u"],
                HistoryLocation.file(path: "/tmp/h")
            ),
            (["POKEDESK_HISTORY": "", "HOME": "/home/u"], .disabled),
            (["POKEDESK_HISTORY": "/dev/null", "HOME": "/home/u"], .disabled),
            (["XDG_STATE_HOME": "/s", "HOME": "/home/u"], .file(path: "/s/pokedesk/history")),
            (["XDG_STATE_HOME": "relative", "HOME": "/home/u"], .file(path: "/home/u/.local/state/pokedesk/history")),
            (["HOME": "/home/u"], .file(path: "/home/u/.local/state/pokedesk/history")),
            ([:], .disabled),
        ]
    )
    func location(environment: [String: String], expected: HistoryLocation) {
        #expect(HistoryLocation.resolve(appName: "pokedesk", environment: environment) == expected)
    }

    @Test("the variable is named after the app")
    func variableName() {
        #expect(HistoryLocation.variableName(forApp: "pokedesk") == "POKEDESK_HISTORY")
        #expect(HistoryLocation.variableName(forApp: "terminal-kit.demo") == "TERMINAL_KIT_DEMO_HISTORY")
    }
}
