import Testing

@testable import pokedesk_repl

// MARK: - Exercise 4: a command on the pokemons screen

/// Runs `expected.txt` in the MVC app: `help count`, then `count` on an empty pokedesk, on a
/// full one, under two filters, and after a delete.
@Suite("Exercise 4: count on the pokemons screen")
struct Exercise04Check {
    @Test("count writes the number of pokemons the list shows, in the footer's words (MVC)")
    func count() throws {
        try ExerciseCheck.expectSession("04-count", in: .mvc)
    }
}
