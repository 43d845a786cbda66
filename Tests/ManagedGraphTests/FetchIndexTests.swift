import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Indexes of several keys

@Suite("Indexes of several keys")
struct FetchIndexTests {
    static func model(indexes: [FetchIndexDescription]) -> ManagedObjectModel {
        ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Owner",
                    attributes: [AttributeDescription(name: "name", type: .string)],
                    relationships: [
                        RelationshipDescription(name: "pets", destination: "Pet", inverse: "owner", isToMany: true)
                    ]
                ),
                EntityDescription(
                    name: "Pet",
                    attributes: [AttributeDescription(name: "name", type: .string, isIndexed: true)],
                    relationships: [
                        RelationshipDescription(name: "owner", destination: "Owner", inverse: "pets", isToMany: false)
                    ],
                    indexes: indexes
                ),
            ]
        )
    }

    static let byOwner = FetchIndexDescription(name: "byOwner", keys: ["owner", "name"])

    func indexes(_ path: String) throws -> [String: String] {
        try DatabaseQueue(path: path).read { db in
            var found: [String: String] = [:]
            for row in try Row.fetchAll(
                db,
                sql: "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
            ) {
                found[row[0]] = row[1]
            }
            return found
        }
    }

    @Test("a page of pets sorted by owner, then name, is read in order from the index: no sort")
    func pagesInOrder() throws {
        let folder = try StoreFolder()
        let path = folder.path("pets.sqlite")
        let store = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwner]))
        #expect(try indexes(path)["Pet_byOwner"]?.contains("(\"owner\", Z_FOLD_name, \"name\")") == true)
        let context = ObjectContext(store: store)
        let owners = try ["Ann", "Ben"].map { try context.make("Owner", ["name": .string($0)]) }
        for number in 0..<40 {
            let pet = try context.make("Pet", ["name": .string("Pet \(39 - number)")])
            try pet.setRelatedObject(owners[number % 2], forKey: "owner")
        }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Pet",
                sortDescriptors: [.init("owner.name"), .init("name", comparison: .caseInsensitive)]
            ),
            context: context
        )
        try results.performFetch()
        store.countsStatements = true
        let work = store.statementWork
        let page = try results.objects(in: 15..<25).map { $0.storeValue(forAttribute: "name").stringValue ?? "" }
        #expect((store.statementWork - work).sorts == 0)
        let all = try context.names(results.fetchRequest)
        #expect(page == Array(all[15..<25]))
    }

    @Test("a store made before the model had the index gets it when it next opens for writing")
    func madeLater() throws {
        let folder = try StoreFolder()
        let path = folder.path("pets.sqlite")
        _ = try PersistentStore(location: .file(path), model: Self.model(indexes: []))
        #expect(try indexes(path)["Pet_byOwner"] == nil)
        _ = try PersistentStore(
            location: .file(path),
            model: Self.model(indexes: [Self.byOwner]),
            options: .init(readOnly: true)
        )
        #expect(try indexes(path)["Pet_byOwner"] == nil, "a read-only store is not written")
        _ = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwner]))
        #expect(try indexes(path)["Pet_byOwner"] != nil)
    }

    @Test("an index of a key the entity lacks is refused when a store opens, naming it")
    func refused() {
        let model = Self.model(indexes: [FetchIndexDescription(name: "byAge", keys: ["owner", "age"])])
        #expect(
            throws: StoreError.invalidModel(
                "Pet.byAge indexes age, which is no stored attribute or to-one relationship"
            )
        ) {
            try PersistentStore(location: .inMemory, model: model)
        }
    }
}
