import Foundation
import Glibc
import Testing

// MARK: - A process fed one line at a time

/// One of the package's executables running with its standard input a pipe the test writes to
/// line by line, its output and errors going to files the test reads as they grow: a session
/// in which the test can act between two commands (fill a disk, say). Every wait polls the
/// files, with a bound far above any normal time.
final class RunningProcess {
    private let process = Process()
    private let input = Pipe()
    private let scratch: TemporaryDirectory
    private let outputPath: String
    private let errorPath: String

    init(_ executable: URL, _ arguments: [String]) throws {
        scratch = try TemporaryDirectory()
        outputPath = scratch.path("out")
        errorPath = scratch.path("err")
        for path in [outputPath, errorPath] { try Data().write(to: URL(fileURLWithPath: path)) }
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The app's English, whatever the locale of whoever runs the tests.
        (environment["LANG"], environment["LC_ALL"], environment["LC_MESSAGES"]) = ("C.UTF-8", nil, nil)
        process.environment = environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Writes `line` and a newline to the process's standard input.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    var output: String { String(decoding: contents(of: outputPath) ?? Data(), as: UTF8.self) }

    var errorLines: [String] {
        String(decoding: contents(of: errorPath) ?? Data(), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Waits until `condition` holds of the output and the error lines.
    func waitUntil(_ description: String, _ condition: (String, [String]) -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(120)
        while true {
            // Sampled before the files are read: once it has ended, they are complete.
            let running = process.isRunning
            if condition(output, errorLines) { return }
            guard running, ContinuousClock.now < deadline else {
                throw Stuck(waitingFor: description, output: output, errors: errorLines)
            }
            usleep(20_000)
        }
    }

    /// Ends the input and waits for the exit status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        let deadline = ContinuousClock.now + .seconds(120)
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                throw Stuck(waitingFor: "the end", output: output, errors: errorLines)
            }
            usleep(20_000)
        }
        return process.terminationStatus
    }

    struct Stuck: Error, CustomStringConvertible {
        let waitingFor: String
        let output: String
        let errors: [String]

        var description: String {
            "waiting for \(waitingFor); output:\n\(output)\nerrors:\n\(errors.joined(separator: "\n"))"
        }
    }
}
