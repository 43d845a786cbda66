import Testing

@testable import pokedesk_repl

// MARK: - Exercise 6: a screen of its own

/// Runs `expected.txt` in the MVC app: `stats` pushes a screen titled `stats` that counts the
/// pokemons of each type as it appears and on `list`, has help of its own, and goes `back`.
@Suite("Exercise 6: a stats screen")
struct Exercise06Check {
    @Test("stats opens a screen of pokemons by type, with its own commands (MVC)")
    func statsScreen() throws {
        try ExerciseCheck.expectSession("06-stats-screen", in: .mvc)
    }
}
