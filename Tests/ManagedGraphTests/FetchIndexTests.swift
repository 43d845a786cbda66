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
                    attributes: [
                        AttributeDescription(name: "name", type: .string, isIndexed: true),
                        AttributeDescription(name: "born", type: .date, isOptional: true),
                    ],
                    relationships: [
                        RelationshipDescription(name: "owner", destination: "Owner", inverse: "pets", isToMany: false)
                    ],
                    indexes: indexes
                ),
            ]
        )
    }

    static let byOwner = FetchIndexDescription(name: "byOwner", keys: ["owner", "name"])
    static let byOwnerWithBirth = FetchIndexDescription(name: "byOwner", keys: ["owner", "name"], including: ["born"])

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

    @Test("an index including an attribute keeps the keys' order, then the id, then the attribute")
    func includedAfterTheId() throws {
        let folder = try StoreFolder()
        let path = folder.path("pets.sqlite")
        let store = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwnerWithBirth]))
        let columns = "(\"owner\", Z_FOLD_name, \"name\", Z_PK, \"born\")"
        #expect(try indexes(path)["Pet_byOwner"]?.contains(columns) == true)
        let context = ObjectContext(store: store)
        let owner = try context.make("Owner", ["name": .string("Ann")])
        for number in 0..<30 {
            let born = Date(timeIntervalSinceReferenceDate: Double(number))
            let pet = try context.make("Pet", ["name": .string("Pet \(29 - number)"), "born": .date(born)])
            try pet.setRelatedObject(owner, forKey: "owner")
        }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Pet",
                predicate: try ObjectPredicate(
                    format: "owner == %@ AND born > %@",
                    .object(owner.objectID),
                    .value(.date(Date(timeIntervalSinceReferenceDate: 9)))
                ),
                sortDescriptors: [.init("name", comparison: .caseInsensitive)]
            ),
            context: context
        )
        try results.performFetch()
        store.countsStatements = true
        let work = store.statementWork
        let page = try results.objects(in: 5..<10).map { $0.storeValue(forAttribute: "name").stringValue ?? "" }
        #expect((store.statementWork - work).sorts == 0, "ordered by the index, the id included")
        #expect(page == ["Pet 13", "Pet 14", "Pet 15", "Pet 16", "Pet 17"])
        // A count of one owner's pets before a name, born after a date: the index alone answers.
        let plan = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql: """
                    EXPLAIN QUERY PLAN SELECT count(*) FROM "Pet" WHERE "owner" = 1
                    AND (Z_FOLD_name, "name", Z_PK) < ('pet 2', 'Pet 2', 0) AND "born" > 9
                    """
            ).map { row -> String in row["detail"] }.joined()
        }
        #expect(plan.contains("COVERING INDEX Pet_byOwner"), "\(plan)")
    }

    @Test("a store whose index was declared otherwise gets it made again when it next opens for writing")
    func declaredOtherwise() throws {
        let folder = try StoreFolder()
        let path = folder.path("pets.sqlite")
        let store = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwner]))
        let context = ObjectContext(store: store)
        _ = try context.make("Pet", ["name": .string("Rex")])
        try context.save()
        let before = try indexes(path)["Pet_byOwner"]
        _ = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwner]))
        #expect(try indexes(path)["Pet_byOwner"] == before, "declared the same: left as it is")
        _ = try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwnerWithBirth]))
        #expect(try indexes(path)["Pet_byOwner"]?.hasSuffix("Z_PK, \"born\")") == true)
        let reopened = ObjectContext(
            store: try PersistentStore(location: .file(path), model: Self.model(indexes: [Self.byOwnerWithBirth]))
        )
        #expect(try reopened.names(FetchRequest(entityName: "Pet")) == ["Rex"])
    }

    @Test("an index including an attribute the entity lacks is refused, naming it")
    func includedRefused() {
        let model = Self.model(
            indexes: [FetchIndexDescription(name: "byOwner", keys: ["owner", "name"], including: ["age"])]
        )
        #expect(
            throws: StoreError.invalidModel(
                "Pet.byOwner indexes age, which is no stored attribute or to-one relationship"
            )
        ) {
            try PersistentStore(location: .inMemory, model: model)
        }
    }
}
