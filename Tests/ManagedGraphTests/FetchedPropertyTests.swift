import Testing

@testable import ManagedGraph

// MARK: - Fetched properties

@Suite("Fetched properties")
struct FetchedPropertyTests {
    /// The shelf model, each shelf with its thick books as a fetched property, and every label
    /// with the labels sharing its name's first letter (a fetch that names no source).
    static func model(_ thickBooks: FetchRequest? = nil) throws -> ManagedObjectModel {
        let base = shelfModel()
        let thick =
            try thickBooks
            ?? FetchRequest(
                entityName: "Book",
                predicate: try ObjectPredicate(format: "shelf == $FETCH_SOURCE AND pages >= 300"),
                sortDescriptors: [FetchSortDescriptor("name")]
            )
        let shelf = base.entities[0]
        let label = base.entities[2]
        return ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: shelf.name,
                    attributes: shelf.attributes,
                    relationships: shelf.relationships,
                    fetchedProperties: [FetchedPropertyDescription(name: "thickBooks", fetchRequest: thick)]
                ),
                base.entities[1],
                EntityDescription(
                    name: label.name,
                    attributes: label.attributes,
                    relationships: label.relationships,
                    fetchedProperties: [
                        FetchedPropertyDescription(
                            name: "everyLabel",
                            fetchRequest: FetchRequest(entityName: "Label", sortDescriptors: [.init("name")])
                        )
                    ]
                ),
            ]
        )
    }

    @Test("given a shelf, when its fetched property is read, then it is fetched then, once, and kept until a refresh")
    func lazyAndCached() throws {
        let recorder = SQLRecorder()
        let store = try PersistentStore(
            location: .inMemory,
            model: try Self.model(),
            options: .init(sqlLog: recorder.log)
        )
        let context = ObjectContext(store: store)
        let shelf = try context.shelf("Tall", pages: [500, 100, 300])
        try context.shelf("Other", pages: [900])
        try context.save()
        recorder.reset()

        let shelves = try context.fetch(
            FetchRequest(entityName: "Shelf", predicate: try ObjectPredicate(format: "name == 'Tall'"))
        )
        #expect(!recorder.selects.contains { $0.contains("FROM \"Book\"") }, "nothing fetched before it is read")
        let thick = try shelves[0].fetchedObjects(forKey: "thickBooks")
        #expect(thick.map { $0["name"] } == [.string("Tall-1"), .string("Tall-3")])
        let reads = recorder.selects.count
        #expect(try shelves[0].fetchedObjects(forKey: "thickBooks").map(\.objectID) == thick.map(\.objectID))
        #expect(recorder.selects.count == reads, "read again without a fetch")

        // Not kept up to date: a new thick book shows only once the shelf is refreshed.
        try context.make("Book", ["name": .string("Tall-4"), "pages": .integer(400)]).setRelatedObject(
            shelf,
            forKey: "shelf"
        )
        try context.save()
        #expect(try shelf.fetchedObjects(forKey: "thickBooks").count == 2)
        try context.refresh(shelf, mergeChanges: false)
        #expect(
            try shelf.fetchedObjects(forKey: "thickBooks").map { $0["name"] } == [
                .string("Tall-1"), .string("Tall-3"), .string("Tall-4"),
            ]
        )
    }

    @Test("given a fetched property, when read by key-value coding, then it gives objects and cannot be set")
    func keyValueCoding() throws {
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: try Self.model()))
        let label = try context.make("Label", ["name": .string("B")])
        try context.make("Label", ["name": .string("A")])
        let every = label.value(forKey: "everyLabel") as? [ManagedObject]
        #expect(
            every?.map { $0["name"] } == [.string("A"), .string("B")],
            "unsaved labels are found, as a fetch finds them"
        )
        let error = #expect(throws: ContextError.self) { try label.setValue([label], forKey: "everyLabel") }
        #expect(
            error?.description == "Label.everyLabel is a fetched property: a fetch finds its objects; it cannot be set"
        )
    }

    @Test(
        "given a fetched property, when the store is made, then it has no column or table, and deleting keeps its objects"
    )
    func notARelationship() throws {
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: try Self.model()))
        let tables = try context.store.withDatabase { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z\\_%' ESCAPE '\\'"
            )
        }
        #expect(!tables.contains { $0.contains("thick") })
        #expect(try columns(of: "Shelf", in: context.store).allSatisfy { !$0.contains("thick") })

        let shelf = try context.shelf("Tall", pages: [500])
        try context.save()
        let thick = try shelf.fetchedObjects(forKey: "thickBooks")
        try context.delete(shelf)
        try context.save()
        #expect(!thick[0].isDeleted, "no delete rule reaches through a fetched property")
    }

    @Test("given a fetched property the model cannot fetch, when the store opens, then it is refused in one line")
    func refused() throws {
        let unknownKey = FetchRequest(
            entityName: "Book",
            predicate: try ObjectPredicate(format: "shelff == $FETCH_SOURCE")
        )
        let otherVariable = FetchRequest(entityName: "Book", predicate: try ObjectPredicate(format: "pages > $MIN"))
        let cases: [(FetchRequest, String)] = [
            (unknownKey, "Shelf.thickBooks: Book has no key \"shelff\"; did you mean \"shelf\"?"),
            (otherVariable, "Shelf.thickBooks uses $MIN; a fetched property's only variable is $FETCH_SOURCE"),
        ]
        for (request, reason) in cases {
            let error = #expect(throws: StoreError.self) {
                try PersistentStore(location: .inMemory, model: try Self.model(request))
            }
            #expect(error?.description == "the model cannot be used with a store: \(reason)")
        }
    }
}
