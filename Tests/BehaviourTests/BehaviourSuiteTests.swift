import Foundation
import Testing

@testable import pokedesk_repl

// MARK: - The behaviour suite every architecture passes unchanged

@Suite("Behaviour suite")
struct BehaviourSuiteTests {
    static let transcripts = TranscriptFile.all()
    static let knownIssues = KnownIssues.all()

    @Test("the suite has transcripts, and no known issues")
    func suiteIsComplete() {
        #expect(Self.transcripts.count >= 14)
        #expect(Self.knownIssues.isEmpty, "known issues: \(Self.knownIssues)")
    }

    @Test("every architecture writes every transcript byte for byte", arguments: Architecture.allCases, transcripts)
    func transcript(architecture: Architecture, transcript: TranscriptFile) throws {
        let result = try ScriptRunner(architecture: architecture).run(transcript.input, fixtures: transcript.fixtures)
        if TranscriptRecorder.isRecording && architecture == .mvc {
            try record(result, over: transcript)
            return
        }
        let check = {
            transcript.expectWritten(result.transcript, by: architecture)
            #expect(result.status == transcript.expectedStatus)
        }
        if let reason = Self.knownIssues["\(architecture.rawValue) \(transcript.name)"] {
            withKnownIssue(Comment(rawValue: reason)) { check() }
        } else {
            check()
        }
    }

    private func record(_ result: ScriptRunner.Result, over transcript: TranscriptFile) throws {
        try TranscriptRecorder.record(result, header: transcript.header, to: transcript.sourceURL)
    }
}

// MARK: - Recording

enum TranscriptRecorder {
    /// Whether this run records transcripts (`POKEDESK_RECORD_TRANSCRIPTS=1`) rather than checks them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["POKEDESK_RECORD_TRANSCRIPTS"] == "1" }

    /// Writes what MVC wrote over the source transcript, for review; fails so that recording
    /// can never pass as checking.
    static func record(_ result: ScriptRunner.Result, header: [String], to source: URL) throws {
        let text = header.map { $0 + "\n" }.joined() + result.transcript
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try text.write(to: source, atomically: true, encoding: .utf8)
        Issue.record("recorded \(source.lastPathComponent): review the diff before committing")
    }
}
