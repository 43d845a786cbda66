import Foundation
import ManagedGraph
import PokedeskData
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - Line editing in a real terminal

/// What a person typing into pokedesk on a terminal relies on, in each architecture: Tab
/// completion, Ctrl-C and Ctrl-D, text beyond ASCII, and history kept across runs. Each test
/// starts the built binary in tmux on a fresh store and types as a person would.
@Suite(
    "Line editing in a real terminal",
    .serialized,
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed (make deps installs it)")
)
struct LineEditingTerminalTests {
    @Test("Tab completes a command name, and a race name after race", arguments: Architecture.allCases)
    func tabCompletion(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.enter("add Pika", expecting: #"added "Pika", no race"#)

        // `ed` is the start of one command only, `edit`; the space after it lets typing go on.
        try app.type("ed")
        try app.press("Tab")
        try app.waitForLine("\(app.prompt()) edit")
        try app.type("1")
        try app.waitForLine("\(app.prompt()) edit 1")
        try app.press("Enter")
        try app.waitForOutput(of: "\(app.prompt()) edit 1", "Name   Pika", then: app.prompt("pokemons/Pika"))

        // Race names come from the store, matched without regard to case or accents.
        let editor = app.prompt("pokemons/Pika")
        for (typed, race, code) in [("flabe", "Flabébé", 669), ("pika", "Pikachu", 25)] {
            try app.type("race \(typed)")
            try app.press("Tab")
            try app.waitForLine("\(editor) race \(race)")
            try app.press("Enter")
            try app.waitForOutput(of: "\(editor) race \(race)", #""Pika" is now \#(race) (#\#(code))"#, then: editor)
        }
    }

    @Test("Ctrl-C drops a half-typed line and gives a fresh prompt; pokedesk goes on", arguments: Architecture.allCases)
    func controlC(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.type("add Half")
        try app.waitForLine("\(app.prompt()) add Half")
        try app.press("C-c")
        try app.waitUntil("an empty prompt below the dropped line") { lines in
            PokedeskTerminal.after("\(app.prompt()) add Half", in: lines)?.first == app.prompt()
        }

        // The dropped line was not run: the pokedesk is still empty.
        let screen = try app.enter("list", expecting: "The pokedesk is empty. Add a pokemon with: add NAME [RACE]")
        #expect(!screen.contains { $0.hasPrefix("error: ") || $0.contains("Half") })
        try app.press("C-d")
        #expect(try app.waitForExit() == 0)
        // Nor was it recorded: history holds the lines entered only.
        let history = try String(contentsOfFile: app.stateHome + "/pokedesk/history", encoding: .utf8)
        #expect(history == "list\n")
    }

    @Test(
        "names beyond ASCII are stored and shown as typed, the table's columns lined up on the terminal",
        arguments: Architecture.allCases
    )
    func nonASCIINames(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path, environment: ["LANG": "C.UTF-8"])
        try app.enter(#"add "ピカ" 25"#, expecting: #"added "ピカ", Pikachu (#25)"#)
        try app.enter("add Flabébé 669", expecting: #"added "Flabébé", Flabébé (#669)"#)
        try app.enter("add Pika 25", expecting: #"added "Pika", Pikachu (#25)"#)
        let screen = try app.enter("list", expecting: "3 pokemons")

        let table = Array(screen.drop { !$0.hasPrefix("#") }.prefix { $0 != "3 pokemons" })
        try #require(table.count == 4, "a header and three rows: \(screen)")
        let rows = table.dropFirst().map(Self.cells)
        #expect(rows.map(\.first) == ["1", "2", "3"])
        #expect(
            Set(rows.map { $0.dropFirst().joined(separator: "|") })
                == ["ピカ|Pikachu|25|Electric", "Flabébé|Flabébé|669|Fairy", "Pika|Pikachu|25|Electric"]
        )
        // Each column starts (left-aligned) or ends (right-aligned: `#` and Code) in the same
        // terminal column in every row as in the header, wide characters taking two columns.
        let header = try Self.columnSpans(table[0])
        #expect(table[0].split(separator: " ") == ["#", "Name", "Race", "Code", "Types"])
        for row in table.dropFirst() {
            let spans = try Self.columnSpans(row)
            try #require(spans.count == header.count, "\(row)")
            #expect(spans[0].upperBound == header[0].upperBound, "# in \(row)")
            #expect(spans[1].lowerBound == header[1].lowerBound, "Name in \(row)")
            #expect(spans[2].lowerBound == header[2].lowerBound, "Race in \(row)")
            #expect(spans[3].upperBound == header[3].upperBound, "Code in \(row)")
            #expect(spans[4].lowerBound == header[4].lowerBound, "Types in \(row)")
        }
        try app.press("C-d")
        #expect(try app.waitForExit() == 0)

        let context = try PokedeskContainer(location: .file(app.storePath)).viewContext
        let stored = try context.fetch(FetchRequest(entityName: "Pokemon")).map { pokemon in
            let race = pokemon.value(forKey: "race") as? ManagedObject
            return "\(pokemon.value(forKey: "name") as? String ?? "?") \(race?.value(forKey: "code") as? Int ?? 0)"
        }
        #expect(Set(stored) == ["ピカ 25", "Flabébé 669", "Pika 25"])
    }

    @Test(
        "with no locale set (the C locale), text beyond ASCII still reaches pokedesk",
        arguments: Architecture.allCases
    )
    func nonASCIIWithoutLocale(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        // Empty is unset for the C library; the terminal around it still speaks UTF-8.
        let app = try PokedeskTerminal(
            architecture,
            in: directory.path,
            environment: ["LANG": "", "LC_ALL": "", "LC_CTYPE": ""]
        )
        try app.enter(#"add "ピカ" 25"#, expecting: #"added "ピカ", Pikachu (#25)"#)
        try app.enter("add Flabébé", expecting: #"added "Flabébé", no race"#)
    }

    @Test(
        "Ctrl-D deletes the character under the cursor; on an empty line it ends pokedesk with status 0, even after a failed command, leaving no ^D",
        arguments: Architecture.allCases
    )
    func controlD(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.type("xfrob")
        try app.waitForLine("\(app.prompt()) xfrob")
        try app.press("C-a")
        try app.press("C-d")
        try app.waitForLine("\(app.prompt()) frob")
        try app.press("Enter")
        // A script that met an error ends with 1; a person at a terminal saw it, and ends with 0.
        try app.waitForOutput(
            of: "\(app.prompt()) frob",
            #"error: unknown command "frob"; type help for the list"#,
            then: app.prompt()
        )
        try app.press("C-d")
        #expect(try app.waitForExit() == 0)
        // The last prompt stays as it was, with nothing after it: libedit's own Ctrl-D wrote ^D.
        let screen = try app.tmux.lines()
        #expect(!screen.contains { $0.contains("^D") }, "\(screen)")
        #expect(screen.last { $0.hasPrefix(app.prompt()) } == app.prompt())
    }

    @Test(
        "a line typed in one run comes back with Up in the next, from $XDG_STATE_HOME/pokedesk/history (mode 0600)",
        arguments: Architecture.allCases
    )
    func historyAfterRestart(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let history: String
        do {
            let first = try PokedeskTerminal(architecture, in: directory.path)
            history = first.stateHome + "/pokedesk/history"
            try first.enter("add Pika 25", expecting: #"added "Pika", Pikachu (#25)"#)
            try first.enter("sort code", expecting: "1 pokemon")
            try first.press("C-d")
            #expect(try first.waitForExit() == 0)
        }
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "add Pika 25\nsort code\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: history)
        #expect(attributes[.posixPermissions] as? Int == 0o600, "history may hold private text")
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path + "/state/pokedesk")
        #expect(folder[.posixPermissions] as? Int == 0o700)

        let second = try PokedeskTerminal(architecture, in: directory.path)
        try second.press("Up")
        try second.waitForLine("\(second.prompt()) sort code")
        try second.press("Up")
        try second.waitForLine("\(second.prompt()) add Pika 25")
        try second.press("Enter")
        try second.waitForOutput(
            of: "\(second.prompt()) add Pika 25",
            #"added "Pika", Pikachu (#25)"#,
            then: second.prompt()
        )
    }

    // MARK: Reading a table off the screen

    /// A table row's cells: the text between runs of two or more spaces (no cell here has two
    /// spaces in a row).
    private static func cells(_ row: String) -> [String] {
        row.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The terminal columns each cell of a row takes, from the row's first column (0).
    private static func columnSpans(_ row: String) throws -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var rest = Substring(row)
        var column = 0
        for cell in cells(row) {
            let start = try #require(rest.range(of: cell))
            column += try TerminalColumns.width(of: rest[..<start.lowerBound])
            let width = try TerminalColumns.width(of: cell)
            spans.append(column..<column + width)
            column += width
            rest = rest[start.upperBound...]
        }
        return spans
    }
}
