import Testing

@testable import ManagedGraph

// MARK: - A heavy migration to a model with derived attributes

@Suite("Heavy migration: derived attributes")
struct HeavyMigrationDerivedTests {
    private static func model(version: Int, derived: Bool) -> ManagedObjectModel {
        ManagedObjectModel(
            version: version,
            entities: [
                EntityDescription(
                    name: "Shelf",
                    attributes: [AttributeDescription(name: "name", type: .string)]
                        + (derived
                            ? [.derived(name: "bookCount", type: .integer, derivation: .keyPath("books.@count"))] : []),
                    relationships: [
                        RelationshipDescription(name: "books", destination: "Book", inverse: "shelf", isToMany: true)
                    ]
                ),
                EntityDescription(
                    name: "Book",
                    attributes: [AttributeDescription(name: "name", type: .string)]
                        + (derived ? [.derived(name: "lowerName", type: .string, derivation: .lowercase("name"))] : []),
                    relationships: [
                        RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "books", isToMany: false)
                    ]
                ),
            ]
        )
    }

    @Test("the new store's derived values are computed in the swap, and its triggers keep them after")
    func derivedAfterSwap() throws {
        let folder = try StoreFolder()
        let path = folder.path("shelves.sqlite")
        let v1 = Self.model(version: 1, derived: false)
        let v2 = Self.model(version: 2, derived: true)
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
            let shelf = try context.make("Shelf", ["name": .string("Tall")])
            for name in ["Emma", "Dune"] {
                try context.make("Book", ["name": .string(name)]).setRelatedObject(shelf, forKey: "shelf")
            }
            try context.save()
        }
        let store = try PersistentStore(
            location: .file(path),
            model: v2,
            history: [v1],
            mappings: [MappingModel(from: v1, to: v2, batchSize: 1)]
        )
        let context = ObjectContext(store: store)
        let shelf = try #require(try context.fetch(FetchRequest(entityName: "Shelf")).first)
        #expect(shelf["bookCount"] == .integer(2))
        let lowered = try context.fetch(FetchRequest(entityName: "Book")).map { $0["lowerName"] }
        #expect(Set(lowered) == [.string("emma"), .string("dune")])

        try context.make("Book", ["name": .string("Ulysses")]).setRelatedObject(shelf, forKey: "shelf")
        try context.save()
        #expect(shelf["bookCount"] == .integer(3))
    }
}
