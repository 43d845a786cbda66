import Testing

@testable import ManagedGraph

// MARK: - How a context keeps its new objects and the ids a save gives them

@Suite("Insert bookkeeping")
struct InsertBookkeepingTests {
    @Test("a parent and its child inserting by turns each list their own new objects in order, deletions left out")
    func interleavedKeys() throws {
        let parent = try makeFleet()
        let child = ObjectContext(parent: parent)
        let ada = try parent.make("Person", ["name": .string("Ada")])
        let bob = try child.make("Person", ["name": .string("Bob")])
        let cy = try parent.make("Garage", ["name": .string("Cy")])
        let dee = try child.make("Club", ["name": .string("Dee")])
        let eve = try parent.make("Person", ["name": .string("Eve")])
        try parent.delete(cy)
        let fay = try parent.make("Person", ["name": .string("Fay")])
        #expect(parent.insertedObjects.map(\.objectID) == [ada, eve, fay].map(\.objectID))
        #expect(child.insertedObjects.map(\.objectID) == [bob, dee].map(\.objectID))
        for object in [ada, eve, fay] { try parent.delete(object) }
        #expect(!parent.hasChanges, "every new object deleted: nothing left to save")
        let gus = try parent.make("Person", ["name": .string("Gus")])
        #expect(parent.insertedObjects.map(\.objectID) == [gus.objectID])
    }

    @Test("an object kept by id (a permanent key, as undo brings back) is listed with the run, in insertion order")
    func permanentKeyBesideTheRun() throws {
        let context = try makeFleet()
        let saved = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        let fresh = try context.make("Person", ["name": .string("Bob")])
        var objects = InsertedObjects()
        objects.add(fresh, id: fresh.objectID)
        objects.add(saved, id: saved.objectID)
        #expect(objects.count == 2)
        #expect(
            objects.inInsertionOrder.map(\.objectID) == [saved.objectID, fresh.objectID],
            "permanent keys sort first"
        )
        objects.remove(saved.objectID)
        objects.remove(saved.objectID)
        #expect(objects.count == 1)
        objects.remove(fresh.objectID)
        #expect(objects.isEmpty)
    }

    @Test("a save of many new objects reports their permanent ids as one run per entity in a row")
    func permanentIDsAsRuns() throws {
        let context = try makeFleet()
        let people = try (0..<50).map { try context.make("Person", ["name": .string("P\($0)")]) }
        let garage = try context.make("Garage", ["name": .string("G")])
        let more = try (0..<50).map { try context.make("Person", ["name": .string("Q\($0)")]) }
        let temporary = (people + [garage] + more).map(\.objectID)
        let changes = try context.save()
        let saved = people + [garage] + more
        #expect(changes.permanentIDs.count == 101)
        #expect(changes.permanentIDs.runs.count == 3)
        #expect(zip(temporary, saved).allSatisfy { changes.permanentIDs[$0.0] == $0.1.objectID })
        #expect(changes.permanentIDs.map { $0.temporary } == temporary)
        #expect(changes.permanentIDs.values == saved.map(\.objectID))
        #expect(changes.permanentIDs[ObjectID(entityName: "Garage", primaryKey: -2)] == nil, "-2 was a person's")
    }

    @Test("ids added out of step each take an entry, and are all found")
    func permanentIDsOutOfStep() {
        func id(_ key: Int64, _ entity: String = "Person") -> ObjectID { ObjectID(entityName: entity, primaryKey: key) }
        var ids: PermanentIDs = [id(-1): id(10), id(-2): id(11)]
        ids.add(id(20), for: id(-3))
        ids.add(id(21, "Car"), for: id(-4, "Car"))
        ids.add(id(22), for: id(-9))
        #expect(ids.runs.count == 4)
        #expect(ids[id(-2)] == id(11))
        #expect(ids[id(-3)] == id(20))
        #expect(ids[id(-4, "Car")] == id(21, "Car"))
        #expect(ids[id(-4)] == nil, "the entity is part of the id")
        #expect(ids[id(-9)] == id(22))
        #expect(ids[id(-5)] == nil)
        #expect(PermanentIDs().isEmpty)
    }
}
