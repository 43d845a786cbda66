import Testing

@testable import ManagedGraph

// MARK: - Uniquing, faults, changes, rollback

@Suite("Object context")
struct ObjectContextTests {
    @Test("given a saved object, when it is fetched twice, then both fetches return the same instance")
    func uniquing() throws {
        let context = try makeFleet()
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        let first = try context.fetch(FetchRequest(entityName: "Person"))
        let second = try context.fetch(FetchRequest(entityName: "Person"))
        #expect(first.count == 1)
        #expect(first[0] === second[0])
        #expect(context.object(with: first[0].objectID) === first[0])
    }

    @Test("given an object id, when the object is asked for, then it comes as a fault that fills on first access")
    func faultsFillOnAccess() throws {
        let recorder = SQLRecorder()
        let writer = try makeFleet(sqlLog: recorder.log)
        try writer.make("Person", ["name": .string("Ada")])
        try writer.save()
        let id = try writer.fetchObjectIDs(FetchRequest(entityName: "Person"))[0]

        let reader = ObjectContext(store: writer.store)
        let person = reader.object(with: id)
        #expect(person.isFault)
        recorder.reset()
        #expect(person.storeValue(forAttribute: "name") == .string("Ada"))
        #expect(!person.isFault)
        #expect(recorder.selects.count == 1)
        _ = person.storeValue(forAttribute: "name")
        #expect(recorder.selects.count == 1, "a filled object reads no more rows")
    }

    @Test("given a fault whose row is gone, when it is fulfilled, then the error names the object")
    func missingFault() throws {
        let context = try makeFleet()
        let ghost = context.object(with: ObjectID(entityName: "Person", primaryKey: 42))
        #expect(throws: ContextError.objectNotFound(ObjectID(entityName: "Person", primaryKey: 42))) {
            try ghost.fulfill()
        }
        #expect(ghost.storeValue(forAttribute: "name") == .null)
        #expect(context.takeFaultFailures().keys.contains(ghost.objectID))
    }

    @Test("given changes, then hasChanges and the inserted, updated and deleted sets say which")
    func changeSets() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try context.save()
        #expect(!context.hasChanges)

        ada.setName("Ada L.")
        try context.delete(bob)
        let cy = try context.make("Person", ["name": .string("Cy")])
        #expect(context.hasChanges)
        #expect(context.updatedObjects.map(\.objectID) == [ada.objectID])
        #expect(context.deletedObjects.map(\.objectID) == [bob.objectID])
        #expect(context.insertedObjects.map(\.objectID) == [cy.objectID])
        #expect(ada.changedKeys == ["name"])
        #expect(ada.committedValues(forKeys: ["name"]) == ["name": .string("Ada")])
    }

    @Test("an entity of more than 64 attributes tracks a change of any of them, the 64th and after included")
    func changesBeyondSixtyFourSlots() throws {
        let names = (0..<70).map { "a\($0)" }
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Wide",
                    attributes: names.map { AttributeDescription(name: $0, type: .integer, isOptional: true) }
                )
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
        let wide = try context.insert(entityName: "Wide")
        try context.save()
        #expect(!wide.hasChanges)

        for name in ["a3", "a63", "a64", "a69"] { try wide.setStoreValue(.integer(7), forAttribute: name) }
        #expect(wide.isUpdated)
        #expect(wide.changedKeys == ["a3", "a63", "a64", "a69"])
        #expect(context.updatedObjects.map(\.objectID) == [wide.objectID])
        try context.save()
        #expect(!wide.hasChanges)
        context.reset()
        let again = try #require(try context.fetch(FetchRequest(entityName: "Wide")).first)
        #expect(
            names.map { again.storeValue(forAttribute: $0) }
                == names.map { ["a3", "a63", "a64", "a69"].contains($0) ? .integer(7) : .null }
        )

        try again.setStoreValue(.integer(8), forAttribute: "a66")
        #expect(again.changedKeys == ["a66"])
        context.rollback()
        #expect(!again.hasChanges)
        #expect(again.storeValue(forAttribute: "a66") == .null)
    }

    @Test("given unsaved changes, when the context rolls back, then objects return to their stored values")
    func rollback() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try context.save()

        ada.setName("Changed")
        try context.delete(bob)
        let cy = try context.make("Person", ["name": .string("Cy")])
        context.rollback()

        #expect(!context.hasChanges)
        #expect((ada as! Person).name == "Ada")
        #expect(!bob.isDeleted)
        #expect(cy.managedObjectContext == nil)
        #expect(
            try context.names(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")])) == ["Ada", "Bob"]
        )
    }

    @Test(
        "given objects of a model nothing else keeps, when their context, store and model are gone, then they keep their entity and values and have no context"
    )
    func objectsOutliveTheirContext() throws {
        // A model of this test's own: only the objects can keep its entities alive.
        func fetchedAndAbandoned() throws -> (plain: [ManagedObject], batched: [ManagedObject]) {
            let model = ManagedObjectModel(
                version: 1,
                entities: [
                    EntityDescription(name: "Note", attributes: [AttributeDescription(name: "text", type: .string)])
                ]
            )
            let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
            for index in 0..<6 { try context.make("Note", ["text": .string("n\(index)")]) }
            try context.save()
            context.reset()
            let plain = try context.fetch(FetchRequest(entityName: "Note"))
            let other = ObjectContext(store: context.store)
            let batched = try other.fetch(FetchRequest(entityName: "Note", fetchBatchSize: 4))
            try batched[0].fulfill()
            #expect(plain.allSatisfy { $0.managedObjectContext === context })
            #expect(batched.allSatisfy { $0.managedObjectContext === other })
            return (plain, batched)
        }
        let (plain, batched) = try fetchedAndAbandoned()
        for objects in [plain, batched] {
            #expect(objects.allSatisfy { $0.managedObjectContext == nil })
            #expect(objects.allSatisfy { $0.entity.name == "Note" && $0.objectID.entityName == "Note" })
        }
        #expect(plain.map { $0.storeValue(forAttribute: "text") } == (0..<6).map { .string("n\($0)") })
        // The first batch was filled before its context went; the second stays a fault.
        #expect(batched[0..<4].allSatisfy { !$0.isFault } && batched[4...].allSatisfy { $0.isFault })
        #expect(batched[3].storeValue(forAttribute: "text") == .string("n3"))
        #expect(throws: ContextError.self) { try batched[5].fulfill() }
    }

    @Test("given registered objects, when the context resets, then they detach and fetches start from the store")
    func reset() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        ada.setName("Unsaved")
        context.reset()
        #expect(ada.managedObjectContext == nil)
        #expect(!context.hasChanges)
        let again = try context.fetch(FetchRequest(entityName: "Person"))
        #expect(again.count == 1)
        #expect(again[0] !== ada)
        #expect(again[0].storeValue(forAttribute: "name") == .string("Ada"))
    }

    @Test("given another context saved a change, when an object is refreshed, then it reads the stored value")
    func refreshReadsTheStore() throws {
        let first = try makeFleet()
        let ada = try first.make("Person", ["name": .string("Ada")])
        try first.save()
        let second = ObjectContext(store: first.store)
        let copy = try second.existingObject(with: ada.objectID)
        (copy as! Person).name = "Ada Lovelace"
        try second.save()

        #expect((ada as! Person).name == "Ada")
        try first.refresh(ada, mergeChanges: false)
        #expect((ada as! Person).name == "Ada Lovelace")
    }

    @Test("given an unknown key or a wrong type, then key-value coding refuses with a message")
    func keyValueCodingChecksTheModel() throws {
        let context = try makeFleet()
        let person = try context.make("Person", ["name": .string("Ada")])
        #expect(person.value(forKey: "name") as? String == "Ada")
        #expect(person.value(forKey: "age") == nil)
        try person.setValue(36, forKey: "age")
        #expect(person.value(forKey: "age") as? Int == 36)

        let unknown = #expect(throws: ContextError.self) { try person.setValue("x", forKey: "nmae") }
        #expect(unknown?.description == "Person has no key \"nmae\"; did you mean \"name\"?")
        let mismatch = #expect(throws: ContextError.self) { try person.setValue("old", forKey: "age") }
        #expect(mismatch?.description == "Person.age is a number; \"old\" is text")
    }

    @Test("given objects of two contexts, when they are related, then it is refused as a wrong-context error")
    func objectsNeverCrossContexts() throws {
        let first = try makeFleet()
        let second = ObjectContext(store: first.store)
        let car = try first.make("Car", ["plate": .string("CAR-1")])
        let owner = try second.make("Person", ["name": .string("Ada")])
        #expect(throws: ContextError.wrongContext(owner.objectID)) {
            try car.setRelatedObject(owner, forKey: "owner")
        }
    }
}

extension ManagedObject {
    fileprivate func setName(_ name: String) { try? setStoreValue(.string(name), forAttribute: "name") }
}
