import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Transient attributes

/// Contact: a stored name, and two transient attributes — a selection flag with a default, and
/// a draft with a rule.
let contactModel = ManagedObjectModel(
    version: 1,
    entities: [
        EntityDescription(
            name: "Contact",
            attributes: [
                AttributeDescription(name: "name", type: .string),
                .transient(name: "isSelected", type: .boolean, isOptional: false, defaultValue: .bool(false)),
                .transient(name: "draft", type: .string, validation: [.length(1...5)]),
            ]
        )
    ]
)

/// The columns of a table, as SQLite lists them.
func columns(of table: String, in store: PersistentStore) throws -> [String] {
    try store.withDatabase { db in try db.columns(in: table).map(\.name) }
}

@Suite("Transient attributes")
struct TransientAttributeTests {
    private func makeContacts(sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        ObjectContext(
            store: try PersistentStore(location: .inMemory, model: contactModel, options: .init(sqlLog: sqlLog))
        )
    }

    @Test("given a transient attribute, when the store is made, then its table has no column for it")
    func noColumn() throws {
        let context = try makeContacts()
        #expect(try columns(of: "Contact", in: context.store) == ["Z_PK", "Z_OPT", "name"])
        let entity = try #require(contactModel.entity(named: "Contact"))
        #expect(entity.attributes.map(\.name) == ["name"])
        #expect(entity.transientAttributes.map(\.name) == ["isSelected", "draft"])
        #expect(entity.attribute(named: "draft")?.isTransient == true)
    }

    @Test("given a contact, when its transient attributes are set, then they read back by every accessor")
    func readAndWrite() throws {
        let context = try makeContacts()
        let ada = try context.make("Contact", ["name": .string("Ada")])
        #expect(ada.value(forKey: "isSelected") as? Bool == false, "the default")
        try ada.setValue(true, forKey: "isSelected")
        try ada.setStoreValue(.string("hi"), forAttribute: "draft")
        #expect(ada.storeValue(forAttribute: "isSelected") == .bool(true))
        #expect(ada.value(forKey: "draft") as? String == "hi")
        let error = #expect(throws: ContextError.self) {
            try ada.setStoreValue(.string("yes"), forAttribute: "isSelected")
        }
        #expect(error?.description == "Contact.isSelected is a boolean; \"yes\" is text")
    }

    @Test(
        "given a saved contact, when a transient attribute changes, then the object has changes but the save writes nothing"
    )
    func changeWithoutWriting() throws {
        let recorder = SQLRecorder()
        let context = try makeContacts(sqlLog: recorder.log)
        let ada = try context.make("Contact", ["name": .string("Ada")])
        try context.save()

        try ada.setStoreValue(.bool(true), forAttribute: "isSelected")
        #expect(ada.hasChanges && ada.isUpdated)
        #expect(ada.changedKeys == ["isSelected"])
        #expect(context.updatedObjects.map(\.objectID) == [ada.objectID])
        recorder.reset()
        try context.save()
        #expect(!recorder.all.contains { $0.contains("UPDATE \"Contact\"") })
        #expect(!ada.hasChanges && !context.hasChanges)
        #expect(ada.storeValue(forAttribute: "isSelected") == .bool(true), "a save keeps the value in memory")

        let other = ObjectContext(store: context.store)
        let there = try other.existingObject(with: ada.objectID)
        #expect(there.storeValue(forAttribute: "isSelected") == .bool(false), "never stored")
    }

    @Test(
        "given set transient values, when the object is refreshed, rolled back or refaulted, then they reset or stay as Core Data says"
    )
    func resetOnRefault() throws {
        let context = try makeContacts()
        let ada = try context.make("Contact", ["name": .string("Ada")])
        try context.save()

        try ada.setStoreValue(.bool(true), forAttribute: "isSelected")
        try context.refresh(ada, mergeChanges: true)
        #expect(ada.storeValue(forAttribute: "isSelected") == .bool(true), "kept when changes are merged")
        #expect(ada.changedKeys == ["isSelected"])

        try context.refresh(ada, mergeChanges: false)
        #expect(ada.isFault)
        #expect(ada.storeValue(forAttribute: "isSelected") == .bool(false), "a fault's transient values are defaults")
        #expect(!ada.hasChanges)

        try ada.setStoreValue(.string("x"), forAttribute: "draft")
        context.rollback()
        #expect(ada.storeValue(forAttribute: "draft") == .null, "rolled back to what was saved: nothing")
        #expect(!context.hasChanges)
    }

    @Test(
        "given a transient attribute in a fetch's predicate, sort or properties, when fetched, then the store refuses it"
    )
    func refusedByStoreFetches() throws {
        let context = try makeContacts()
        try context.make("Contact", ["name": .string("Ada")])
        let reason =
            "Contact.isSelected is transient: the store does not keep it, so a fetch cannot filter or sort by it; "
            + "filter the fetched objects in memory instead"
        let requests = [
            FetchRequest(entityName: "Contact", predicate: try ObjectPredicate(format: "isSelected == YES")),
            FetchRequest(entityName: "Contact", sortDescriptors: [FetchSortDescriptor("isSelected")]),
        ]
        for request in requests {
            // With unsaved changes (judged in memory) and without: refused the same way.
            for _ in 0..<2 {
                let error = #expect(throws: ContextError.self) { try context.fetch(request) }
                #expect(error?.description == "invalid fetch request for Contact: \(reason)")
                try context.save()
            }
        }
        let dictionaries = FetchRequest(
            entityName: "Contact",
            resultType: .dictionaries,
            propertiesToFetch: ["isSelected"]
        )
        let error = #expect(throws: ContextError.self) { try context.fetchDictionaries(dictionaries) }
        #expect(error?.description == "invalid properties to fetch: \(reason)")
        let checked = #expect(throws: PredicateError.self) {
            try ObjectPredicate(
                format: "isSelected == YES",
                entity: contactModel.entity(named: "Contact")!,
                model: contactModel
            )
        }
        #expect(checked?.message == "column 1: \(reason)")
    }

    @Test("given fetched contacts, when filtered in memory by a transient attribute, then the predicate sees it")
    func filteredInMemory() throws {
        let context = try makeContacts()
        for name in ["Ada", "Bob", "Cy"] { try context.make("Contact", ["name": .string(name)]) }
        try context.save()
        let contacts = try context.fetch(FetchRequest(entityName: "Contact", sortDescriptors: [.init("name")]))
        try contacts[0].setStoreValue(.bool(true), forAttribute: "isSelected")
        try contacts[2].setStoreValue(.bool(true), forAttribute: "isSelected")
        let selected = try ObjectPredicate(format: "isSelected == YES AND name != %@", "Cy")
        let picked = try contacts.filter { try selected.evaluate(with: $0) }
        #expect(picked.map { $0.storeValue(forAttribute: "name") } == [.string("Ada")])
    }

    @Test("given a transient value breaking its rule, when saved, then validation refuses it like a stored one")
    func validated() throws {
        let context = try makeContacts()
        let ada = try context.make("Contact", ["name": .string("Ada")])
        try ada.setStoreValue(.string("too long"), forAttribute: "draft")
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(error?.description == "cannot save: Contact \"Ada\": draft can have at most 5 characters; it has 8")
    }

    @Test("given a child context, when it sets a transient value and saves, then the parent's object has it, unsaved")
    func childContext() throws {
        let context = try makeContacts()
        let ada = try context.make("Contact", ["name": .string("Ada")])
        try context.save()
        let child = ObjectContext(parent: context)
        try child.object(with: ada.objectID).setStoreValue(.bool(true), forAttribute: "isSelected")
        try child.save()
        #expect(ada.storeValue(forAttribute: "isSelected") == .bool(true))
        #expect(ada.changedKeys == ["isSelected"])
    }

    @Test("given a derived attribute, when the app sets it, then it is refused: the store computes it")
    func derivedCannotBeSet() throws {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Contact",
                    attributes: [
                        AttributeDescription(name: "name", type: .string),
                        .derived(name: "searchName", type: .string, derivation: .canonical("name")),
                    ]
                )
            ]
        )
        let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: model))
        let ada = try context.make("Contact", ["name": .string("Ada")])
        let error = #expect(throws: ContextError.self) {
            try ada.setStoreValue(.string("x"), forAttribute: "searchName")
        }
        #expect(
            error?.description
                == "Contact.searchName is derived from canonical:(name) by the store at each save; it cannot be set"
        )
    }
}
