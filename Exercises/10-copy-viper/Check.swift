import Testing

@testable import pokedesk_repl

// MARK: - Exercise 10: the same change in VIPER

/// Runs exercise 7's session (`Exercises/07-copy-mvc/expected.txt`) in the VIPER app: the
/// architectures must agree byte for byte, so one session checks all five.
@Suite("Exercise 10: copy in the editor, VIPER")
struct Exercise10Check {
    @Test("copy NAME adds a pokemon of the editor's race and shows the editor again (VIPER)")
    func copyInVIPER() throws {
        try ExerciseCheck.expectSession("07-copy-mvc", in: .viper)
    }
}
