import Testing

@testable import pokedesk_repl

// MARK: - Exercise 7: a change in MVC

/// Runs `expected.txt` in the MVC app: `copy NAME` in the editor, with a race and without,
/// refused with an empty name, undone and redone.
@Suite("Exercise 7: copy in the editor, MVC")
struct Exercise07Check {
    @Test("copy NAME adds a pokemon of the editor's race and shows the editor again (MVC)")
    func copyInMVC() throws {
        try ExerciseCheck.expectSession("07-copy-mvc", in: .mvc)
    }
}
