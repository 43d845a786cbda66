import Foundation
import LapTimer
import Testing

@testable import ManagedGraph
@testable import pokedesk_repl

// MARK: - Exercise 16: a custom migration policy

/// Checks the lap timer's next version: `runner` split out of labels written `RUNNER: LABEL` by
/// a heavy migration whose policy, `LapRunnerPolicy`, also leaves out the laps taken by
/// mistake. Stores of version 2 and version 1 are written here and opened by the log.
@Suite("Exercise 16: a custom migration policy")
struct Exercise16Check {
    /// Labels as version 2 stored them, one lap a second, and what each becomes: a runner and a
    /// label, or nothing (left out).
    private static let laps: [(label: String?, becomes: (runner: String?, label: String?)?)] = [
        ("Ada: warm-up", ("Ada", "warm-up")),
        ("Bob:sprint", ("Bob", "sprint")),
        ("Ada:", ("Ada", nil)),
        ("cool-down", (nil, "cool-down")),
        (nil, (nil, nil)),
        (": last one", (nil, "last one")),
        ("oops", nil),
        (" OOPS ", nil),
        ("Ada: Oops", nil),
        ("Cy: 2: fast", ("Cy", "2: fast")),
        ("Zoë :  tempo ", ("Zoë", "tempo")),
        ("oops, again", (nil, "oops, again")),
    ]

    @Test("the current model has runner, optional text; a mapping model to it runs LapRunnerPolicy")
    func model() throws {
        let runner = try #require(
            LapModel.current.entity(named: "Lap")?.attribute(named: "runner"),
            "Lap has no attribute runner in LapModel.current"
        )
        #expect(runner.type == .string)
        #expect(runner.isOptional)
        let mapping = try #require(
            LapModel.mappings.first { $0.destination.version == LapModel.current.version },
            "LapModel.mappings has no mapping model to the current version"
        )
        #expect(
            mapping.entityMappings.contains { $0.policy is LapRunnerPolicy },
            "the Lap mapping runs LapRunnerPolicy"
        )
    }

    @Test("a version 2 store opens as the current version: labels split, every lap's moment kept, mistakes left out")
    func migratesVersion2() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/laps.sqlite"
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: LapModel.v2))
            for (index, lap) in Self.laps.enumerated() {
                let object = try context.insert(entityName: "Lap")
                try object.setStoreValue(.date(moment(Double(index))), forAttribute: "timestamp")
                try object.setStoreValue(lap.label.map { .string($0) } ?? .null, forAttribute: "label")
            }
            try context.save()
        }

        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .migrated(from: 2))
        let expected = Self.laps.enumerated().reversed().compactMap { index, lap in
            lap.becomes.map { describe(moment(Double(index)), runner: $0.runner, label: $0.label) }
        }
        #expect(try log.laps().map { describe($0.date, runner: $0.runner, label: $0.label) } == expected)
    }

    @Test("a version 1 store takes every step to the current version, split included")
    func migratesVersion1() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/laps.sqlite"
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: LapModel.v1))
            for (seconds, label) in [(1.0, "Ada: warm-up"), (2, "oops"), (3, "tempo")] {
                let lap = try context.insert(entityName: "Lap")
                try lap.setStoreValue(.double(moment(seconds).timeIntervalSince1970), forAttribute: "timestamp")
                try lap.setStoreValue(.string(label), forAttribute: "label")
            }
            try context.save()
        }

        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .migrated(from: 1))
        #expect(
            try log.laps().map { describe($0.date, runner: $0.runner, label: $0.label) } == [
                describe(moment(3), runner: nil, label: "tempo"), describe(moment(1), runner: "Ada", label: "warm-up"),
            ]
        )
    }

    @Test("a lap's runner is saved and read back")
    func runnerSaved() throws {
        let log = try LapLog(location: .inMemory)
        let lap = try log.add(label: "sprint", at: moment(0))
        lap.runner = "Ada"
        try log.context.save()

        let reader = ObjectContext(store: log.context.store)
        let stored = try #require(try reader.fetch(LapLog.newestFirst).first as? Lap)
        #expect(stored.runner == "Ada")
        #expect(stored.label == "sprint")
    }

    // MARK: Helpers

    private func moment(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: 1_709_992_800 + seconds)
    }

    private func describe(_ date: Date, runner: String?, label: String?) -> String {
        "\(date.timeIntervalSince1970) runner \(runner.map { "\"\($0)\"" } ?? "nil") label \(label.map { "\"\($0)\"" } ?? "nil")"
    }
}
