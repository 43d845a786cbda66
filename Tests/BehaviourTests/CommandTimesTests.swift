import Foundation
import Testing

// MARK: - The bench's command times

/// `POKEDESK_COMMAND_TIMES` (what `make bench` times each command by): one record a line
/// handled, in order, each with a time and the peak memory so far; a path that cannot be written
/// is a one-line error before the session starts.
@Suite("Command times")
struct CommandTimesTests {
    @Test("each line handled writes its time, the peak memory so far and the line")
    func recordsEachLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = "list\nadd Pika pikachu\nnope\nundo\n"
        let (_, status) = try TracedRun.output(
            ["--in-memory"],
            input: Data(script.utf8),
            environment: ["POKEDESK_COMMAND_TIMES": path]
        )
        #expect(status == 1, "a script with an unknown command ends with status 1, its lines timed all the same")
        let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: "\t", maxSplits: 2).map(String.init) }
        #expect(records.map { $0.last } == ["list", "add Pika pikachu", "nope", "undo"])
        for record in records {
            let seconds = try #require(Double(record[0]))
            let peak = try #require(Int(record[1]))
            #expect(seconds > 0 && seconds < 60, "\(record)")
            #expect(peak > 1_000, "a process holds more than a megabyte: \(record)")
        }
        let peaks = records.compactMap { Int($0[1]) }
        #expect(peaks == peaks.sorted(), "a peak never falls")
    }

    @Test("a path that cannot be written is refused before the session starts")
    func refusesAnUnwritablePath() throws {
        let (text, status) = try TracedRun.output(
            ["--in-memory"],
            input: Data("list\n".utf8),
            environment: ["POKEDESK_COMMAND_TIMES": "/nonexistent-directory/times"]
        )
        #expect(status == 1)
        #expect(
            text
                == #"error: cannot write the command times that POKEDESK_COMMAND_TIMES names: "/nonexistent-directory/times""#
                + "\n"
        )
    }
}
