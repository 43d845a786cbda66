import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Undo and redo of saved changes

@Suite("Undo and redo")
struct UndoTests {
    @Test("undoing a many-to-many change restores the links in order")
    func undoLinks() throws {
        let context = try makeFleet()
        let club = try context.make("Club", ["name": .string("Chess")])
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try club.setRelatedObjects([bob, ada], forKey: "members")
        try context.save()
        try club.setRelatedObjects([ada], forKey: "members")
        try context.save()
        try context.undo()
        let fresh = ObjectContext(store: context.store)
        #expect(
            try fresh.existingObject(with: club.objectID).relatedObjects(forKey: "members").map(\.objectID) == [
                bob.objectID, ada.objectID,
            ]
        )
    }
}

@Suite("Undo and redo stay symmetric")
struct UndoSymmetryTests {
    @Test("given a save whose changes cancel out, when saved, then it is no step: undo and redo stay in step")
    func saveThatChangesNothingIsNoStep() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let car = try context.make("Car", ["plate": .string("A-1")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try car.setRelatedObject(ada, forKey: "owner")
        try context.save()
        try car.setRelatedObject(bob, forKey: "owner")
        try car.setRelatedObject(nil, forKey: "owner")
        try car.setRelatedObject(ada, forKey: "owner")
        try car.setStoreValue(.string("B-2"), forAttribute: "plate")
        try car.setStoreValue(.string("A-1"), forAttribute: "plate")
        context.actionName = "nothing"
        try context.save()

        let manager = try #require(context.undoManager)
        #expect(manager.undoActionName == "change", "the first save is still the last step")
        try context.undo()
        #expect(manager.redoActionName == "change")
        #expect(!manager.canUndo)
        try context.redo()
        #expect(manager.canUndo && !manager.canRedo)
        #expect(try context.count(for: FetchRequest(entityName: "Car", includesPendingChanges: false)) == 1)
    }

    @Test(
        "given a save that changes some values back and others not, when undone and redone, then only the change is reverted"
    )
    func halfCancelledSave() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada"), "age": .integer(30)])
        try context.save()
        try ada.setStoreValue(.string("Zed"), forAttribute: "name")
        try ada.setStoreValue(.string("Ada"), forAttribute: "name")
        try ada.setStoreValue(.integer(31), forAttribute: "age")
        try context.save()
        try context.undo()
        #expect(ada.storeValue(forAttribute: "age") == .integer(30))
        try context.redo()
        #expect(ada.storeValue(forAttribute: "age") == .integer(31))
        #expect(ada.storeValue(forAttribute: "name") == .string("Ada"))
        try context.undo()
        try context.undo()
        #expect(try context.count(for: FetchRequest(entityName: "Person")) == 0)
        try context.redo()
        try context.redo()
        let people = try context.fetch(FetchRequest(entityName: "Person"))
        #expect(people.map { $0.storeValue(forAttribute: "age") } == [.integer(31)])
    }
}

@Suite("Undo over another writer's changes")
struct UndoOverOtherWritersTests {
    @Test("given a rename another writer renamed over, when undone, then it is refused and leaves the stack")
    func undoOverAnotherRename() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        try ada.setStoreValue(.string("Bea"), forAttribute: "name")
        try context.save()
        let other = ObjectContext(store: context.store)
        try other.existingObject(with: ada.objectID).setStoreValue(.string("Cy"), forAttribute: "name")
        context.mergeChanges(try other.save())

        #expect(throws: ContextError.self) { try context.undo() }
        #expect(ada.storeValue(forAttribute: "name") == .string("Cy"), "their rename stays")
        #expect(context.undoManager?.undoActionName == "change", "the refused rename left; the insert is next")
        #expect(context.undoManager?.canRedo == false)
    }

    @Test("given an insert another writer deleted, when undone, then it is refused as gone and leaves the stack")
    func undoOfAnInsertDeletedElsewhere() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        let other = ObjectContext(store: context.store)
        try other.delete(try other.existingObject(with: ada.objectID))
        context.mergeChanges(try other.save())

        #expect(throws: ContextError.objectNotFound(ada.objectID)) { try context.undo() }
        #expect(context.undoManager?.canUndo == false)
    }

    @Test("given a failure of the store, not of the objects, when undoing, then the change stays to be tried again")
    func undoKeptOnAStoreFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mg-undo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("fleet.sqlite").path
        let store = try PersistentStore(location: .file(path), model: fleetModel, options: .init(busyTimeout: 0.05))
        let context = ObjectContext(store: store)
        try context.make("Person", ["name": .string("Ada")])
        try context.save()

        // Another connection holds the write lock: the undo's save finds the store busy.
        let writer = try DatabaseQueue(path: path)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            #expect(throws: ContextError.storeBusy) { try context.undo() }
            try db.execute(sql: "ROLLBACK")
        }
        #expect(context.undoManager?.canUndo == true, "still there")
        try context.undo()
        #expect(try context.count(for: FetchRequest(entityName: "Person")) == 0)
    }
}

// MARK: - Lifecycle hooks

@Suite("Lifecycle hooks")
struct LifecycleTests {
    @Test("awake from insert and fetch, will and did save, prepare for deletion are called")
    func hooks() throws {
        let context = try makeFleet()
        context.name = "hooks-\(UInt64.random(in: 0...UInt64.max))"
        let person = try context.insert(entityName: "Person") as! Person
        #expect(person.name == "newcomer", "awakeFromInsert set a default")
        #expect(HookLog.shared.take(context: context.name) == ["awakeFromInsert"])

        person.name = "Ada"
        try context.save()
        #expect(HookLog.shared.take(context: context.name) == ["willSave Ada", "didSave Ada"])

        context.reset()
        let fetched = try context.fetch(FetchRequest(entityName: "Person"))
        #expect(fetched.count == 1)
        #expect(HookLog.shared.take(context: context.name) == ["awakeFromFetch Ada"])

        try context.delete(fetched[0])
        try context.save()
        #expect(
            HookLog.shared.take(context: context.name) == ["prepareForDeletion Ada", "willSave Ada", "didSave Ada"]
        )
    }
}
