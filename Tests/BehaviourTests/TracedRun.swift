import Foundation
import Testing

// MARK: - The app run as a process, its engine lines read back

/// Runs the built `pokedesk` with arguments and a script, and reads the numbers of its trace's
/// engine lines (`5 SQL statements, 0 full-scan steps, …`).
enum TracedRun {
    /// Standard output and error in one pipe, in the order written, as a terminal shows them,
    /// and the exit status. In English, whatever the locale of whoever runs the tests, unless
    /// `environment` says otherwise; `environment` is added to the process's own.
    static func output(
        _ arguments: [String],
        input: Data,
        environment extra: [String: String] = [:]
    ) throws -> (text: String, status: Int32) {
        let binary = try #require(BinaryTranscriptTests.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// `output(_:input:)`'s lines, for a script every line of which must succeed.
    static func run(_ arguments: [String], input: String) throws -> [String] {
        let (text, status) = try output(arguments, input: Data(input.utf8))
        #expect(status == 0)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The number before `noun` in the engine line (`5 SQL statements, …, 2 batch fills, …`).
    static func count(_ noun: String, in line: String) throws -> Int {
        let part = try #require(line.components(separatedBy: ", ").first { $0.contains(noun) })
        return try #require(Int(part.drop { !$0.isNumber }.prefix { $0.isNumber }))
    }
}
