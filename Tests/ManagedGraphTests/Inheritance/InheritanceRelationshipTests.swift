import Testing

@testable import ManagedGraph

// MARK: - Relationships across a hierarchy

@Suite("Entity inheritance: relationships")
struct InheritanceRelationshipTests {
    @Test("given a relationship to the parent, when objects of sub-entities are added, then both sides follow")
    func relationshipToTheParent() throws {
        let context = try Zoo.context()
        let keeper = try context.animal("Keeper", "Kim")
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try keeper.setRelatedObjects([rex, tom], forKey: "animals")
        #expect(rex.relatedObject(forKey: "keeper") === keeper)
        #expect(tom.relatedObject(forKey: "keeper") === keeper)
        try context.save()

        // Read back as faults in another context: each key becomes an object of its own entity.
        let other = ObjectContext(store: context.store)
        let kim = try #require(try other.fetch(FetchRequest(entityName: "Keeper")).first)
        let animals = kim.relatedObjects(forKey: "animals")
        #expect(animals.map(\.entity.name) == ["Dog", "Cat"])
        #expect(animals.first is DogObject)
        #expect(animals.map(\.kindAndName) == ["Dog:Rex", "Cat:Tom"])
        #expect(animals.allSatisfy { $0.relatedObject(forKey: "keeper") === kim })
    }

    @Test("given a to-one relationship to the parent, when it is read from the store, then the object is of its entity")
    func toOneToTheParent() throws {
        let context = try Zoo.context()
        let keeper = try context.animal("Keeper", "Kim")
        let bit = try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try bit.setRelatedObject(keeper, forKey: "keeper")
        try context.save()

        let other = ObjectContext(store: context.store)
        let kim = try #require(try other.fetch(FetchRequest(entityName: "Keeper")).first)
        let puppy = try #require(kim.relatedObjects(forKey: "animals").first)
        #expect(puppy is PuppyObject && puppy.objectID == bit.objectID)
        // An id naming the parent entity finds the same object.
        let byParent = other.object(with: ObjectID(entityName: "Animal", primaryKey: bit.objectID.primaryKey))
        #expect(byParent === puppy)
        let third = ObjectContext(store: context.store)
        let unseen = third.object(with: ObjectID(entityName: "Animal", primaryKey: bit.objectID.primaryKey))
        #expect(unseen.entity.name == "Puppy" && unseen is PuppyObject)
        #expect(unseen.storeValue(forAttribute: "weeks") == .integer(8))
    }

    @Test("given a relationship to a sub-entity, when an object of a sibling is set, then it is refused")
    func wrongSubentity() throws {
        let context = try Zoo.context()
        let ball = try context.animal("Toy", "Ball")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        let bit = try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        #expect(throws: ContextError.wrongEntity(key: "owner", entity: ball.entity, expected: "Dog", got: "Cat")) {
            try ball.setRelatedObject(tom, forKey: "owner")
        }
        // A puppy is a dog.
        try ball.setRelatedObject(bit, forKey: "owner")
        #expect(bit.relatedObjects(forKey: "toys").map(\.objectID) == [ball.objectID])
    }

    @Test("given relationships declared on the parent, when sub-entities use them, then they share one join table")
    func inheritedManyToMany() throws {
        let context = try Zoo.context()
        let ann = try context.animal("Visitor", "Ann")
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try rex.addRelatedObject(ann, forKey: "visitors")
        try tom.addRelatedObject(ann, forKey: "visitors")
        try context.save()
        let joinTables = try context.store.withDatabase { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z\\_%\\_%' ESCAPE '\\'"
            )
        }
        #expect(joinTables == ["Z_Animal_visitors"])
        let other = ObjectContext(store: context.store)
        let visitor = try #require(try other.fetch(FetchRequest(entityName: "Visitor")).first)
        #expect(visitor.relatedObjects(forKey: "favorites").map(\.kindAndName).sorted() == ["Cat:Tom", "Dog:Rex"])
    }

    @Test(
        "given delete rules across the hierarchy, when a keeper is deleted, then animals of every kind go, and a dog's toys"
    )
    func deleteRules() throws {
        let context = try Zoo.context()
        let keeper = try context.animal("Keeper", "Kim")
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        let ann = try context.animal("Visitor", "Ann")
        try context.animal("Toy", "Ball").setRelatedObject(rex, forKey: "owner")
        try keeper.setRelatedObjects([rex, tom], forKey: "animals")
        try ann.setRelatedObjects([rex, tom], forKey: "favorites")
        try context.save()

        let other = ObjectContext(store: context.store)
        let kim = try #require(try other.fetch(FetchRequest(entityName: "Keeper")).first)
        try other.delete(kim)
        try other.save()
        for entity in ["Animal", "Toy", "Keeper"] {
            #expect(try other.count(for: FetchRequest(entityName: entity)) == 0, "\(entity)")
        }
        // Nullified on the visitor's side.
        let visitor = try #require(
            try ObjectContext(store: context.store).fetch(FetchRequest(entityName: "Visitor")).first
        )
        #expect(visitor.relatedObjects(forKey: "favorites").isEmpty)
    }

    @Test("given predicates across relationships to the parent, when fetching, then sub-entities' objects match")
    func predicatesAcrossTheHierarchy() throws {
        let context = try Zoo.context()
        let kim = try context.animal("Keeper", "Kim")
        let lou = try context.animal("Keeper", "Lou")
        let rex = try context.animal("Dog", "Rex", ["legs": .integer(3)])
        try rex.setRelatedObject(kim, forKey: "keeper")
        try context.animal("Cat", "Tom", ["indoor": .bool(true)]).setRelatedObject(lou, forKey: "keeper")
        try context.animal("Toy", "Ball").setRelatedObject(rex, forKey: "owner")
        try context.save()

        let other = ObjectContext(store: context.store)
        let threeLegged = FetchRequest(
            entityName: "Keeper",
            predicate: try ObjectPredicate(format: "ANY animals.legs == 3")
        )
        #expect(try other.names(threeLegged) == ["Kim"])
        let catKeepers = FetchRequest(
            entityName: "Keeper",
            predicate: try ObjectPredicate(format: "ANY animals.name == 'Tom'")
        )
        #expect(try other.names(catKeepers) == ["Lou"])
        let byObject = FetchRequest(
            entityName: "Keeper",
            predicate: try ObjectPredicate(format: "%@ IN animals", .object(rex.objectID))
        )
        #expect(try other.names(byObject) == ["Kim"])
        let toys = FetchRequest(entityName: "Toy", predicate: try ObjectPredicate(format: "owner.keeper.name == 'Kim'"))
        #expect(try other.names(toys) == ["Ball"])
        let counted = FetchRequest(entityName: "Keeper", predicate: try ObjectPredicate(format: "animals.@count == 1"))
        #expect(try other.names(counted).sorted() == ["Kim", "Lou"])
    }

    @Test("given a saved deletion of a dog, when it is undone, then it comes back a dog with its keeper")
    func undo() throws {
        let context = try Zoo.context()
        let kim = try context.animal("Keeper", "Kim")
        let bit = try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try bit.setRelatedObject(kim, forKey: "keeper")
        try context.save()
        let id = bit.objectID
        try context.delete(bit)
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Dog")) == 0)
        try context.undo()
        let back = try context.existingObject(with: id)
        #expect(back is PuppyObject && back.kindAndName == "Puppy:Bit")
        #expect(back.storeValue(forAttribute: "weeks") == .integer(8))
        #expect(kim.relatedObjects(forKey: "animals").map(\.objectID) == [back.objectID])
    }
}
