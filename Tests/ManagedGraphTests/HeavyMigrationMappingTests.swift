import Foundation
import Synchronization
import Testing

@testable import ManagedGraph

// MARK: - Each kind of mapping

/// A version 1 address book migrated to version 2 by `AddressBook.mapping()`, one kind of
/// mapping a test: read back through a context on the migrated store.
@Suite("Heavy migration: mappings")
struct HeavyMigrationMappingTests {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("book.sqlite")
    }

    /// Writes `contents` as version 1 and opens the file with version 2 and `mapping`.
    func migrate(
        _ contents: AddressBookContents = AddressBookContents(),
        mapping: MappingModel = AddressBook.mapping()
    ) throws -> ObjectContext {
        try contents.write(to: path)
        let store = try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [mapping])
        #expect(store.outcome == .migrated(from: 1))
        return ObjectContext(store: store)
    }

    @Test("one attribute split in two by values computed from the source object")
    func split() throws {
        let people = try objects("Person", in: try migrate())
        #expect(people.map { $0.text("firstName") } == ["Ada", "charles", "Grace", "Alan", "Edsger"])
        #expect(people.map { $0.text("lastName") } == ["Lovelace", "Babbage", "Brewster Hopper", "Turing", "Dijkstra"])
    }

    @Test("a type change: text to integer the standard way, and by a conversion of one's own")
    func typeChange() throws {
        let standard = try objects("Person", in: try migrate())
        #expect(
            standard.map { $0.storeValue(forAttribute: "age") } == [
                .integer(36), .integer(79), .null, .integer(41), .integer(72),
            ]
        )

        let folder = try StoreFolder()
        let path = folder.path("own.sqlite")
        try AddressBookContents().write(to: path)
        let counted = AddressBook.mapping(person: [
            .convert("age") { value in .integer(Int64(value.stringValue?.count ?? -1)) }
        ])
        let store = try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [counted])
        let people = try objects("Person", in: ObjectContext(store: store))
        #expect(
            people.map { $0.storeValue(forAttribute: "age") } == [
                .integer(2), .integer(4), .integer(-1), .integer(2), .integer(2),
            ]
        )
    }

    @Test("the standard conversions keep every digit, or refuse")
    func standardConversions() {
        #expect(StandardConversion.convert(.string(" 12 "), to: .integer) == .integer(12))
        #expect(StandardConversion.convert(.string("2.5"), to: .double) == .double(2.5))
        #expect(StandardConversion.convert(.string("Yes"), to: .boolean) == .bool(true))
        #expect(StandardConversion.convert(.integer(3), to: .string) == .string("3"))
        #expect(StandardConversion.convert(.double(2.5), to: .string) == .string("2.5"))
        #expect(StandardConversion.convert(.bool(false), to: .string) == .string("false"))
        #expect(StandardConversion.convert(.double(4), to: .integer) == .integer(4))
        #expect(StandardConversion.convert(.integer(4), to: .double) == .double(4))
        #expect(StandardConversion.convert(.null, to: .integer) == .null)
        #expect(StandardConversion.convert(.double(2.5), to: .integer) == nil)
        #expect(StandardConversion.convert(.string("12a"), to: .integer) == nil)
        #expect(StandardConversion.convert(.string("maybe"), to: .boolean) == nil)
        #expect(StandardConversion.convert(.integer(2), to: .boolean) == nil)
    }

    @Test("a renamed attribute keeps its values; an attribute new in the version gets its default")
    func renameAndDefault() throws {
        let people = try objects("Person", in: try migrate())
        #expect(people.map { $0.text("alias") } == ["Enchantress", nil, "Amazing", nil, nil])
        #expect(people.allSatisfy { $0.storeValue(forAttribute: "score") == .integer(7) })
    }

    @Test("values from the object's position: in creation order, and in a sorted order")
    func positions() throws {
        let people = try objects("Person", in: try migrate())
        #expect(
            people.map { $0.storeValue(forAttribute: "joined") }
                == [1_000, 1_060, 1_120, 1_180, 1_240].map { .double($0) }
        )
        // Ada, Alan, charles (case-insensitively), Edsger, Grace.
        #expect(people.map { $0.storeValue(forAttribute: "rank") } == [1, 3, 5, 2, 4].map { .integer($0) })
    }

    @Test("positions count every object of the entity, in batches of any size", arguments: [1, 2, 5, 100])
    func positionsAcrossBatches(batchSize: Int) throws {
        let people = try objects("Person", in: try migrate(mapping: AddressBook.mapping(batchSize: batchSize)))
        #expect(people.map { $0.storeValue(forAttribute: "rank") } == [1, 3, 5, 2, 4].map { .integer($0) })
        #expect(
            people.map { $0.storeValue(forAttribute: "joined") }
                == [1_000, 1_060, 1_120, 1_180, 1_240].map { .double($0) }
        )
    }

    @Test("a renamed entity keeps its objects, their keys and their renamed to-one relationship")
    func renamedEntity() throws {
        let context = try migrate()
        let vehicles = try objects("Vehicle", in: context)
        #expect(vehicles.map { $0.text("plate") } == ["AB-1", "CD-2", "EF-3", "GH-4"])
        #expect(vehicles.map { $0.objectID.primaryKey } == [1, 2, 3, 4])
        #expect(vehicles.map { $0.relatedObject(forKey: "driver")?.text("firstName") } == ["Ada", "Ada", "Alan", nil])
        let ada = try objects("Person", in: context)[0]
        #expect(Set(ada.relatedObjects(forKey: "vehicles").compactMap { $0.text("plate") }) == ["AB-1", "CD-2"])

        // Keys go on where the old entity's stopped.
        let car = try context.insert(entityName: "Vehicle")
        try car.setStoreValue(.string("IJ-5"), forAttribute: "plate")
        try context.save()
        #expect(car.objectID.primaryKey == 5)
    }

    @Test("many-to-many links are kept in their order")
    func orderedLinks() throws {
        let context = try migrate()
        let clubs = try objects("Club", in: context)
        #expect(clubs[0].relatedObjects(forKey: "members").map { $0.text("firstName") } == ["Alan", "Ada", "charles"])
        #expect(clubs[1].relatedObjects(forKey: "members").map { $0.text("firstName") } == ["Grace"])
    }

    @Test("the migrated store is the schema a new store of version 2 has: tables, columns, indexes")
    func schemaAsNew() throws {
        _ = try migrate()
        let fresh = folder.path("fresh.sqlite")
        _ = try PersistentStore(location: .file(fresh), model: AddressBook.v2)
        #expect(try StoreFile.schema(path) == StoreFile.schema(fresh))
        #expect(try StoreFile.indexes(path).contains("Person_lastName"))
        #expect(try StoreFile.integrity(path) == ["ok"])
    }

    @Test("an entity copied by SQL alone keeps its folded column for a renamed indexed attribute")
    func foldedCopy() throws {
        _ = try migrate()
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: AddressBook.v2))
        let found = try context.fetch(
            FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "lastName ==[cd] %@", "dijkstra"))
        )
        #expect(found.map { $0.text("firstName") } == ["Edsger"])
    }
}

// MARK: - Custom policies

/// Leaves people without an age out, upper-cases the aliases of the others, and records what
/// its end-of-entity hook was told.
struct AgedOnly: EntityMigrationPolicy {
    let summaries = SummaryLog()
    var refuses = false

    func createDestination(
        for source: MigrationSourceObject,
        mapped destination: MigrationDestinationObject
    ) throws -> MigrationDestinationObject? {
        guard try source.storeValue(forAttribute: "age") != .null else { return nil }
        var destination = destination
        if let alias = try destination.storeValue(forAttribute: "alias").stringValue {
            try destination.setStoreValue(.string(alias.uppercased()), forAttribute: "alias")
        }
        return destination
    }

    func endEntity(_ summary: EntityMigrationSummary) throws {
        summaries.entries.withLock { $0.append(summary) }
        if refuses { throw Refusal(dropped: summary.droppedObjects) }
    }

    struct Refusal: Error, CustomStringConvertible {
        let dropped: Int
        var description: String { "\(dropped) people have no age" }
    }
}

/// What end-of-entity hooks were told.
final class SummaryLog: Sendable {
    let entries = Mutex<[EntityMigrationSummary]>([])
}

@Suite("Heavy migration: custom policies")
struct HeavyMigrationPolicyTests {
    @Test("a policy changes objects and leaves others out; links to those are cleared; its end hook gets the counts")
    func changesAndDrops() throws {
        let folder = try StoreFolder()
        let path = folder.path("book.sqlite")
        try AddressBookContents().write(to: path)
        let policy = AgedOnly()
        let store = try PersistentStore(
            location: .file(path),
            model: AddressBook.v2,
            mappings: [AddressBook.mapping(policy: policy)]
        )
        let context = ObjectContext(store: store)
        let people = try objects("Person", in: context)
        #expect(people.map { $0.text("firstName") } == ["Ada", "charles", "Alan", "Edsger"])
        #expect(people.map { $0.text("alias") } == ["ENCHANTRESS", nil, nil, nil])
        // Grace's position still counts: the objects are numbered as the source had them.
        #expect(
            people.map { $0.storeValue(forAttribute: "joined") } == [1_000, 1_060, 1_180, 1_240].map { .double($0) }
        )
        // Grace was in the Compilers club: the link is gone with her, the club stays.
        let clubs = try objects("Club", in: context)
        #expect(clubs.map { $0.relatedObjects(forKey: "members").count } == [3, 0])
        #expect(
            policy.summaries.entries.withLock { $0 } == [
                EntityMigrationSummary(
                    sourceEntity: "Person",
                    destinationEntity: "Person",
                    sourceObjects: 5,
                    migratedObjects: 4
                )
            ]
        )
        #expect(policy.summaries.entries.withLock { $0.first?.droppedObjects } == 1)
    }

    @Test("a policy that points a to-one key at an object left out gets it cleared")
    func clearedKeys() throws {
        struct Reassign: EntityMigrationPolicy {
            func createDestination(
                for source: MigrationSourceObject,
                mapped destination: MigrationDestinationObject
            ) throws -> MigrationDestinationObject? {
                var destination = destination
                // Every car to Grace (key 3), whom `AgedOnly` leaves out; the last to nobody.
                let plate = try source.storeValue(forAttribute: "plate").stringValue
                try destination.setRelatedKey(plate == "GH-4" ? nil : 3, forRelationship: "driver")
                #expect(try destination.relatedKey(forRelationship: "driver") == (plate == "GH-4" ? nil : 3))
                #expect(
                    try source.relatedKey(forRelationship: "owner") == ["AB-1": 1, "CD-2": 1, "EF-3": 4][plate ?? ""]
                )
                return destination
            }
        }
        let folder = try StoreFolder()
        let path = folder.path("book.sqlite")
        try AddressBookContents().write(to: path)
        let base = AddressBook.mapping(policy: AgedOnly())
        let mapping = MappingModel(
            from: AddressBook.v1,
            to: AddressBook.v2,
            entities: [
                base.entityMappings[0],
                EntityMapping(
                    "Vehicle",
                    from: "Car",
                    relationships: [.rename("owner", to: "driver")],
                    policy: Reassign()
                ),
            ]
        )
        let context = ObjectContext(
            store: try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [mapping])
        )
        #expect(
            try objects("Vehicle", in: context).map { $0.relatedObject(forKey: "driver") == nil } == [
                true, true, true, true,
            ]
        )
    }

    @Test("a policy's end hook that refuses stops the migration; the store stays version 1, every object in it")
    func endRefuses() throws {
        let folder = try StoreFolder()
        let path = folder.path("book.sqlite")
        try AddressBookContents().write(to: path)
        var policy = AgedOnly()
        policy.refuses = true
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "the policy of Person refused the migration: 1 people have no age"
            )
        ) {
            try PersistentStore(
                location: .file(path),
                model: AddressBook.v2,
                mappings: [AddressBook.mapping(policy: policy)]
            )
        }
        #expect(try StoreFile.version(path) == 1)
        #expect(try StoreFile.tables(path).allSatisfy { !$0.hasPrefix("Z_MIGRATION") })
        let old = ObjectContext(store: try PersistentStore(location: .file(path), model: AddressBook.v1))
        #expect(try objects("Person", in: old).count == 5)
    }

    @Test("a policy's error stops the migration in one line naming the entity and the object")
    func policyError() throws {
        struct Fails: EntityMigrationPolicy {
            struct Broken: Error, CustomStringConvertible {
                var description: String { "no room\nfor this one" }
            }
            func createDestination(
                for source: MigrationSourceObject,
                mapped destination: MigrationDestinationObject
            ) throws -> MigrationDestinationObject? {
                if source.primaryKey == 4 { throw Broken() }
                return destination
            }
        }
        let folder = try StoreFolder()
        let path = folder.path("book.sqlite")
        try AddressBookContents().write(to: path)
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "the policy of Person failed: no room for this one (source object Person/p4)"
            )
        ) {
            try PersistentStore(
                location: .file(path),
                model: AddressBook.v2,
                mappings: [AddressBook.mapping(batchSize: 2, policy: Fails())]
            )
        }
        #expect(try StoreFile.version(path) == 1)
        #expect(try StoreFile.integrity(path) == ["ok"])
    }
}
