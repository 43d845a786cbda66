import TerminalKit
import Testing

@testable import pokedesk_repl

// MARK: - Exercise 5: paging commands from the terminal kit

/// Checks the kit's pager (`first()`, `last()`), then runs `expected.txt` in the MVC app: `first`
/// and `last` on the pokemons and on the races of a type.
@Suite("Exercise 5: first and last pages")
struct Exercise05Check {
    @Test("the pager jumps to the first and the last page, also of an empty list")
    func pager() {
        var pager = Pager(rowCount: 41)
        pager.last()
        #expect(pager.page == 3)
        #expect(pager.rowNumbers == 41...41)
        pager.first()
        #expect(pager.page == 1)
        var empty = Pager(rowCount: 0)
        empty.last()
        #expect(empty.page == 1)
    }

    @Test("first and last on the pokemons and on the races, with their help (MVC)")
    func session() throws {
        try ExerciseCheck.expectSession("05-first-last", in: .mvc)
    }
}
