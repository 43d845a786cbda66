import Testing

@testable import ManagedGraph

// MARK: - Hearing a context's saves

@Suite("Save observation")
struct SaveObservationTests {
    @Test("given an observation, when the context saves, then the handler hears what the save changed, once")
    func hearsEachSave() throws {
        let context = try makeFleet()
        var heard: [ContextChanges] = []
        let observation = context.observeSaves { heard.append($0) }
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        try ada.setStoreValue(.string("Ada L."), forAttribute: "name")
        try context.save()
        try context.save()  // nothing to save: nothing heard

        withExtendedLifetime(observation) {}
        #expect(heard.count == 2)
        #expect(heard.first?.inserted.count == 1)
        #expect(heard.last?.updated[ada.objectID] == ["name"])
    }

    @Test("given an observation, when the handler runs, then the save has committed")
    func afterCommit() throws {
        let context = try makeFleet()
        let reader = ObjectContext(store: context.store)
        var namesSeen: [String] = []
        let observation = context.observeSaves { _ in
            namesSeen = (try? reader.names(FetchRequest(entityName: "Person"))) ?? ["failed"]
        }
        try context.make("Person", ["name": .string("Ada")])
        try context.save()

        withExtendedLifetime(observation) {}
        #expect(namesSeen == ["Ada"])
    }

    @Test("given two observations, then the one added first hears a save first")
    func inOrderAdded() throws {
        let context = try makeFleet()
        var order: [String] = []
        let first = context.observeSaves { _ in order.append("first") }
        let second = context.observeSaves { _ in order.append("second") }
        try context.make("Person", ["name": .string("Ada")])
        try context.save()

        withExtendedLifetime((first, second)) {}
        #expect(order == ["first", "second"])
    }

    @Test("given an observation cancelled or let go, when the context saves, then nothing is heard")
    func cancelledOrReleased() throws {
        let context = try makeFleet()
        var heard = 0
        let cancelled = context.observeSaves { _ in heard += 1 }
        cancelled.cancel()
        _ = context.observeSaves { _ in heard += 1 }
        try context.make("Person", ["name": .string("Ada")])
        try context.save()

        withExtendedLifetime(cancelled) {}
        #expect(heard == 0)
    }

    @Test("given another context's save merged in, then the merging context's observation hears nothing")
    func mergesAreNotSaves() throws {
        let writer = try makeFleet()
        let merging = ObjectContext(store: writer.store)
        var heard = 0
        let observation = merging.observeSaves { _ in heard += 1 }
        try writer.make("Person", ["name": .string("Ada")])
        let changes = try writer.save()
        merging.mergeChanges(changes)

        withExtendedLifetime(observation) {}
        #expect(heard == 0)
    }
}
