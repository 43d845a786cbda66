import Foundation
import Testing

// MARK: - The app run as a process, its engine lines read back

/// Runs the built `pokedesk` with arguments and a script, and reads the numbers of its trace's
/// engine lines (`5 SQL statements, 0 full-scan steps, …`).
enum TracedRun {
    /// Standard output and error in one pipe, in the order written, as a terminal shows them.
    static func run(_ arguments: [String], input: String) throws -> [String] {
        let binary = try #require(BinaryTranscriptTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The app's English, whatever the locale of whoever runs the tests.
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        process.environment = environment
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The number before `noun` in the engine line (`5 SQL statements, …, 2 batch fills, …`).
    static func count(_ noun: String, in line: String) throws -> Int {
        let part = try #require(line.components(separatedBy: ", ").first { $0.contains(noun) })
        return try #require(Int(part.drop { !$0.isNumber }.prefix { $0.isNumber }))
    }
}
