import Foundation
import LapTimer
import Testing

@testable import ManagedGraph
@testable import pokedesk_repl

// MARK: - Exercise 15: a fetch request template

/// Checks the lap timer's template `lapsBetween`, kept in the model with two variables, the
/// log's fetch through it, the error for a missing variable, and that a template changes no
/// store: one of the same version opens as it is, and older ones still migrate.
@Suite("Exercise 15: a fetch request template")
struct Exercise15Check {
    @Test("the current model keeps lapsBetween: the laps from $START to $END, newest first")
    func template() throws {
        let template = try #require(
            LapModel.current.fetchRequestTemplate(forName: "lapsBetween"),
            "LapModel.current has no fetch request template named lapsBetween"
        )
        #expect(template.entityName == "Lap")
        #expect(template.predicate?.variableNames == ["START", "END"])
        #expect(template.sortDescriptors == [FetchSortDescriptor("timestamp", ascending: false)])
    }

    @Test("laps(from:to:) fetches through the template: the start included, the end left out, unsaved laps too")
    func lapsBetween() throws {
        let log = try LapLog(location: .inMemory)
        for seconds in [100.0, 200, 300, 400] {
            try log.add(label: "\(Int(seconds))", at: moment(seconds))
        }
        #expect(try log.laps(from: moment(200), to: moment(400)).map(\.label) == ["300", "200"])
        #expect(try log.laps(from: moment(0), to: moment(1_000)).count == 4)
        #expect(try log.laps(from: moment(400), to: moment(200)).isEmpty)

        let unsaved = try log.context.insert(Lap.self)
        unsaved.date = moment(250)
        unsaved.label = "unsaved"
        #expect(try log.laps(from: moment(200), to: moment(400)).map(\.label) == ["300", "unsaved", "200"])
    }

    @Test("a request made from the template without $END says which variable is missing")
    func missingVariable() {
        #expect {
            try LapModel.current.fetchRequest(
                fromTemplate: "lapsBetween",
                substitutionVariables: ["START": .date(moment(0))]
            )
        } throws: { error in
            "\(error)" == "fetch request template \"lapsBetween\": no value for $END; the variables given are $START"
        }
    }

    @Test("a template changes no store: one of the same version without it opens as it is, older ones still migrate")
    func noStoreChange() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/same-version.sqlite"
        do {
            let withoutTemplates = ManagedObjectModel(
                version: LapModel.current.version,
                entities: LapModel.current.entities
            )
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: withoutTemplates))
            try context.insert(Lap.self).date = moment(10)
            try context.save()
        }
        let log = try LapLog(location: .file(path))
        #expect(log.context.store.outcome == .upToDate, "a template is not part of the store's schema")
        #expect(try log.laps(from: moment(0), to: moment(20)).count == 1)

        let oldPath = directory.path + "/version-1.sqlite"
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(oldPath), model: LapModel.v1))
            let lap = try context.insert(entityName: "Lap")
            try lap.setStoreValue(.double(moment(10).timeIntervalSince1970), forAttribute: "timestamp")
            try context.save()
        }
        let migrated = try LapLog(location: .file(oldPath))
        #expect(migrated.context.store.outcome == .migrated(from: 1))
        #expect(try migrated.laps(from: moment(0), to: moment(20)).map(\.date) == [moment(10)])
    }

    // MARK: Helpers

    private func moment(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: 1_709_992_800 + seconds)
    }
}
