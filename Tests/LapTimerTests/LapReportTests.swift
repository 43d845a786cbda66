import Foundation
import LapTimer
import ManagedGraph
import Testing

// MARK: - The lines the lap timer writes

@Suite("Lap report")
struct LapReportTests {
    private let report = LapReport(timeZone: TimeZone(identifier: "UTC")!)

    /// Laps at `seconds` after 2024-03-09 14:00:00 UTC, returned newest first.
    private func laps(_ entries: [(String?, Double)]) throws -> [Lap] {
        let log = try LapLog(location: .inMemory)
        for (label, seconds) in entries {
            try log.add(label: label, at: Date(timeIntervalSince1970: 1_709_992_800 + seconds))
        }
        return try log.laps()
    }

    @Test("given laps, then the table lists them newest first, numbered from the first, with each lap's time")
    func table() throws {
        let laps = try laps([("start", 0), (nil, 65), ("last one", 107.46)])
        #expect(
            report.table(laps) == [
                "3  2024-03-09 14:01:47  0:42.5     last one",
                "2  2024-03-09 14:01:05  1:05.0",
                "1  2024-03-09 14:00:00  start      start",
            ]
        )
    }

    @Test("given ten laps or more, then the numbers are right-aligned")
    func numbersAligned() throws {
        let laps = try laps((0..<10).map { (nil, Double($0)) })
        #expect(report.table(laps).first == "10  2024-03-09 14:00:09  0:01.0")
        #expect(report.table(laps).last == " 1  2024-03-09 14:00:00  start")
    }

    @Test("given no laps, then the table says so")
    func empty() {
        #expect(report.table([]) == ["no laps yet"])
    }

    @Test("given a new lap, then the confirmation gives its number and time after the one before")
    func added() throws {
        let laps = try laps([(nil, 0), ("sprint", 3_723.4)])
        #expect(report.added(laps[0], among: laps) == "lap 2 \"sprint\" at 2024-03-09 15:02:03: 1:02:03.4 after lap 1")
        #expect(report.added(laps[1], among: laps) == "lap 1 started the timer at 2024-03-09 14:00:00")
    }

    @Test("given a clear, then the confirmation counts the laps")
    func cleared() {
        #expect(LapReport.cleared(1) == "deleted 1 lap")
        #expect(LapReport.cleared(0) == "deleted 0 laps")
    }
}
