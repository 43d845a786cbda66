import Testing

@testable import pokedesk_repl

// MARK: - Exercise 11: the same change in TEA

/// Runs exercise 7's session (`Exercises/07-copy-mvc/expected.txt`) in the TEA app: the
/// architectures must agree byte for byte, so one session checks all five.
@Suite("Exercise 11: copy in the editor, TEA")
struct Exercise11Check {
    @Test("copy NAME adds a pokemon of the editor's race and shows the editor again (TEA)")
    func copyInTEA() throws {
        try ExerciseCheck.expectSession("07-copy-mvc", in: .tea)
    }
}
