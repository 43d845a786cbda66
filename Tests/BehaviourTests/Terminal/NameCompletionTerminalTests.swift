import Foundation
import TerminalTesting
import Testing

@testable import pokedesk_repl

// MARK: - Tab completing names in a real terminal

/// Pokemon, race and type names wherever a command takes one, and the value after a name's key
/// path in `find`, typed and completed with Tab in each architecture as a person would.
@Suite(
    "Name completion in a real terminal",
    .serialized,
    .enabled(if: TmuxTerminal.isAvailable, "tmux is not installed (make deps installs it)")
)
struct NameCompletionTerminalTests {
    @Test("Tab completes pokemon, type and race names, and names in a predicate", arguments: Architecture.allCases)
    func names(architecture: Architecture) throws {
        let directory = try ScratchDirectory()
        let app = try PokedeskTerminal(architecture, in: directory.path)
        try app.enter("add Bulby 1", expecting: #"added "Bulby", Bulbasaur (#1)"#)
        try app.enter(#"add "Fofo Two" 25"#, expecting: #"added "Fofo Two", Pikachu (#25)"#)

        // A pokemon's name, quoted because it holds a space.
        try complete(app, "rename 2 Fo", to: #"rename 2 "Fofo Two""#)
        try app.press("C-c")
        try complete(app, "edit B", to: "edit Bulby")
        try app.press("Enter")
        try app.waitForOutput(of: "\(app.prompt()) edit Bulby", "Name   Bulby", then: app.prompt("pokemons/Bulby"))
        try app.type("back")
        try app.press("Enter")
        try app.waitUntil("the list's prompt after back") { lines in
            PokedeskTerminal.after("\(app.prompt("pokemons/Bulby")) back", in: lines)?.first == app.prompt()
        }

        // The value after a name's key path, quoted as a predicate's strings are.
        try complete(app, #"find name BEGINSWITH "Bul"#, to: #"find name BEGINSWITH "Bulby""#)
        try app.press("Enter")
        try app.waitForOutput(
            of: #"\#(app.prompt()) find name BEGINSWITH "Bulby""#,
            #"1 pokemon matches: name BEGINSWITH "Bulby""#,
            then: app.prompt()
        )
        try complete(app, #"find ANY race.types.name ==[c] "el"#, to: #"find ANY race.types.name ==[c] "Electric""#)
        try app.press("Enter")
        // The prompt, not only the result, before typing on: keys sent before pokedesk reads the
        // line again are echoed by the terminal ahead of the prompt.
        try app.waitForOutput(
            of: #"\#(app.prompt()) find ANY race.types.name ==[c] "Electric""#,
            #"1 pokemon matches: ANY race.types.name ==[c] "Electric""#,
            then: app.prompt()
        )

        // A type's name on Types, alone or after select; then a race's name after find.
        try app.enter("types", expecting: "18 types · see the races of one with N or select N", then: "pokemons/types")
        try complete(app, "Gro", on: "pokemons/types", to: "Ground")
        try app.press("Enter")
        try app.waitForOutput(
            of: "\(app.prompt("pokemons/types")) Ground",
            "67 races · page 1 of 4 (next, prev, page N)",
            then: app.prompt("pokemons/types/Ground")
        )
        try complete(app, "find garch", on: "pokemons/types/Ground", to: "find Garchomp")
        try app.press("Enter")
        let races = try app.waitForOutput(
            of: "\(app.prompt("pokemons/types/Ground")) find Garchomp",
            #"1 race with "Garchomp" in the name"#,
            then: app.prompt("pokemons/types/Ground")
        )
        #expect(races.contains { $0.contains("Garchomp") && $0.contains("445") })
        #expect(!(try app.tmux.lines()).contains { $0.hasPrefix("error:") }, "no completed line was refused")
    }

    /// Types `typed` on the screen `path`, presses Tab, and waits for the line to read `completed`.
    private func complete(
        _ app: PokedeskTerminal,
        _ typed: String,
        on path: String = "pokemons",
        to completed: String
    )
        throws
    {
        try app.type(typed)
        try app.waitForLine("\(app.prompt(path)) \(typed)")
        try app.press("Tab")
        try app.waitForLine("\(app.prompt(path)) \(completed)")
    }
}
