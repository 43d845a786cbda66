import Foundation
import LapTimer
import ManagedGraph
import Testing

// MARK: - The lap timer's model, on a real store

@Suite("Lap log")
struct LapLogTests {
    @Test("given an empty log, when a lap is added, then the store holds it with its time and label")
    func addSaves() throws {
        let log = try LapLog(location: .inMemory)
        let lap = try log.add(label: "warm-up", at: Date(timeIntervalSince1970: 1_000.25))

        #expect(!lap.objectID.isTemporary, "saved, so the lap has its row")
        // Another context of the same store reads the row itself, not the first context's object.
        let reader = ObjectContext(store: log.context.store)
        let stored = try #require(try reader.fetch(LapLog.newestFirst).first as? Lap)
        #expect(stored !== lap)
        #expect(stored.date == Date(timeIntervalSince1970: 1_000.25))
        #expect(stored.label == "warm-up")
        #expect(stored.storeValue(forAttribute: "timestamp") == .date(Date(timeIntervalSince1970: 1_000.25)))
    }

    @Test("given a lap added without a date, then it is taken now")
    func addTakesNow() throws {
        let log = try LapLog(location: .inMemory)
        let before = Date()
        let lap = try log.add()
        #expect(lap.date >= before.addingTimeInterval(-1) && lap.date <= Date().addingTimeInterval(1))
        #expect(lap.label == nil)
    }

    @Test("given laps added out of time order, when they are listed, then the newest comes first")
    func newestFirst() throws {
        let log = try LapLog(location: .inMemory)
        for (label, seconds) in [("b", 200.0), ("c", 300.0), ("a", 100.0)] {
            try log.add(label: label, at: Date(timeIntervalSince1970: seconds))
        }
        #expect(try log.laps().map(\.label) == ["c", "b", "a"])
    }

    @Test("given laps, when the log is cleared, then every lap is deleted from the store")
    func clearDeletesAll() throws {
        let log = try LapLog(location: .inMemory)
        for seconds in [1.0, 2.0, 3.0] { try log.add(at: Date(timeIntervalSince1970: seconds)) }

        #expect(try log.clear() == 3)
        #expect(try log.laps().isEmpty)
        #expect(try ObjectContext(store: log.context.store).count(for: LapLog.newestFirst) == 0)
        #expect(try log.clear() == 0, "clearing an empty log deletes nothing")
    }

    @Test("given a label the model refuses, when the lap is added, then nothing is saved and the reason is given")
    func labelValidated() throws {
        let log = try LapLog(location: .inMemory)
        #expect {
            try log.add(label: String(repeating: "x", count: 41))
        } throws: { error in
            "\(error)".hasSuffix(": label can have at most 40 characters; it has 41")
        }
        #expect(!log.context.hasChanges, "the refused lap is rolled back")
        #expect(try log.laps().isEmpty)
    }

    @Test("given a store file, when it is opened again, then its laps are still there, newest first")
    func reopen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("laps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("laps.sqlite").path

        do {
            let log = try LapLog(location: .file(path))
            try log.add(label: "first", at: Date(timeIntervalSince1970: 10))
            try log.add(label: "second", at: Date(timeIntervalSince1970: 20))
        }
        let reopened = try LapLog(location: .file(path))
        #expect(try reopened.laps().map(\.label) == ["second", "first"])
        #expect(try reopened.laps().map(\.date) == [Date(timeIntervalSince1970: 20), Date(timeIntervalSince1970: 10)])

        try reopened.clear()
        #expect(try LapLog(location: .file(path)).laps().isEmpty)
    }
}
