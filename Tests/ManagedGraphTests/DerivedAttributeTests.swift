import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Derived attributes, computed by the store

@Suite("Derived attributes")
struct DerivedAttributeTests {
    @Test("given new shelves and books, when saved, then every derivation is computed and the objects hold it")
    func computedAtSave() throws {
        let context = try makeShelves()
        let shelf = try context.shelf("Crème", pages: [120, 300])
        let book = shelf.relatedObjects(forKey: "books")[0]
        #expect(shelf["bookCount"] == .null, "nothing computed before the save")
        let before = Date().timeIntervalSince1970
        try context.save()
        let after = Date().timeIntervalSince1970

        #expect(shelf["bookCount"] == .integer(2))
        #expect(shelf["pageTotal"] == .integer(420))
        #expect(shelf["longest"] == .integer(300))
        #expect(shelf["searchName"] == .string("creme"))
        #expect(shelf["loudName"] == .string("CRÈME"))
        let savedAt = try #require(shelf["savedAt"].numericValue)
        #expect(savedAt >= before.rounded(.down) && savedAt <= after.rounded(.up))
        guard case .date(let savedOn) = shelf["savedOn"] else {
            Issue.record("now() in a date attribute gives a date, got \(shelf["savedOn"])")
            return
        }
        #expect(abs(savedOn.timeIntervalSince1970 - savedAt) < 1, "the same moment in both forms")
        #expect(book["shelfName"] == .string("Crème"))
        #expect(book["lowerName"] == .string("crème-1"))
        #expect(book["pageCopy"] == .double(120))
        #expect(!shelf.hasChanges && !book.hasChanges, "values the store computed are not changes")
    }

    @Test(
        "given saved shelves, when fetched by and sorted by derived attributes, then the store uses them like columns"
    )
    func fetchedAndSorted() throws {
        let context = try makeShelves()
        try context.shelf("Éclair", pages: [10])
        try context.shelf("Bread", pages: [5, 6, 7])
        try context.shelf("Cake", pages: [])
        try context.save()
        let fresh = ObjectContext(store: context.store)
        let byCount = FetchRequest(
            entityName: "Shelf",
            predicate: try ObjectPredicate(format: "bookCount >= 1"),
            sortDescriptors: [FetchSortDescriptor("bookCount", ascending: false)]
        )
        #expect(try fresh.names(byCount) == ["Bread", "Éclair"])
        let bySearchName = FetchRequest(
            entityName: "Shelf",
            predicate: try ObjectPredicate(format: "searchName == 'eclair'")
        )
        #expect(try fresh.names(bySearchName) == ["Éclair"])
        let books = FetchRequest(
            entityName: "Book",
            predicate: try ObjectPredicate(format: "shelfName == 'Bread' AND pageCopy > 5.5"),
            sortDescriptors: [FetchSortDescriptor("lowerName")]
        )
        #expect(try fresh.names(books) == ["Bread-2", "Bread-3"])
        let empty = FetchRequest(
            entityName: "Shelf",
            predicate: try ObjectPredicate(format: "bookCount == 0 AND pageTotal == 0")
        )
        #expect(try fresh.names(empty) == ["Cake"], "an empty relationship counts and sums 0")
    }

    @Test(
        "given saved shelves, when books move, change and go, then the counts, sums and copies follow in memory and in the store"
    )
    func keptUpToDate() throws {
        let context = try makeShelves()
        let first = try context.shelf("First", pages: [100, 200])
        let second = try context.shelf("Second", pages: [50])
        try context.save()
        let books = first.relatedObjects(forKey: "books")

        try books[0].setRelatedObject(second, forKey: "shelf")
        try books[1].setStoreValue(.integer(250), forAttribute: "pages")
        try context.save()
        #expect(
            [first["bookCount"], first["pageTotal"], first["longest"]] == [.integer(1), .integer(250), .integer(250)]
        )
        #expect([second["bookCount"], second["pageTotal"]] == [.integer(2), .integer(150)])
        #expect(books[0]["shelfName"] == .string("Second"))

        try second.setStoreValue(.string("Other"), forAttribute: "name")
        try context.save()
        #expect(books[0]["shelfName"] == .string("Other"), "a to-one copy follows its source's change")
        #expect(second["loudName"] == .string("OTHER"))

        try context.delete(books[1])
        try context.save()
        #expect([first["bookCount"], first["pageTotal"], first["longest"]] == [.integer(0), .integer(0), .null])

        let fresh = ObjectContext(store: context.store)
        let stored = try fresh.fetchDictionaries(
            FetchRequest(
                entityName: "Shelf",
                sortDescriptors: [.init("name")],
                resultType: .dictionaries,
                propertiesToFetch: ["name", "bookCount", "pageTotal"]
            )
        )
        #expect(stored.map { $0["bookCount"] } == [.integer(0), .integer(2)])
        #expect(stored.map { $0["pageTotal"] } == [.integer(0), .integer(150)])
    }

    @Test("given a many-to-many relationship, when links are made and broken from either side, then the count follows")
    func manyToMany() throws {
        let context = try makeShelves()
        let label = try context.make("Label", ["name": .string("Sweet")])
        let cake = try context.make("Book", ["name": .string("Cake")])
        let pie = try context.make("Book", ["name": .string("Pie")])
        try label.addRelatedObject(cake, forKey: "books")
        try context.save()
        #expect(label["bookCount"] == .integer(1))

        try pie.addRelatedObject(label, forKey: "labels")
        try context.save()
        #expect(label["bookCount"] == .integer(2))

        try context.delete(cake)
        try context.save()
        #expect(label["bookCount"] == .integer(1))
        try label.removeRelatedObject(pie, forKey: "books")
        try context.save()
        #expect(label["bookCount"] == .integer(0))
    }

    @Test(
        "given a save that changes a derived value, when it reports its changes, then the row is updated with its old value"
    )
    func reportedAsChanges() throws {
        let context = try makeShelves()
        let shelf = try context.shelf("Shelf", pages: [10])
        try context.save()
        try context.make("Book", ["name": .string("New"), "pages": .integer(5)]).setRelatedObject(
            shelf,
            forKey: "shelf"
        )
        let changes = try context.save()
        #expect(changes.updated[shelf.objectID]?.isSuperset(of: ["bookCount", "pageTotal"]) == true)
        #expect(changes.updated[shelf.objectID]?.contains("longest") == false, "the longest book is still 10 pages")
        #expect(changes.oldValues[shelf.objectID]?["bookCount"] == .integer(1))
        #expect(changes.oldValues[shelf.objectID]?["pageTotal"] == .integer(10))
    }

    @Test("given two contexts, when one saves, then the other's merged objects show the new derived values")
    func otherContexts() throws {
        let context = try makeShelves()
        let shelf = try context.shelf("Shelf", pages: [10, 20])
        try context.save()
        let viewer = ObjectContext(store: context.store)
        viewer.automaticallyMergesChangesFromOtherContexts = true
        let seen = try viewer.existingObject(with: shelf.objectID)
        #expect(seen["bookCount"] == .integer(2))

        try context.make("Book", ["name": .string("Third"), "pages": .integer(5)]).setRelatedObject(
            shelf,
            forKey: "shelf"
        )
        try context.save()
        viewer.mergePendingChanges()
        #expect(seen["bookCount"] == .integer(3))
        #expect(seen["pageTotal"] == .integer(35))
    }

    @Test("given two processes on one file, when one saves, then the other sees the derived values the save changed")
    func otherProcesses() throws {
        try withScratchStore { path in
            let writer = try makeShelves(path: path)
            let shelf = try writer.shelf("Shelf", pages: [10])
            try writer.save()
            let reader = try makeShelves(path: path)
            let seen = try reader.existingObject(with: shelf.objectID)
            #expect(seen["bookCount"] == .integer(1))

            try writer.make("Book", ["name": .string("Second")]).setRelatedObject(shelf, forKey: "shelf")
            try writer.save()
            let changes = try reader.processExternalChanges()
            #expect(changes?.updated[shelf.objectID]?.contains("bookCount") == true)
            #expect(seen["bookCount"] == .integer(2))
        }
    }

    @Test("given a derivation the store cannot compute, when the store opens, then it is refused in one line")
    func refusedModels() throws {
        func model(_ derivation: Derivation, type: AttributeType) -> ManagedObjectModel {
            var entities = shelfModel().entities
            let book = entities[1]
            entities[1] = EntityDescription(
                name: "Book",
                attributes: book.attributes + [.derived(name: "odd", type: type, derivation: derivation)],
                relationships: book.relationships
            )
            return ManagedObjectModel(version: 1, entities: entities)
        }
        let cases: [(Derivation, AttributeType, String)] = [
            (.keyPath("pagez"), .integer, "Book has no key \"pagez\"; did you mean \"pages\"?"),
            (.keyPath("pages"), .string, "it yields a number, but the attribute is text"),
            (.lowercase("pages"), .string, "lowercase:(pages) needs text; pages is a number"),
            (
                .keyPath("labels.name"), .string,
                "labels.name crosses a to-many relationship; it cannot be sorted or fetched by"
            ),
            (
                .keyPath("shelf.books.@count"), .integer,
                "shelf.books.@count goes too far: a derivation reads the object's attribute, one to-one relationship's attribute, or an aggregate over one to-many relationship"
            ),
            (
                .keyPath("shelfName"), .string,
                "shelfName is derived itself; derive from the attributes it is derived from"
            ),
            (.now, .integer, "now() is a moment, kept as a date or a double; the attribute is a number"),
        ]
        for (derivation, type, reason) in cases {
            let error = #expect(throws: StoreError.self) {
                try PersistentStore(location: .inMemory, model: model(derivation, type: type))
            }
            #expect(
                error?.description
                    == "the model cannot be used with a store: Book.odd cannot be derived from \(derivation): \(reason)"
            )
        }
    }

    @Test("given derivations in Core Data's format, when read, then they are the derivations the model takes")
    func formats() throws {
        #expect(try Derivation(format: "books.@count") == .keyPath("books.@count"))
        #expect(try Derivation(format: "lowercase:(name)") == .lowercase("name"))
        #expect(try Derivation(format: " uppercase( name ) ") == .uppercase("name"))
        #expect(try Derivation(format: "canonical:(shelf.name)") == .canonical("shelf.name"))
        #expect(try Derivation(format: "now()") == .now)
        for derivation in [Derivation.keyPath("a.b"), .lowercase("a"), .uppercase("a"), .canonical("a"), .now] {
            #expect(try Derivation(format: derivation.description) == derivation)
        }
        let unknown = #expect(throws: ModelError.self) { try Derivation(format: "reversed:(name)") }
        #expect(
            unknown?.message
                == "\"reversed\" is not a derivation function; the functions are lowercase:, uppercase:, canonical: and now()"
        )
        let empty = #expect(throws: ModelError.self) { try Derivation(format: "lowercase:()") }
        #expect(empty?.message == "lowercase() needs a key path, e.g. lowercase:(name)")
        let spaced = #expect(throws: ModelError.self) { try Derivation(format: "name name") }
        #expect(spaced?.message == "\"name name\" is not a derivation; write a key path or a function")
    }

    @Test("given a book inserted before its shelf in one save, when saved, then both directions are computed")
    func insertionOrder() throws {
        let context = try makeShelves()
        let book = try context.make("Book", ["name": .string("Early"), "pages": .integer(9)])
        let shelf = try context.make("Shelf", ["name": .string("Late")])
        try book.setRelatedObject(shelf, forKey: "shelf")
        try context.save()
        #expect(book["shelfName"] == .string("Late"))
        #expect([shelf["bookCount"], shelf["pageTotal"]] == [.integer(1), .integer(9)])
    }

    @Test("given live results sorted by a derived count, when a save changes the count, then the rows move")
    func liveResultsFollow() throws {
        let context = try makeShelves()
        try context.shelf("A", pages: [1, 2])
        let b = try context.shelf("B", pages: [1])
        try context.save()
        let controller = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Shelf",
                sortDescriptors: [FetchSortDescriptor("bookCount", ascending: false), FetchSortDescriptor("name")]
            ),
            context: context
        )
        try controller.performFetch()
        #expect(try controller.objects(in: 0..<2).map { $0["name"] } == [.string("A"), .string("B")])

        for name in ["B-2", "B-3"] {
            try context.make("Book", ["name": .string(name)]).setRelatedObject(b, forKey: "shelf")
        }
        try context.save()
        #expect(try controller.objects(in: 0..<2).map { $0["name"] } == [.string("B"), .string("A")])
    }

    @Test("given folders in folders, when derivations read the same entity, then the triggers on one table agree")
    func selfReferential() throws {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Folder",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        .derived(name: "childCount", type: .integer, derivation: .keyPath("children.@count")),
                        .derived(name: "parentName", type: .string, derivation: .keyPath("parent.name")),
                    ],
                    relationships: [
                        RelationshipDescription(
                            name: "parent",
                            destination: "Folder",
                            inverse: "children",
                            isToMany: false
                        ),
                        RelationshipDescription(
                            name: "children",
                            destination: "Folder",
                            inverse: "parent",
                            isToMany: true
                        ),
                    ]
                )
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
        let root = try context.make("Folder", ["name": .string("root")])
        let docs = try context.make("Folder", ["name": .string("docs")])
        let notes = try context.make("Folder", ["name": .string("notes")])
        try docs.setRelatedObject(root, forKey: "parent")
        try notes.setRelatedObject(docs, forKey: "parent")
        try context.save()
        #expect(
            [root["childCount"], docs["childCount"], notes["childCount"]] == [.integer(1), .integer(1), .integer(0)]
        )
        #expect(
            [root["parentName"], docs["parentName"], notes["parentName"]] == [.null, .string("root"), .string("docs")]
        )

        try notes.setRelatedObject(root, forKey: "parent")
        try root.setStoreValue(.string("home"), forAttribute: "name")
        try context.save()
        #expect([root["childCount"], docs["childCount"]] == [.integer(2), .integer(0)])
        #expect([docs["parentName"], notes["parentName"]] == [.string("home"), .string("home")])
    }
}
