import Foundation
import Testing

@testable import pokedesk_repl

// MARK: - What the exercise checks share

/// Helpers for the checks under `Exercises/`. `make exercise N` copies this file and the check of
/// exercise N into the behaviour tests, runs that check alone and removes both, so that the check
/// of an exercise nobody has solved never runs in `make test`.
enum ExerciseCheck {
    /// The repository's root, found from where this file sits once copied
    /// (`Tests/BehaviourTests/`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs the session an exercise expects (`Exercises/FOLDER/FILE`, written like the behaviour
    /// suite's transcripts, with the MVC prompt) in `architecture` on a fresh in-memory pokedesk.
    /// A difference is recorded as a unified diff: `-` lines are expected, `+` lines are what the
    /// app wrote.
    static func expectSession(
        _ folder: String,
        file: String = "expected.txt",
        in architecture: Architecture,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = "Exercises/\(folder)/\(file)"
        let transcript = try TranscriptFile(url: root.appendingPathComponent(path))
        let result = try ScriptRunner(architecture: architecture).run(transcript.input)
        let expected = transcript.body(for: architecture)
        if result.transcript != expected {
            let diff = UnifiedDiff.text(
                from: expected,
                to: result.transcript,
                fromName: path,
                toName: "pokedesk --arch \(architecture.rawValue)"
            )
            Issue.record(
                Comment(rawValue: "the session is not the one \(path) expects:\n\(diff)"),
                sourceLocation: sourceLocation
            )
        }
        #expect(
            result.status == transcript.expectedStatus,
            "exit status \(result.status), expected \(transcript.expectedStatus)",
            sourceLocation: sourceLocation
        )
    }
}
