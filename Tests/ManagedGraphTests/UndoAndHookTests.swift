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
