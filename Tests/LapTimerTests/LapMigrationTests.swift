import Foundation
import LapTimer
import Testing

@testable import ManagedGraph

// MARK: - Stores written by the lap timer's first version

@Suite("Lap model migration")
struct LapMigrationTests {
    /// Laps as version 1 wrote them: seconds since 1970 with fractions, before 1970, at 1970
    /// itself, far ahead, and two at the same moment.
    private let version1Laps: [(seconds: Double, label: String?)] = [
        (1_709_992_800.25, "warm-up"),
        (1_709_992_865, nil),
        (-86_400.5, "before 1970"),
        (0, "epoch"),
        (1_709_992_865, "same moment"),
        (4_102_444_800.125, "in 2100"),
    ]

    @Test(
        "given a version 1 store, when the log opens it, then it is version 2 and every lap keeps its moment and label"
    )
    func version1Migrated() throws {
        let folder = try Folder()
        let path = folder.path("laps.sqlite")
        try writeVersion1(version1Laps, to: path)

        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .migrated(from: 1))
        #expect(try moments(log.laps()) == expectedMoments)
        let dates = try log.laps().map(\.date)
        #expect(dates == dates.sorted(by: >), "newest first, as before")
        for lap in try log.laps() {
            #expect(lap.storeValue(forAttribute: "timestamp").dateValue == lap.date, "kept as a date now")
        }

        // The migrated store is version 2 for good: opened again, nothing is left to do.
        let reopened = try LapLog(location: .file(path))
        #expect(reopened.context.store.outcome == .upToDate)
        #expect(try moments(reopened.laps()) == expectedMoments)
    }

    @Test("given a migrated store, when a lap is added, then it sorts among the old ones by its moment")
    func addAfterMigration() throws {
        let folder = try Folder()
        let path = folder.path("laps.sqlite")
        try writeVersion1(version1Laps, to: path)

        let log = try LapLog(location: .file(path))
        try log.add(label: "new", at: Date(timeIntervalSince1970: 1_709_992_850))
        let labels = try log.laps().map { $0.label ?? "-" }
        #expect(labels.count == version1Laps.count + 1)
        #expect(labels.first == "in 2100")
        #expect(Set(labels.dropFirst().prefix(2)) == ["-", "same moment"])
        #expect(Array(labels.dropFirst(3)) == ["new", "warm-up", "epoch", "before 1970"])
    }

    @Test("given an empty version 1 store, when the log opens it, then it is an empty version 2 store")
    func emptyVersion1() throws {
        let folder = try Folder()
        let path = folder.path("laps.sqlite")
        try writeVersion1([], to: path)

        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .migrated(from: 1))
        #expect(try log.laps().isEmpty)
    }

    // MARK: Helpers

    /// What version 1 showed for each lap: its date, `Date(timeIntervalSince1970:)` of the
    /// stored seconds, and its label; sorted as text, so that two lists compare as sets.
    private var expectedMoments: [String] {
        version1Laps.map { describe(Date(timeIntervalSince1970: $0.seconds), $0.label) }.sorted(by: >)
    }

    private func moments(_ laps: [Lap]) -> [String] {
        laps.map { describe($0.date, $0.label) }.sorted(by: >)
    }

    /// A lap as comparable text: the date's exact bits, then its label.
    private func describe(_ date: Date, _ label: String?) -> String {
        let bits = String(date.timeIntervalSinceReferenceDate.bitPattern, radix: 16)
        return "\(date.timeIntervalSinceReferenceDate) \(bits) \(label ?? "-")"
    }

    /// Writes a store of version 1, through the engine alone: the program no longer has a
    /// class for version 1's laps.
    private func writeVersion1(_ laps: [(seconds: Double, label: String?)], to path: String) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: LapModel.v1))
        for (seconds, label) in laps {
            let lap = try context.insert(entityName: "Lap")
            try lap.setStoreValue(.double(seconds), forAttribute: "timestamp")
            try lap.setStoreValue(label.map { .string($0) } ?? .null, forAttribute: "label")
        }
        try context.save()
    }

    /// A temporary folder, removed when the test is done with it.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lap-migration-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }
}
