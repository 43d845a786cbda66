import Foundation
import LapTimer
import Testing

@testable import ManagedGraph
@testable import pokedesk_repl

// MARK: - Exercise 13: a derived attribute

/// Checks the lap timer's version 3: `searchLabel`, the label without case or accents, derived
/// by the store; the lap's typed property, the fetch of the laps of a label through
/// it, and the migration of a version 2 store, whose laps get their values at once.
@Suite("Exercise 13: a derived attribute")
struct Exercise13Check {
    @Test("version 3 derives searchLabel from the label; the program opens stores with it")
    func model() throws {
        let attribute = try #require(
            LapModel.v3.entity(named: "Lap")?.attribute(named: "searchLabel"),
            "Lap has no attribute searchLabel in LapModel.v3"
        )
        #expect(attribute.derivation == .canonical("label"))
        #expect(attribute.type == .string)
        #expect(
            LapModel.current.entity(named: "Lap")?.attribute(named: "searchLabel")?.derivation == .canonical("label"),
            "the current model has it"
        )
        #expect(LapModel.history.contains(LapModel.v2), "stores of version 2 are still opened")
    }

    @Test("the store computes searchLabel at each save, for a new lap and again when its label changes")
    func computedAtSave() throws {
        let log = try LapLog(location: .inMemory)
        let warmUp = try log.add(label: "Échauffement Lent", at: moment(10))
        let unlabelled = try log.add(at: moment(20))
        #expect(warmUp.searchLabel == "echauffement lent")
        #expect(unlabelled.searchLabel == nil)

        warmUp.label = "SPRÏNT"
        try log.context.save()
        #expect(warmUp.searchLabel == "sprint", "the save reads back what the store computed")

        // Another context reads it from the store's row, not from the first context's object.
        let reader = ObjectContext(store: log.context.store)
        let stored = try reader.fetch(LapLog.newestFirst).compactMap { $0 as? Lap }
        #expect(stored.map(\.searchLabel) == [nil, "sprint"])
    }

    @Test("laps(labelled:) finds a label's laps whatever their case and accents, newest first, through searchLabel")
    func labelled() throws {
        let log = try LapLog(location: .inMemory)
        let labels: [String?] = ["Échauffement", "sprint", "ECHAUFFEMENT", nil, "échauffement", "échauffement 2"]
        for (index, label) in labels.enumerated() {
            try log.add(label: label, at: moment(Double(index) * 10))
        }
        #expect(
            try log.laps(labelled: "echauffement").map(\.label) == ["échauffement", "ECHAUFFEMENT", "Échauffement"]
        )
        #expect(try log.laps(labelled: "Sprint").map(\.label) == ["sprint"])
        #expect(try log.laps(labelled: "sprin").isEmpty, "the whole label, not a part of it")
        #expect(try log.laps(labelled: #"sprint" OR label != nil OR label == ""#).isEmpty)

        let request = LapLog.labelled("Sprint")
        #expect(request.entityName == "Lap")
        #expect(
            request.predicate?.predicateFormat.contains("searchLabel") == true,
            "the fetch compares the derived attribute, which the store keeps folded and indexed"
        )
        #expect(request.sortDescriptors.first == FetchSortDescriptor("timestamp", ascending: false))
    }

    @Test("a version 2 store opens as the current version, with searchLabel computed for each lap it held")
    func migratesVersion2() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/laps.sqlite"
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: LapModel.v2))
            for (index, label) in ["Échauffement", "Tempo", "ÉCHAUFFEMENT"].enumerated() {
                let lap = try context.insert(Lap.self)
                lap.date = moment(Double(index))
                lap.label = label
            }
            try context.insert(Lap.self).date = moment(100)
            try context.save()
        }

        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .migrated(from: 2))
        #expect(try log.laps().map(\.searchLabel) == [nil, "echauffement", "tempo", "echauffement"])
        #expect(try log.laps(labelled: "échauffement").map(\.label) == ["ÉCHAUFFEMENT", "Échauffement"])
    }

    // MARK: Helpers

    private func moment(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: 1_709_992_800 + seconds)
    }
}
