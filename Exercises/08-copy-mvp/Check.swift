import Testing

@testable import pokedesk_repl

// MARK: - Exercise 8: the same change in MVP

/// Runs exercise 7's session (`Exercises/07-copy-mvc/expected.txt`) in the MVP app: the
/// architectures must agree byte for byte, so one session checks all five.
@Suite("Exercise 8: copy in the editor, MVP")
struct Exercise08Check {
    @Test("copy NAME adds a pokemon of the editor's race and shows the editor again (MVP)")
    func copyInMVP() throws {
        try ExerciseCheck.expectSession("07-copy-mvc", in: .mvp)
    }
}
