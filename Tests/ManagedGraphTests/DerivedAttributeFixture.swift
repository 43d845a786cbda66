@testable import ManagedGraph

// MARK: - Shelves, books and labels with derived attributes

/// Shelf —books→ Book (to-one `shelf` back), Label ⇄ Book many-to-many, each entity with the
/// derivations Core Data offers: counts and sums over to-many relationships, an attribute of a
/// to-one relationship, copies and functions of an attribute, and `now()`.
func shelfModel(version: Int = 1) -> ManagedObjectModel {
    ManagedObjectModel(
        version: version,
        entities: [
            EntityDescription(
                name: "Shelf",
                attributes: [
                    AttributeDescription(name: "name", type: .string),
                    .derived(name: "bookCount", type: .integer, derivation: .keyPath("books.@count")),
                    .derived(name: "pageTotal", type: .integer, derivation: .keyPath("books.@sum.pages")),
                    .derived(name: "longest", type: .integer, derivation: .keyPath("books.@max.pages")),
                    .derived(name: "searchName", type: .string, derivation: .canonical("name"), isIndexed: true),
                    .derived(name: "loudName", type: .string, derivation: .uppercase("name")),
                    .derived(name: "savedAt", type: .double, derivation: .now),
                    .derived(name: "savedOn", type: .date, derivation: .now),
                ],
                relationships: [
                    RelationshipDescription(name: "books", destination: "Book", inverse: "shelf", isToMany: true)
                ]
            ),
            EntityDescription(
                name: "Book",
                attributes: [
                    AttributeDescription(name: "name", type: .string),
                    AttributeDescription(name: "pages", type: .integer, defaultValue: .integer(0)),
                    .derived(name: "shelfName", type: .string, derivation: .keyPath("shelf.name")),
                    .derived(name: "lowerName", type: .string, derivation: .lowercase("name")),
                    .derived(name: "pageCopy", type: .double, derivation: .keyPath("pages")),
                ],
                relationships: [
                    RelationshipDescription(name: "shelf", destination: "Shelf", inverse: "books", isToMany: false),
                    RelationshipDescription(name: "labels", destination: "Label", inverse: "books", isToMany: true),
                ]
            ),
            EntityDescription(
                name: "Label",
                attributes: [
                    AttributeDescription(name: "name", type: .string),
                    .derived(name: "bookCount", type: .integer, derivation: .keyPath("books.@count")),
                ],
                relationships: [
                    RelationshipDescription(name: "books", destination: "Book", inverse: "labels", isToMany: true)
                ]
            ),
        ]
    )
}

func makeShelves(path: String? = nil) throws -> ObjectContext {
    let location: PersistentStore.Location = path.map { .file($0) } ?? .inMemory
    return ObjectContext(store: try PersistentStore(location: location, model: shelfModel()))
}

extension ObjectContext {
    /// A shelf with books of the given page counts, named `NAME-1`, `NAME-2`, ….
    @discardableResult
    func shelf(_ name: String, pages: [Int]) throws -> ManagedObject {
        let shelf = try make("Shelf", ["name": .string(name)])
        for (index, count) in pages.enumerated() {
            let book = try make("Book", ["name": .string("\(name)-\(index + 1)"), "pages": .integer(Int64(count))])
            try book.setRelatedObject(shelf, forKey: "shelf")
        }
        return shelf
    }
}

extension ManagedObject {
    /// An attribute's value, for short expectations.
    subscript(_ key: String) -> StoreValue { storeValue(forAttribute: key) }
}
