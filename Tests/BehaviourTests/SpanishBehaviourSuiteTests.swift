import Foundation
import Localization
import Testing

@testable import pokedesk_repl

// MARK: - The behaviour suite in Spanish

/// Every script of the behaviour suite run with the app in Spanish (`--lang es`), in every
/// architecture: the same bytes as `Transcripts/es/NAME.txt`, and not one English word of the
/// app's left in them. Beside them, scripts written for Spanish alone (Spanish names typed).
@Suite("Behaviour suite in Spanish")
struct SpanishBehaviourSuiteTests {
    static let english = TranscriptFile.all(.english)
    static let spanish = TranscriptFile.allInSpanish()

    @Test("every script has its Spanish transcript, of the same lines")
    func everyScriptInSpanish() throws {
        #expect(Self.english.count >= 14)
        for transcript in Self.english {
            let translated = try #require(
                Self.spanish.first { $0.name == transcript.name },
                "no es/\(transcript.name).txt: record it (POKEDESK_RECORD_TRANSCRIPTS=1)"
            )
            #expect(translated.input == transcript.input, "es/\(transcript.name) runs other lines")
            #expect(translated.header == transcript.header)
        }
    }

    @Test("every architecture writes every Spanish transcript byte for byte", arguments: Architecture.allCases, spanish)
    func transcript(architecture: Architecture, transcript: TranscriptFile) throws {
        // A translation runs its English script's lines (the test above checks they are its own).
        let input = Self.english.first { $0.name == transcript.name }?.input ?? transcript.input
        let result = try Language.$current.withValue(.spanish) {
            try ScriptRunner(architecture: architecture).run(input, fixtures: transcript.fixtures)
        }
        if TranscriptRecorder.isRecording && architecture == .mvc {
            try TranscriptRecorder.record(result, header: transcript.header, to: transcript.sourceURL)
            return
        }
        transcript.expectWritten(result.transcript, by: architecture)
        #expect(result.status == transcript.expectedStatus)
    }

    @Test("no word of the app's English is left in a Spanish transcript", arguments: spanish)
    func noEnglishLeft(transcript: TranscriptFile) {
        let found = EnglishLeftovers.standard.find(in: transcript)
        #expect(found.isEmpty, "English in es/\(transcript.name): \(found.joined(separator: "; "))")
    }

    @Test("no English either in the session of an older pokedesk upgraded in Spanish")
    func olderStoreInSpanish() throws {
        let transcript = try OlderStoreTests.transcript("es/version-2", language: .spanish)
        let found = EnglishLeftovers.standard.find(in: transcript)
        #expect(found.isEmpty, "English in older-stores/es/version-2: \(found.joined(separator: "; "))")
    }

    @Test("the check finds the app's English in the English transcripts")
    func checkFindsEnglish() throws {
        let leftovers = EnglishLeftovers.standard
        let errors = try #require(Self.english.first { $0.name == "10-errors" })
        let found = leftovers.find(in: errors)
        #expect(found.contains { $0.contains("\"unknown\"") })
        #expect(found.contains { $0.contains("\"pokedesk\"") == false && $0.contains("\"empty\"") })
        // Nearly every English transcript says something the check knows.
        let silent = Self.english.filter { leftovers.find(in: $0).isEmpty }.map(\.name)
        #expect(silent.isEmpty, "no English found in \(silent)")
        // Type names in English are caught too: the data's words, not only the wording's.
        #expect(leftovers.words.contains("psychic") && leftovers.words.contains("steel"))
    }
}
