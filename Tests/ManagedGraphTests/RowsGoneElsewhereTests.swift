import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Rows another process deletes under a context

/// Two connections to one store file, as two processes have: what `elsewhere` commits, `here`
/// has not brought in until it looks (`processExternalChanges()`).
private final class TwoProcesses {
    let directory: URL
    let here: ObjectContext
    let elsewhere: ObjectContext

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mg-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("fleet.sqlite").path
        here = ObjectContext(store: try PersistentStore(location: .file(path), model: fleetModel), name: "here")
        elsewhere = ObjectContext(
            store: try PersistentStore(location: .file(path), model: fleetModel),
            name: "elsewhere"
        )
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// People named `names`, each with a car plated `P-<name>`, saved elsewhere and brought in here.
    func people(_ names: [String]) throws {
        for name in names {
            let person = try elsewhere.make("Person", ["name": .string(name)])
            let car = try elsewhere.make("Car", ["plate": .string("P-\(name)")])
            try car.setRelatedObject(person, forKey: "owner")
        }
        try elsewhere.save()
        try here.processExternalChanges()
    }

    /// Deletes elsewhere the people named `names` (their cars go with them: cascade).
    func deleteElsewhere(_ names: [String]) throws {
        for person in try elsewhere.fetch(FetchRequest(entityName: "Person")) {
            if let name = person.storeValue(forAttribute: "name").stringValue, names.contains(name) {
                try elsewhere.delete(person)
            }
        }
        try elsewhere.save()
    }

    /// The cars, by plate, with their owners prefetched: a page of them reads both.
    func cars() throws -> FetchedResultsController {
        let cars = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Car",
                sortDescriptors: [.init("plate")],
                relationshipKeyPathsForPrefetching: ["owner"]
            ),
            context: here
        )
        try cars.performFetch()
        return cars
    }
}

@Suite("Rows another process deleted")
struct RowsGoneElsewhereTests {
    @Test(
        "given a fault whose row another process deleted, when it is read, then it reads as defaults and the failure is told"
    )
    func faultReadAfterDeletion() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob"])
        let id = try #require(try stores.here.fetchObjectIDs(FetchRequest(entityName: "Car")).first)
        let car = stores.here.object(with: id)
        #expect(car.isFault)
        try stores.deleteElsewhere(["Ada", "Bob"])

        #expect(car.storeValue(forAttribute: "plate") == .null, "an unfillable fault reads as its defaults")
        #expect(car.relatedObject(forKey: "owner") == nil, "and points at nothing: no slot read past its values")
        #expect(car.value(forKey: "owner") == nil)
        #expect(car.relatedObjects(forKey: "garage").isEmpty)
        #expect(throws: ContextError.objectNotFound(id)) { try car.fulfill() }
        #expect(stores.here.takeFaultFailures()[id] == .objectNotFound(id))
    }

    @Test(
        "given faults of a batched fetch, when another process deletes one before the batch fills, then the others fill"
    )
    func batchFillAfterDeletion() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob", "Cy"])
        let people = try stores.here.fetch(
            FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchBatchSize: 10)
        )
        #expect(people.allSatisfy { $0.isFault })
        try stores.deleteElsewhere(["Bob"])

        let names = people.map { $0.storeValue(forAttribute: "name").stringValue }
        #expect(names == ["Ada", nil, "Cy"], "Bob's row is gone; his object reads as defaults")
        #expect(people[1].relatedObjects(forKey: "cars").isEmpty)
        #expect(stores.here.takeFaultFailures().keys.map(\.primaryKey) == [people[1].objectID.primaryKey])
    }

    @Test("given prefetching from objects, when one of them was deleted elsewhere, then prefetching passes it over")
    func prefetchPassesOverGoneRows() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob"])
        let ids = try stores.here.fetchObjectIDs(FetchRequest(entityName: "Car", sortDescriptors: [.init("plate")]))
        let cars = ids.map(stores.here.object(with:))
        try stores.deleteElsewhere(["Ada"])

        try stores.here.prefetch(["owner"], for: cars)
        #expect(cars[0].isFault, "Ada's car is gone with her")
        #expect(cars[1].relatedObject(forKey: "owner")?.storeValue(forAttribute: "name") == .string("Bob"))
    }

    @Test(
        "given live results, when a page holds a row another process deleted since the last look, then reading it throws, not traps"
    )
    func pageWithGoneRowThrows() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob", "Cy"])
        let cars = try stores.cars()
        _ = try cars.location(of: ObjectID(entityName: "Car", primaryKey: 1))  // the whole order, in memory
        try stores.deleteElsewhere(["Bob"])

        #expect(throws: ContextError.self) { try cars.objects(in: 0..<3) }
        try stores.here.processExternalChanges()
        let plates = try cars.objects(in: 0..<3).map { $0.storeValue(forAttribute: "plate") }
        #expect(plates == [.string("P-Ada"), .string("P-Cy")], "brought in, the deletion is a row gone")
    }

    @Test(
        "given a change brought in, when a later commit deletes its row before live results fill it, then the row is reported gone"
    )
    func deliveryOfARowDeletedSince() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob"])
        let cars = try stores.cars()
        let watcher = ChangeWatcher()
        cars.delegate = watcher
        let bob = try #require(try stores.elsewhere.fetch(FetchRequest(entityName: "Car")).last)
        try bob.setStoreValue(.string("P-Zed"), forAttribute: "plate")
        try stores.elsewhere.save()

        // The look reads the log of the rename; the deletion commits before the rows are filled.
        try stores.here.processExternalChanges { bringIn in
            try? stores.deleteElsewhere(["Bob"])
            bringIn()
        }
        #expect(watcher.changes == ["deleted 1"], "the renamed row could not be read: it is gone, and said so")
        #expect(cars.count == 1)
        try stores.here.processExternalChanges()
        #expect(watcher.changes == ["deleted 1"], "its deletion, brought in later, changes nothing more")
        #expect(try cars.objects(in: 0..<1).map { $0.storeValue(forAttribute: "plate") } == [.string("P-Ada")])
    }

    @Test(
        "given rows deleted, brought back by an undo and deleted again elsewhere, when brought in at once, then they are deleted"
    )
    func deletedRestoredAndDeletedAgain() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob", "Cy"])
        let cars = try stores.cars()
        _ = try cars.location(of: ObjectID(entityName: "Car", primaryKey: 1))
        let watcher = ChangeWatcher()
        cars.delegate = watcher

        try stores.deleteElsewhere(["Bob"])
        try stores.elsewhere.undo()
        try stores.deleteElsewhere(["Bob"])
        try stores.here.processExternalChanges()

        #expect(watcher.changes == ["deleted 1"])
        #expect(cars.count == 2)
        let plates = try cars.objects(in: 0..<2).map { $0.storeValue(forAttribute: "plate") }
        #expect(plates == [.string("P-Ada"), .string("P-Cy")])
    }
}

@Suite("Changes to rows another process deleted")
struct ChangesToGoneRowsTests {
    @Test(
        "given an object changed here and deleted elsewhere, when the deletion is brought in, then it wins over the change"
    )
    func changedHereDeletedThere() throws {
        let stores = try TwoProcesses()
        try stores.people(["Ada", "Bob"])
        let ada = try #require(
            try stores.here.fetch(FetchRequest(entityName: "Person")).first {
                $0.storeValue(forAttribute: "name") == .string("Ada")
            }
        )
        try ada.setStoreValue(.string("Zoe"), forAttribute: "name")
        try stores.deleteElsewhere(["Ada"])
        try stores.here.processExternalChanges()

        #expect(ada.isFault && !ada.hasChanges, "the rename is dropped, as Core Data's merge drops it")
        #expect(!stores.here.hasChanges)
        try stores.here.save()
        let names = try stores.here.fetch(FetchRequest(entityName: "Person")).map {
            $0.storeValue(forAttribute: "name")
        }
        #expect(names == [.string("Bob")])
    }

    @Test(
        "given a pinned context changing a row another process deletes, when it saves, then the save is a conflict, not a trap"
    )
    func pinnedSaveOfARowDeletedSince() throws {
        let stores = try TwoProcesses()
        stores.here.pinsReadsToLastLook = true
        try stores.people(["Ada"])
        let ada = try #require(try stores.here.fetch(FetchRequest(entityName: "Person")).first)
        try ada.setStoreValue(.string("Zoe"), forAttribute: "name")
        try stores.deleteElsewhere(["Ada"])

        let error = #expect(throws: ContextError.self) { try stores.here.save() }
        guard case .conflict(let conflicts) = error else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(conflicts.map(\.deletedInStore) == [true])
        stores.here.endPinnedReads()
    }
}
