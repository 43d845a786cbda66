import GRDB
import Testing

@testable import ManagedGraph

// MARK: - One table per hierarchy

@Suite("Entity inheritance: storage")
struct InheritanceStorageTests {
    @Test("given a hierarchy, when the store is made, then its entities share the root's table with a kind column")
    func oneTable() throws {
        let context = try Zoo.context()
        let tables = try context.store.withDatabase { db in
            try String.fetchAll(
                db,
                sql:
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'Z_%' AND name NOT LIKE 'sqlite_%'"
            )
        }
        #expect(Set(tables) == ["Keeper", "Animal", "Toy", "Visitor"])
        let columns = try context.store.withDatabase { db in
            try Row.fetchAll(db, sql: "PRAGMA table_info(\"Animal\")").map {
                ($0["name"] as String, $0["notnull"] as Int)
            }
        }
        let names = columns.map(\.0)
        for name in [
            "Z_ENT", "name", "tag", "legs", "lowerName", "keeper", "breed", "goodBoy", "toyCount", "weeks", "indoor",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(!names.contains("mood"), "a transient attribute has no column")
        // The root's required attributes are required in SQL; its sub-entities' are not.
        let notNull = Dictionary(uniqueKeysWithValues: columns)
        #expect(notNull["legs"] == 1)
        #expect(notNull["weeks"] == 0 && notNull["indoor"] == 0 && notNull["goodBoy"] == 0)
    }

    @Test(
        "given rows of several entities, when they are saved, then each row says its entity and keys are one sequence"
    )
    func rowsSayTheirEntity() throws {
        let context = try Zoo.context()
        try context.animal("Dog", "Rex")
        try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try context.save()
        let rows = try context.store.withDatabase { db in
            try Row.fetchAll(db, sql: "SELECT Z_PK, Z_ENT, name, weeks, indoor FROM Animal ORDER BY Z_PK").map { row in
                let weeks: Int64? = row[3]
                let indoor: Bool? = row[4]
                return "\(row[0] as Int64) \(row[1] as String) \(row[2] as String) \(weeks ?? -1) \(indoor ?? false)"
            }
        }
        #expect(rows == ["1 Dog Rex -1 false", "2 Cat Tom -1 true", "3 Puppy Bit 8 false"])
    }

    @Test("given a sub-entity's required attribute left empty, when saving, then validation refuses it")
    func subentityOptionalityIsValidated() throws {
        let context = try Zoo.context()
        try context.animal("Puppy", "Bit")
        try context.animal("Cat", "Tom")
        do {
            try context.save()
            Issue.record("saved puppies without weeks")
        } catch {
            #expect("\(error)".contains("Puppy \"Bit\": weeks is required"), "\(error)")
            #expect("\(error)".contains("Cat \"Tom\": indoor is required"), "\(error)")
        }
        #expect(context.hasChanges)
    }

    @Test("given a unique attribute of the parent, when a dog and a cat share a value, then the save is refused")
    func uniqueAcrossTheHierarchy() throws {
        let context = try Zoo.context()
        try context.animal("Dog", "Rex", ["tag": .string("A-1")])
        try context.save()
        try context.animal("Cat", "Tom", ["tag": .string("A-1"), "indoor": .bool(false)])
        #expect(throws: ContextError.self) { try context.save() }
        do {
            try context.save()
        } catch {
            #expect("\(error)".contains("\"A-1\" is already used by another Animal"), "\(error)")
        }
        let indexes = try context.store.withDatabase { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Animal'")
        }
        for name in ["Animal_tag_unique", "Animal_name", "Animal_Z_ENT", "Animal_keeper"] {
            #expect(indexes.contains(name), "\(name)")
        }
    }

    @Test("given derived attributes of the parent and of a sub-entity, when saved, then the store computes both")
    func derivedAttributes() throws {
        let context = try Zoo.context()
        let rex = try context.animal("Dog", "Rex")
        let tom = try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        for name in ["Ball", "Bone"] {
            try context.animal("Toy", name).setRelatedObject(rex, forKey: "owner")
        }
        try context.save()
        #expect(rex.storeValue(forAttribute: "lowerName") == .string("rex"))
        #expect(tom.storeValue(forAttribute: "lowerName") == .string("tom"))
        #expect(rex.storeValue(forAttribute: "toyCount") == .integer(2))

        let other = ObjectContext(store: context.store)
        let animals = try other.fetch(FetchRequest(entityName: "Animal", sortDescriptors: [.init("lowerName")]))
        #expect(animals.map(\.kindAndName) == ["Dog:Rex", "Cat:Tom"])
        // A cat has no toy count: its column stays empty.
        let catCount = try context.store.withDatabase { db in
            try Row.fetchOne(db, sql: "SELECT toyCount FROM Animal WHERE Z_ENT = 'Cat'")?[0] as DatabaseValue?
        }
        #expect(catCount == .null)

        // A derived value a save changes is reported as a change of the object, under its entity.
        try context.animal("Toy", "Rope").setRelatedObject(rex, forKey: "owner")
        let changes = try context.save()
        #expect(changes.updated[rex.objectID]?.contains("toyCount") == true)
        #expect(rex.storeValue(forAttribute: "toyCount") == .integer(3))
    }

    @Test("given a transient attribute of the parent, when a sub-entity's object sets it, then it is kept, not stored")
    func transientAttributes() throws {
        let context = try Zoo.context()
        let rex = try context.animal("Dog", "Rex")
        try rex.setStoreValue(.string("happy"), forAttribute: "mood")
        try context.save()
        #expect(rex.storeValue(forAttribute: "mood") == .string("happy"))
        try context.refresh(rex, mergeChanges: false)
        #expect(rex.storeValue(forAttribute: "mood") == .null)
    }
}
