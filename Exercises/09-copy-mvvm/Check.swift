import Testing

@testable import pokedesk_repl

// MARK: - Exercise 9: the same change in MVVM

/// Runs exercise 7's session (`Exercises/07-copy-mvc/expected.txt`) in the MVVM app: the
/// architectures must agree byte for byte, so one session checks all five.
@Suite("Exercise 9: copy in the editor, MVVM")
struct Exercise09Check {
    @Test("copy NAME adds a pokemon of the editor's race and shows the editor again (MVVM)")
    func copyInMVVM() throws {
        try ExerciseCheck.expectSession("07-copy-mvc", in: .mvvm)
    }
}
