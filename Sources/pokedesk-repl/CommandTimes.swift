import Foundation
import TerminalKit

// MARK: - How long each command took, for the bench

/// Bench-only: with `POKEDESK_COMMAND_TIMES=PATH`, each command line appends to `PATH` its
/// time in seconds (from the line read to its output written, the look at other processes'
/// changes included), the process's peak resident memory in KiB so far, and the line, separated
/// by tabs. Timed here, at the composition root, so that no architecture carries a stopwatch
/// and the start of the process is left out (`make bench`, "commands at scale").
final class CommandTimes {
    static let environmentKey = "POKEDESK_COMMAND_TIMES"

    private let file: FileHandle
    private var start = ContinuousClock.now

    /// The recorder `environment` asks for, or nil; a path that cannot be written is an error.
    static func from(environment: [String: String]) throws(CommandTimesError) -> CommandTimes? {
        guard let path = environment[environmentKey] else { return nil }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { throw CommandTimesError(path: path) }
        return CommandTimes(file: file)
    }

    private init(file: FileHandle) {
        self.file = file
    }

    /// Times every line `session` handles, around the hooks it already has.
    func attach(to session: TerminalSession) {
        let before = session.willHandleLine
        let after = session.didHandleLine
        session.willHandleLine = { [self] in
            start = .now
            before()
        }
        session.didHandleLine = { [self] line in
            after(line)
            record(line, elapsed: start.duration(to: .now))
        }
    }

    private func record(_ line: String, elapsed: Duration) {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let text = "\(seconds)\t\(Self.peakResidentKiB())\t\(line)\n"
        file.write(Data(text.utf8))
    }

    /// `VmHWM` of `/proc/self/status`: the most the process has held resident so far.
    private static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }
}

/// A `POKEDESK_COMMAND_TIMES` path that cannot be written.
struct CommandTimesError: Error, CustomStringConvertible {
    let path: String

    var description: String {
        Phrases.text("commandTimes.cannotWrite", CommandTimes.environmentKey, "\"\(path)\"")
    }
}
