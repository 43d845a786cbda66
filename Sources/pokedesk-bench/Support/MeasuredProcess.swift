import ArgumentParser
import Foundation

// MARK: - A whole process, timed, with its peak memory

/// Runs a program — `pokedesk` on a script — and measures its time, its processor time and its
/// peak resident memory, through a fresh `pokedesk-bench measure` process that spawns it and reads `wait4`'s
/// figure. The benchmark itself can hold hundreds of megabytes by then (a store's page cache),
/// and a child spawned from it reports at least that (see `ChildProcess`); a measuring process
/// just started holds a few megabytes, which it reports as `floorKiB`: a peak at or under the
/// floor says nothing.
enum MeasuredProcess {
    struct Outcome: Codable {
        let seconds: Double
        let peakKiB: Int
        /// The measuring process's resident memory when it spawned the program.
        let floorKiB: Int
        /// The program's processor time, user and system (seconds), as `wait4` gave it.
        let cpuSeconds: Double
        let output: String
    }

    /// Runs `executable` with `arguments` and standard input from `input`, measured.
    static func run(_ executable: String, _ arguments: [String], input: String) throws -> Outcome {
        let outcome = try ChildProcess.run(
            ChildProcess.ownExecutable,
            ["measure", "--input", input, "--", executable] + arguments
        )
        guard let data = outcome.output.data(using: .utf8),
            let measured = try? JSONDecoder().decode(Outcome.self, from: data)
        else { throw BenchError("measure \(executable) printed: \(outcome.output.prefix(500))") }
        guard measured.peakKiB > measured.floorKiB else {
            throw BenchError("\(executable) peaked at \(measured.peakKiB) KiB, no more than the measuring process")
        }
        return measured
    }
}

/// `pokedesk-bench measure --input FILE -- PROGRAM ARGUMENTS…`: what `MeasuredProcess` runs.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Run a program and print its time, processor time and peak memory as JSON (used by run).",
        shouldDisplay: false
    )

    @Option var input: String
    @Argument(parsing: .captureForPassthrough) var command: [String]

    func run() throws {
        let command = command.first == "--" ? Array(command.dropFirst()) : command
        guard let executable = command.first else { throw ValidationError("no program to run") }
        let floor = ResidentMemory.currentKiB()
        let outcome = try ChildProcess.run(executable, Array(command.dropFirst()), input: input)
        let measured = MeasuredProcess.Outcome(
            seconds: outcome.seconds,
            peakKiB: outcome.peakKiB,
            floorKiB: floor,
            cpuSeconds: outcome.cpuSeconds,
            output: outcome.output
        )
        print(String(decoding: try JSONEncoder().encode(measured), as: UTF8.self))
    }
}
