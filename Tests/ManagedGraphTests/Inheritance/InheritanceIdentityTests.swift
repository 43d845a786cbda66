import Testing

@testable import ManagedGraph

// MARK: - Object ids in a hierarchy

@Suite("Entity inheritance: object ids")
struct InheritanceIdentityTests {
    @Test("given objects of several sub-entities, when saved, then their keys are one sequence and their ids distinct")
    func oneKeySpace() throws {
        let context = try Zoo.context()
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        let bit = try context.animal("Puppy", "Bit", ["weeks": .integer(1)])
        let kim = try context.animal("Keeper", "Kim")
        #expect(rex.objectID.isTemporary)
        let changes = try context.save()
        #expect([rex, tom, bit, kim].map(\.objectID.description) == ["Dog/p1", "Cat/p2", "Puppy/p3", "Keeper/p1"])
        #expect(changes.permanentIDs.values.map(\.entityName).sorted() == ["Cat", "Dog", "Keeper", "Puppy"])

        // A later save goes on from the highest key of the table, whichever entity took it.
        try context.delete(bit)
        try context.save()
        let kit = try context.animal("Cat", "Kit", ["indoor": .bool(false)])
        try context.save()
        #expect(kit.objectID.description == "Cat/p4", "a key is never reused, across the hierarchy")
    }

    @Test("given saved ids, when another context reads them, then each finds its object, of its entity")
    func stableAcrossContexts() throws {
        let context = try Zoo.context()
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.save()
        let other = ObjectContext(store: context.store)
        let found = try [rex.objectID, tom.objectID].map { id throws(ContextError) in try other.existingObject(with: id)
        }
        #expect(found.map(\.kindAndName) == ["Dog:Rex", "Cat:Tom"])
        #expect(found.map(\.objectID) == [rex.objectID, tom.objectID])
        let fetched = try other.fetchObjectIDs(FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]))
        #expect(fetched == [rex.objectID, tom.objectID])
        // One object per row, whichever entity its id names.
        #expect(other.object(with: ObjectID(entityName: "Animal", primaryKey: 2)) === found[1])
        #expect(other.registeredObjects.count == 2)
    }

    @Test("given a child context, when it inserts sub-entities' objects and saves, then the parent's ids name them")
    func childContexts() throws {
        let context = try Zoo.context()
        let child = ObjectContext(parent: context)
        let kim = try child.animal("Keeper", "Kim")
        let bit = try child.animal("Puppy", "Bit", ["weeks": .integer(2)])
        try bit.setRelatedObject(kim, forKey: "keeper")
        try child.save()
        try context.save()
        #expect(bit.objectID.description == "Puppy/p1")
        let other = ObjectContext(store: context.store)
        let keeper = try #require(try other.fetch(FetchRequest(entityName: "Keeper")).first)
        #expect(keeper.relatedObjects(forKey: "animals").map(\.objectID) == [bit.objectID])
    }
}
