import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Lightweight migration of the model's newer features

/// A scratch directory for one test's store file, removed afterwards.
func withScratchStore(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.appendingPathComponent("store.sqlite").path)
}

@Suite("Migrating transient, derived and one-to-one properties")
struct ModelFeatureMigrationTests {
    static func contacts(
        _ version: Int,
        _ attributes: [AttributeDescription],
        relationships: [RelationshipDescription] = []
    )
        -> ManagedObjectModel
    {
        ManagedObjectModel(
            version: version,
            entities: [
                EntityDescription(
                    name: "Contact",
                    attributes: [AttributeDescription(name: "name", type: .string)] + attributes,
                    relationships: relationships
                )
            ]
        )
    }

    @Test(
        "given a store, when transient attributes are added, made stored and transient again, then only stored ones get a column"
    )
    func transientNeedsNoColumn() throws {
        let v1 = Self.contacts(1, [])
        let v2 = Self.contacts(
            2,
            [.transient(name: "isSelected", type: .boolean), .transient(name: "nickname", type: .string)]
        )
        let v3 = Self.contacts(
            3,
            [
                .transient(name: "isSelected", type: .boolean),
                AttributeDescription(name: "nickname", type: .string, isOptional: true),
            ]
        )
        let v4 = Self.contacts(4, [.transient(name: "nickname", type: .string)])
        try withScratchStore { path in
            do {
                let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
                try context.make("Contact", ["name": .string("Ada")])
                try context.save()
            }
            let recorder = SQLRecorder()
            let second = try PersistentStore(
                location: .file(path),
                model: v2,
                history: [v1],
                options: .init(sqlLog: recorder.log)
            )
            #expect(!recorder.all.contains { $0.hasPrefix("ALTER") }, "\(recorder.all)")
            #expect(try columns(of: "Contact", in: second) == ["Z_PK", "Z_OPT", "name"])
            let third = try PersistentStore(location: .file(path), model: v3, history: [v1, v2])
            #expect(try columns(of: "Contact", in: third) == ["Z_PK", "Z_OPT", "name", "nickname"])
            let fourth = try PersistentStore(location: .file(path), model: v4, history: [v1, v2, v3])
            #expect(try columns(of: "Contact", in: fourth) == ["Z_PK", "Z_OPT", "name"])
            let context = ObjectContext(store: fourth)
            let names = try context.fetch(FetchRequest(entityName: "Contact")).map {
                $0.storeValue(forAttribute: "name")
            }
            #expect(names == [.string("Ada")])
        }
    }

    @Test("given a store, when a one-to-one relationship is added, then existing objects have none and can be paired")
    func addingOneToOne() throws {
        let v1 = Self.contacts(1, [])
        let v2 = Self.contacts(
            2,
            [],
            relationships: [
                RelationshipDescription(name: "partner", destination: "Contact", inverse: "partner", isToMany: false)
            ]
        )
        try withScratchStore { path in
            do {
                let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
                try context.make("Contact", ["name": .string("Ada")])
                try context.make("Contact", ["name": .string("Bob")])
                try context.save()
            }
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v2, history: [v1]))
            let contacts = try context.fetch(FetchRequest(entityName: "Contact", sortDescriptors: [.init("name")]))
            #expect(contacts.allSatisfy { $0.relatedObject(forKey: "partner") == nil })
            try contacts[0].setRelatedObject(contacts[1], forKey: "partner")
            try context.save()
            let other = ObjectContext(store: context.store)
            let paired = try other.fetch(FetchRequest(entityName: "Contact", sortDescriptors: [.init("name")]))
            #expect(paired.map { $0.relatedName("partner") } == ["Bob", "Ada"])
        }
    }

    /// The shelf model with its derived attributes changed by `change` (dropped when it returns nil).
    static func shelves(_ version: Int, _ change: (AttributeDescription) -> AttributeDescription?) -> ManagedObjectModel
    {
        ManagedObjectModel(
            version: version,
            entities: shelfModel().entities.map { entity in
                EntityDescription(
                    name: entity.name,
                    attributes: entity.attributes.compactMap { $0.derivation == nil ? $0 : change($0) },
                    relationships: entity.relationships
                )
            }
        )
    }

    @Test(
        "given a store without derived attributes, when they are added and one is changed, then every row is computed"
    )
    func derivedAttributesFilled() throws {
        let v1 = Self.shelves(1) { _ in nil }
        let v2 = shelfModel(version: 2)
        let v3 = Self.shelves(3) { attribute in
            attribute.name == "searchName"
                ? .derived(name: "searchName", type: .string, derivation: .lowercase("name"), isIndexed: true)
                : attribute
        }
        try withScratchStore { path in
            do {
                let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
                try context.shelf("Crème", pages: [3, 4])
                try context.save()
            }
            do {
                let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v2, history: [v1]))
                let shelf = try #require(try context.fetch(FetchRequest(entityName: "Shelf")).first)
                #expect(
                    [shelf["bookCount"], shelf["pageTotal"], shelf["searchName"]] == [
                        .integer(2), .integer(7), .string("creme"),
                    ]
                )
                let books = try context.fetch(FetchRequest(entityName: "Book", sortDescriptors: [.init("name")]))
                #expect(books.map { $0["shelfName"] } == [.string("Crème"), .string("Crème")])
                // The triggers came with the migration: a save keeps the values up to date.
                try context.make("Book", ["name": .string("More")]).setRelatedObject(shelf, forKey: "shelf")
                try context.save()
                #expect(shelf["bookCount"] == .integer(3))
            }
            let context = ObjectContext(
                store: try PersistentStore(location: .file(path), model: v3, history: [v1, v2])
            )
            let shelf = try #require(try context.fetch(FetchRequest(entityName: "Shelf")).first)
            #expect(shelf["searchName"] == .string("crème"), "a changed derivation is computed afresh")
            let byName = FetchRequest(
                entityName: "Shelf",
                predicate: try ObjectPredicate(format: "searchName == 'crème'")
            )
            #expect(try context.names(byName) == ["Crème"])
        }
    }

    @Test("given a stored attribute, when a later version derives it, then the migration is refused and the file kept")
    func storedBecomingDerivedIsRefused() throws {
        let v1 = Self.contacts(1, [AttributeDescription(name: "key", type: .string, isOptional: true)])
        let v2 = Self.contacts(2, [.derived(name: "key", type: .string, derivation: .lowercase("name"))])
        try withScratchStore { path in
            _ = try PersistentStore(location: .file(path), model: v1)
            let error = #expect(throws: StoreError.self) {
                try PersistentStore(location: .file(path), model: v2, history: [v1])
            }
            #expect(
                error?.description
                    == "the store cannot be migrated automatically: Contact.key changed from stored to derived"
            )
            _ = try PersistentStore(location: .file(path), model: v1)
        }
    }
}
