import Foundation
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - Two real processes on one store (B-43)

/// A person at a terminal (pokedesk in tmux) and another pokedesk process — the built binary, run
/// with a script — changing the same store file in between the person's commands: a row number
/// acts only on the pokemon the person saw, and the editor shows the other's change.
@Suite(
    "Two processes on one store",
    .serialized,
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed (make deps installs it)")
)
struct TwoProcessesTerminalTests {
    @Test(
        "a row number acts on the pokemon seen, whatever the other process did to the rows",
        arguments: Architecture.allCases
    )
    func rowsSeen(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.enter("add Abra", expecting: #"added "Abra", no race"#)
        try app.enter("add Char 6", expecting: #"added "Char", Charizard (#6)"#)
        try app.enter("add Pika 25", expecting: #"added "Pika", Pikachu (#25)"#)
        try app.enter("list", expecting: "3 pokemons")

        // Another process adds a pokemon above row 1: `delete 1` deletes Abra, the row 1 seen.
        try other(architecture, directory, "add Aaron")
        var screen = try app.enter("delete 1", expecting: #"deleted "Abra""#)
        #expect(screen.contains("inserted at 1") && !screen.contains(#"deleted "Aaron""#))

        // It renames the pokemon of row 3 (Pika): `rename 3` is refused, then works once seen.
        try other(architecture, directory, "rename 3 Zed")
        screen = try app.enter(
            "rename 3 Bolt",
            expecting: #"error: "Pika" was changed by another process; showing its current state, try again"#
        )
        try app.waitForLine("3  Zed    Pikachu      25  Electric")
        try app.enter("rename 3 Bolt", expecting: #"renamed "Zed" to "Bolt""#)

        // It changes the race of row 2 (Bolt, now): the race change typed against the old one is refused.
        try other(architecture, directory, "change race 2 raichu")
        try app.enter(
            "change race 2 charmander",
            expecting: #"error: "Bolt" was changed by another process; showing its current state, try again"#
        )
        try app.enter("change race 2 charmander", expecting: #""Bolt" is now Charmander (#4)"#)

        // It deletes row 1 (Aaron): `rename 1` says so, and renames nothing — not the next row.
        try other(architecture, directory, "delete 1")
        try app.enter("rename 1 Abe", expecting: #"error: "Aaron" no longer exists"#)
        screen = try app.enter("list", expecting: "2 pokemons")
        // Under load the typed `list` line can be caught mid-redraw, and the lines returned then
        // start at an earlier `list`: only what follows the typed rename is its outcome.
        let afterRename = screen.lastIndex { $0.hasSuffix("> rename 1 Abe") }.map { screen[($0 + 1)...] } ?? screen[...]
        #expect(!afterRename.contains { $0.contains("Abe") }, "the screen after list: \(screen)")
        #expect(try !other(architecture, directory, "list").contains("Abe"))

        // A rename reported on a line that showed no page (`moved 1→2`) is not seen: `rename 2`
        // is refused, naming the pokemon as last seen.
        try other(architecture, directory, "rename 1 Volt")
        try app.enter("help quit", expecting: "  also: exit")
        try app.enter(
            "rename 2 Abe",
            expecting: #"error: "Bolt" was changed by another process; showing its current state, try again"#
        )
        #expect(try other(architecture, directory, "list").contains("2  Volt  Charmander     4  Fire"))
    }

    @Test("the editor shows the other process's change on its next command", arguments: Architecture.allCases)
    func editorFollows(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.enter("add Pika 25", expecting: #"added "Pika", Pikachu (#25)"#)
        try app.enter("edit 1", expecting: "Name   Pika", then: "pokemons/Pika")

        try other(architecture, directory, "rename 1 Sparky", "change race 1 raichu")
        try app.enter("show", on: "pokemons/Pika", expecting: "Name   Sparky", then: "pokemons/Sparky")
        try app.waitForLine("Race   Raichu")
        let races = try app.enter(
            "race",
            on: "pokemons/Sparky",
            expecting: "898 races · page 31 of 45 (next, prev, page N) · choose one with N or select N",
            then: "pokemons/Sparky/race"
        )
        #expect(races.contains { $0.hasPrefix("✓") && $0.contains("Raichu") })
        #expect(!races.contains { $0.hasPrefix("✓") && $0.contains("Pikachu") })
        try app.enter("back", on: "pokemons/Sparky/race", expecting: "Name   Sparky", then: "pokemons/Sparky")

        try other(architecture, directory, "rename 1 Zap")
        try app.enter(
            "name Bolt",
            on: "pokemons/Sparky",
            expecting: #"error: "Sparky" was changed by another process; showing its current state, try again"#,
            then: "pokemons/Zap"
        )
        try other(architecture, directory, "delete 1")
        try app.enter("show", on: "pokemons/Zap", expecting: #"error: "Zap" no longer exists"#, then: "pokemons")
    }

    /// Runs `lines` as a script in another pokedesk process on the app's store; its output.
    @discardableResult
    private func other(_ architecture: Architecture, _ directory: ScratchDirectory, _ lines: String...) throws -> String
    {
        let binary = try #require(BinaryTranscriptTests.binary)
        let script = directory.path + "/other.txt"
        let output = directory.path + "/other.out"
        try (lines.joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let quoted = TmuxTerminal.shellQuoted
        let command =
            "exec \(quoted(binary.path)) --arch \(architecture.rawValue) --store \(quoted(directory.path + "/pokedesk.sqlite"))"
            + " < \(quoted(script))"
        let status = try ChildProcess.run(
            ["/bin/sh", "-c", command],
            environment: ["NO_COLOR": "1"],
            outputPath: output
        )
        let text = try String(contentsOfFile: output, encoding: .utf8)
        try #require(status == 0, "the other process failed: \(text)")
        return text
    }
}
