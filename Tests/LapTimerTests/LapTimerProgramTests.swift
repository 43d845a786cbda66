import Foundation
import Testing

// MARK: - The lap-timer program, run as a user runs it

@Suite("lap-timer program")
struct LapTimerProgramTests {
    /// The built `lap-timer`, found beside the test bundle (the test target depends on it, so
    /// `swift build --build-tests` builds it).
    private static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("lap-timer")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    private struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs the program to its end. Its output is a few lines: pipes cannot fill up.
    private func run(_ arguments: [String]) throws -> Run {
        let executable = try #require(Self.executable, "lap-timer is built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["TZ": "UTC", "HOME": FileManager.default.temporaryDirectory.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            errors: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }

    @Test("given a store, when laps are added, listed and cleared, then each command says what it did")
    func session() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lap-timer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ["--store", directory.appendingPathComponent("laps.sqlite").path]

        let first = try run(store + ["add", "warm-up"])
        #expect(first.status == 0)
        #expect(first.output.hasPrefix("lap 1 \"warm-up\" started the timer at "))
        let second = try run(["add"] + store)
        #expect(second.output.hasPrefix("lap 2 at "))
        #expect(second.output.contains(" after lap 1"))

        let list = try run(store + ["list"])
        let lines = list.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("2  ") == true, "the newest lap first")
        #expect(lines.last?.hasPrefix("1  ") == true && lines.last?.hasSuffix("start      warm-up") == true)

        #expect(try run(store + ["clear"]).output == "deleted 2 laps\n")
        #expect(try run(store + ["list"]).output == "no laps yet\n")
    }

    @Test("given --sql-debug, then every statement is written to standard error")
    func sqlDebug() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lap-timer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let run = try run(["--store", directory.appendingPathComponent("laps.sqlite").path, "--sql-debug", "list"])
        #expect(run.status == 0)
        #expect(run.errors.contains("sql: SELECT "))
        #expect(run.errors.contains("\"timestamp\" DESC"), "the fetch sorts newest first in SQL")
    }

    @Test("given a wrong command line or a store in a missing directory, then the program refuses in one line")
    func refusals() throws {
        let usage = try run(["lap"])
        #expect(usage.status == 64)
        #expect(usage.errors.hasPrefix("error: unknown command lap; use add, list or clear\nusage: lap-timer"))

        let missing = try run(["--store", "/nonexistent-\(UUID().uuidString)/laps.sqlite", "list"])
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("error: cannot open /nonexistent-"))
        #expect(missing.errors.hasSuffix("does not exist\n"))
    }
}
