import Testing

@testable import ManagedGraph

// MARK: - Live results of a hierarchy

/// Writes down each row change with the id it is about.
private final class ZooRows: FetchedResultsControllerDelegate {
    var events: [String] = []

    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {
        switch change {
        case .inserted(let index, let name): events.append("+section \(index) \(name)")
        case .deleted(let index, let name): events.append("-section \(index) \(name)")
        }
    }

    func controller(_ controller: FetchedResultsController, didChange change: FetchedObjectChange, for object: ObjectID)
    {
        switch change {
        case .inserted(let at): events.append("insert \(at.flat) \(object)")
        case .deleted(let at): events.append("delete \(at.flat) \(object)")
        case .moved(let from, let to): events.append("move \(from.flat)->\(to.flat) \(object)")
        case .updated(let at): events.append("update \(at.flat) \(object)")
        }
    }

    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

@Suite("Entity inheritance: live results")
struct InheritanceLiveResultsTests {
    @Test(
        "given live results of the parent, when sub-entities' objects are inserted, changed and deleted, then rows follow"
    )
    func parentResultsFollowChildren() throws {
        let context = try Zoo.context()
        let rex = try context.animal("Dog", "Rex")
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]),
            context: context
        )
        let rows = ZooRows()
        results.delegate = rows
        try results.performFetch()
        #expect(results.count == 1)

        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try context.save()
        #expect(rows.take() == ["insert 0 Puppy/p3", "insert 2 Cat/p2"])

        try tom.setStoreValue(.string("Ace"), forAttribute: "name")
        try context.save()
        #expect(rows.take() == ["move 2->0 Cat/p2"])

        try context.delete(rex)
        try context.save()
        #expect(rows.take() == ["delete 2 Dog/p1"])
        let objects = try results.objects(in: 0..<2)
        #expect(objects.map(\.kindAndName) == ["Cat:Ace", "Puppy:Bit"])
        #expect(objects[1] is PuppyObject)
        #expect(try results.location(of: tom.objectID)?.flat == 0)
    }

    @Test("given live results of a sub-entity, when a sibling changes, then nothing is reported")
    func siblingsAreNotRows() throws {
        let context = try Zoo.context()
        try context.animal("Dog", "Rex")
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Dog", sortDescriptors: [.init("name")]),
            context: context
        )
        let rows = ZooRows()
        results.delegate = rows
        try results.performFetch()
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.save()
        try tom.setStoreValue(.string("Abe"), forAttribute: "name")
        try context.save()
        #expect(rows.take() == [])
        try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try context.save()
        #expect(rows.take() == ["insert 0 Puppy/p3"])
        #expect(try results.location(of: tom.objectID) == nil)
    }

    @Test("given sectioned live results of the parent, when kinds change, then sections and pages follow")
    func sectionsAndPages() throws {
        let context = try Zoo.context()
        try context.animal("Dog", "Rex")
        try context.animal("Cat", "Ron", ["indoor": .bool(true)])
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]),
            context: context,
            sectionKey: .initial(of: "name")
        )
        let rows = ZooRows()
        results.delegate = rows
        try results.performFetch()
        #expect(results.sections.map(\.name) == ["R"])
        try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try context.save()
        #expect(rows.take() == ["+section 0 B", "insert 0 Puppy/p3"])
        #expect(try results.objects(in: 0..<3).map(\.kindAndName) == ["Puppy:Bit", "Dog:Rex", "Cat:Ron"])

        // A context that has none of them yet learns each key's entity from the store, in one query.
        let recorder = SQLRecorder()
        let store = try PersistentStore(location: .inMemory, model: Zoo.model, options: .init(sqlLog: recorder.log))
        let fresh = ObjectContext(store: store)
        try fresh.animal("Dog", "Rex")
        try fresh.animal("Cat", "Ron", ["indoor": .bool(true)])
        try fresh.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try fresh.save()
        let reader = ObjectContext(store: store)
        let pages = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]),
            context: reader,
            sectionKey: .initial(of: "name")
        )
        try pages.performFetch()
        recorder.reset()
        let page = try pages.objects(in: 0..<3)
        #expect(page.map(\.kindAndName) == ["Puppy:Bit", "Dog:Rex", "Cat:Ron"])
        #expect(page.map { "\(type(of: $0))" } == ["PuppyObject", "DogObject", "AnimalObject"])
        #expect(recorder.selects.filter { $0.contains("Z_ENT FROM") }.count == 1, "\(recorder.selects)")
    }

    @Test("given two stores on one file, when one saves a sub-entity's object, then the other's live results report it")
    func otherProcesses() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        let context = try Zoo.context(path: directory.store)
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Dog", sortDescriptors: [.init("name")]),
            context: context
        )
        let rows = ZooRows()
        results.delegate = rows
        try results.performFetch()
        let elsewhere = try Zoo.context(path: directory.store)
        try elsewhere.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try elsewhere.animal("Cat", "Tom", ["indoor": .bool(true)])
        try elsewhere.save()
        let changes = try #require(try context.processExternalChanges())
        #expect(changes.inserted.map(\.description) == ["Cat/p2", "Puppy/p1"])
        #expect(rows.take() == ["insert 0 Puppy/p1"])
        #expect(try results.objects(in: 0..<1).first is PuppyObject)
    }

    @Test(
        "given live results of the parent, when another context saves a sub-entity's object, then the merge reports it"
    )
    func mergedChanges() throws {
        let context = try Zoo.context()
        context.automaticallyMergesChangesFromOtherContexts = true
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]),
            context: context
        )
        let rows = ZooRows()
        results.delegate = rows
        try results.performFetch()
        let background = ObjectContext(store: context.store)
        let tom = try background.animal("Cat", "Tom", ["indoor": .bool(true)])
        try background.save()
        context.mergePendingChanges()
        #expect(rows.take() == ["insert 0 Cat/p1"])
        try tom.setStoreValue(.string("Tim"), forAttribute: "name")
        try background.save()
        context.mergePendingChanges()
        #expect(rows.take() == ["update 0 Cat/p1"])
        #expect(try results.objects(in: 0..<1).map(\.kindAndName) == ["Cat:Tim"])
    }
}
