import Foundation
import Testing

@testable import pokedesk_repl

// MARK: - The same transcripts through the built `pokedesk` binary

/// Runs transcripts through the real executable in script mode — standard input a pipe, output
/// and errors merged as a terminal would show them — checking the output and the exit status.
@Suite("Transcripts through the pokedesk binary")
struct BinaryTranscriptTests {
    /// The built binary, next to the test bundle in the products directory.
    static let binary: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("pokedesk")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static let sample = TranscriptFile.all().filter(\.runsInOneProcess).filter {
        ["01-list-and-add", "03-editor", "10-errors", "14-names", "26-lines-not-utf8"].contains($0.name)
    }

    @Test("the binary is built beside the tests")
    func binaryExists() {
        #expect(Self.binary != nil)
    }

    /// The same scripts in Spanish.
    static let spanishSample = TranscriptFile.all(.spanish).filter { spanish in
        sample.contains { $0.name == spanish.name }
    }

    @Test("a transcript through the binary", arguments: Architecture.allCases, sample)
    func throughTheBinary(architecture: Architecture, transcript: TranscriptFile) throws {
        try run(transcript, arguments: ["--arch", architecture.rawValue], architecture: architecture)
    }

    @Test(
        "a Spanish transcript through the binary: with --lang es, and with a Spanish locale alone",
        arguments: [["--lang", "es"], ["LANG=es_ES.UTF-8"], ["LC_MESSAGES=es_MX"]],
        spanishSample
    )
    func inSpanish(choice: [String], transcript: TranscriptFile) throws {
        let locale = choice.first { $0.contains("=") }?.split(separator: "=").map(String.init)
        try run(
            transcript,
            arguments: locale == nil ? choice : [],
            locale: locale.map { [$0[0]: $0[1]] } ?? [:],
            architecture: .mvc
        )
    }

    /// Runs `transcript`'s lines through the binary, in English unless `locale` or `arguments`
    /// say otherwise, and checks what it writes and how it ends.
    private func run(
        _ transcript: TranscriptFile,
        arguments: [String],
        locale: [String: String] = [:],
        architecture: Architecture
    ) throws {
        var environment = locale
        // The dates `ScriptRunner` gives the pokemons added, for the transcripts that show them.
        environment[SessionClock.environmentKey] = "2024-06-01T12:00:00Z"
        let (text, status) = try TracedRun.output(
            arguments + ["--in-memory", "--echo"],
            input: Data(transcript.inputBytes),
            environment: environment
        )
        #expect(text == transcript.body(for: architecture))
        #expect(status == transcript.expectedStatus)
    }

    @Test("--help, --version and a bad option")
    func commandLine() throws {
        let binary = try #require(Self.binary)
        func run(_ arguments: [String]) throws -> (String, Int32) {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (String(decoding: data, as: UTF8.self), process.terminationStatus)
        }
        let (help, helpStatus) = try run(["--help"])
        #expect(helpStatus == 0)
        #expect(help.contains("--arch"))
        #expect(help.contains("compare"))
        let (version, _) = try run(["--version"])
        #expect(version == "pokedesk 1.0.0\n")
        let (bad, badStatus) = try run(["--arch", "mvx"])
        #expect(badStatus != 0)
        #expect(bad.contains("mvx"))
    }
}
