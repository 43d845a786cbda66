import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Which migration a store gets, and mapping models that do not fit

@Suite("Heavy migration: the way from the stored version, and mistakes in mappings")
struct HeavyMigrationPathTests {
    /// Version 0 of the address book: people with a full name only (lightweight to version 1).
    static let v0 = ManagedObjectModel(
        version: 0,
        entities: [
            EntityDescription(
                name: "Person",
                attributes: [AttributeDescription(name: "fullName", type: .string, isIndexed: true)]
            )
        ]
    )

    @Test("a store two versions back migrates lightly to the version the mapping starts at, then heavily")
    func lightweightThenHeavy() throws {
        let folder = try StoreFolder()
        let path = folder.path("v0.sqlite")
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: Self.v0))
            for name in ["Ada Lovelace", "Alan Turing"] {
                try context.insert(entityName: "Person").setStoreValue(.string(name), forAttribute: "fullName")
            }
            try context.save()
        }
        let progress = ProgressLog()
        let store = try PersistentStore(
            location: .file(path),
            model: AddressBook.v2,
            history: [Self.v0, AddressBook.v1],
            mappings: [AddressBook.mapping()],
            options: .init(migrationProgress: progress.record)
        )
        #expect(store.outcome == .migrated(from: 0))
        #expect(progress.lines.first == "version 1 to 2: Person 0 of 2")
        let people = try objects("Person", in: ObjectContext(store: store))
        #expect(people.map { $0.text("lastName") } == ["Lovelace", "Turing"])
        #expect(try StoreFile.version(path) == 2)
    }

    @Test("the mapping model's source version need not be in the history: the mapping carries it")
    func sourceFromMapping() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        let store = try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [AddressBook.mapping()])
        #expect(try objects("Person", in: ObjectContext(store: store)).count == 5)
    }

    @Test("a store of a version neither the history nor a mapping knows is refused, untouched")
    func unknownGap() throws {
        let folder = try StoreFolder()
        let path = folder.path("v0.sqlite")
        _ = try PersistentStore(location: .file(path), model: Self.v0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.unknownModel(stored: 0)) {
            try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [AddressBook.mapping()])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a mapping model made for another model of the same version is refused before anything is written")
    func mappingForAnotherModel() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        let other = ManagedObjectModel(version: 2, entities: AddressBook.v1.entities)
        #expect(
            throws: StoreError.invalidMapping(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "its version 2 is not the program's version 2"
            )
        ) {
            try PersistentStore(location: .file(path), model: other, mappings: [AddressBook.mapping()])
        }
        #expect(try StoreFile.version(path) == 1)
    }

    @Test("a mapping whose version lacks the program's fetch request templates still migrates")
    func templatesAreNotPartOfAVersion() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        var program = AddressBook.v2
        try program.setFetchRequestTemplate(FetchRequest(entityName: "Person"), forName: "everyone")
        let context = ObjectContext(
            store: try PersistentStore(location: .file(path), model: program, mappings: [AddressBook.mapping()])
        )
        #expect(try StoreFile.version(path) == 2)
        #expect(context.store.model.fetchRequestTemplate(forName: "everyone") != nil)
    }

    @Test("a store that needs a heavy migration is refused when it is opened read-only")
    func readOnly() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        #expect(throws: StoreError.readOnly(path: path)) {
            try PersistentStore(
                location: .file(path),
                model: AddressBook.v2,
                mappings: [AddressBook.mapping()],
                options: .init(readOnly: true)
            )
        }
    }

    @Test("a store in memory migrates the same way")
    func inMemory() throws {
        // A store in memory cannot be opened again at another version: the migration runs on its
        // connection directly, as opening would run it.
        let store = try PersistentStore(location: .inMemory, model: AddressBook.v1)
        let context = ObjectContext(store: store)
        try context.insert(entityName: "Person").setStoreValue(.string("Ada Lovelace"), forAttribute: "fullName")
        try context.save()
        let tables = try HeavyMigrationTables(plan: try MappingPlan(AddressBook.mapping()))
        try store.withDatabase { db in try HeavyMigration(tables: tables, progress: nil, path: ":memory:").run(db) }
        #expect(try store.withDatabase { db in try StoreMigrator.storedVersion(db, survey: SchemaSurvey(db)) } == 2)
        let lastNames = try store.withDatabase { db in try String.fetchAll(db, sql: "SELECT lastName FROM Person") }
        #expect(lastNames == ["Lovelace"])
    }

    // MARK: Mistakes, each found before anything is written

    static let mistakes: [(EntityMapping, String)] = [
        (EntityMapping("Robot"), "version 2 has no entity \"Robot\""),
        (
            EntityMapping("Person", from: "Android"),
            "Person is mapped from \"Android\", which is not an entity of version 1"
        ),
        (
            EntityMapping("Person", attributes: [.copy("height")]),
            "Person of version 2 has no attribute \"height\""
        ),
        (
            EntityMapping("Person", attributes: [.rename("surname", to: "lastName")]),
            "Person.lastName is mapped from \"surname\", which is not an attribute of Person in version 1"
        ),
        (
            EntityMapping("Person", attributes: [.rename("fullName", to: "age")]),
            "Person.age is integer but Person.fullName is string: map it with .convert"
        ),
        (
            EntityMapping("Person", attributes: [.copy("alias"), .convert("alias", from: "nickname")]),
            "Person.alias is mapped twice"
        ),
        (
            EntityMapping("Person", attributes: []),
            "Person.age changed from string to integer: map it with .convert(\"age\")"
        ),
        (
            EntityMapping("Vehicle", from: "Car", relationships: [.rename("driver", to: "driver")]),
            "Vehicle.driver is mapped from \"driver\", which is not a relationship of Car in version 1"
        ),
        (
            EntityMapping("Person", attributes: [.convert("age")], relationships: [.keep("vehicles")]),
            "Person.vehicles is stored as its inverse Vehicle.driver: map that one"
        ),
        (
            EntityMapping("Club", relationships: [.rename("name", to: "members")]),
            "Club.members is mapped from \"name\", which is not a relationship of Club in version 1"
        ),
    ]

    @Test(
        "a mapping that does not fit its models is refused in one line naming the entity and property",
        arguments: mistakes.indices
    )
    func mistake(index: Int) throws {
        let (entityMapping, reason) = Self.mistakes[index]
        // A person mapping that fits, unless the mistake is in the person's.
        let person = AddressBook.mapping().entityMappings[0]
        let others = entityMapping.destinationEntity == "Person" ? [] : [person]
        let mapping = MappingModel(from: AddressBook.v1, to: AddressBook.v2, entities: others + [entityMapping])
        #expect(throws: StoreError.invalidMapping(sourceVersion: 1, destinationVersion: 2, reason: reason)) {
            _ = try MappingPlan(mapping)
        }
    }

    @Test("a position in an order the source entity cannot be sorted by is refused before anything is written")
    func badOrder() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        let mapping = AddressBook.mapping(person: [
            .position("rank", in: .sorted([FetchSortDescriptor("height")])) { .integer(Int64($0.index)) }
        ])
        do {
            _ = try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [mapping])
            Issue.record("opened")
        } catch {
            guard case .invalidMapping(1, 2, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix("Person: the order of a position: "))
            #expect(reason.contains("height"))
        }
        #expect(try StoreFile.version(path) == 1)
        #expect(try StoreFile.tables(path).allSatisfy { !$0.hasPrefix("Z_MIGRATION") })
    }

    @Test("the refusal is whole and says what it is")
    func refusalMessage() throws {
        let folder = try StoreFolder()
        let path = folder.path("v1.sqlite")
        try AddressBookContents().write(to: path)
        let mapping = MappingModel(from: AddressBook.v1, to: AddressBook.v2, entities: [EntityMapping("Robot")])
        do {
            _ = try PersistentStore(location: .file(path), model: AddressBook.v2, mappings: [mapping])
            Issue.record("opened")
        } catch {
            #expect(
                error.description
                    == "the mapping model from version 1 to 2 does not fit the models: version 2 has no entity \"Robot\""
            )
        }
        #expect(try StoreFile.version(path) == 1)
    }

    @Test("a relationship whose kind changed cannot be kept by key", arguments: [true, false])
    func relationshipKind(explicit: Bool) throws {
        // Version 2 made many-to-many: a vehicle's owners and a person's cars, under their old names.
        let entities = AddressBook.v2.entities.map { entity -> EntityDescription in
            switch entity.name {
            case "Vehicle":
                return EntityDescription(
                    name: "Vehicle",
                    attributes: entity.attributes,
                    relationships: [
                        RelationshipDescription(name: "owner", destination: "Person", inverse: "cars", isToMany: true)
                    ]
                )
            case "Person":
                return EntityDescription(
                    name: "Person",
                    attributes: entity.attributes,
                    relationships: [
                        RelationshipDescription(name: "cars", destination: "Vehicle", inverse: "owner", isToMany: true),
                        entity.relationship(named: "clubs")!,
                    ]
                )
            default: return entity
            }
        }
        let manyToMany = ManagedObjectModel(version: 2, entities: entities)
        let carsToVehicles = EntityMapping("Vehicle", from: "Car", relationships: explicit ? [.keep("owner")] : [])
        let person = EntityMapping("Person", attributes: AddressBook.mapping().entityMappings[0].attributes)
        let mapping = MappingModel(from: AddressBook.v1, to: manyToMany, entities: [person, carsToVehicles])
        let expected =
            explicit
            ? "Vehicle.owner is many-to-many but Car.owner was not: keep no links with .empty(\"owner\")"
            : "Person.cars is many-to-many but Person.cars was not: keep no links with .empty(\"cars\")"
        #expect(throws: StoreError.invalidMapping(sourceVersion: 1, destinationVersion: 2, reason: expected)) {
            _ = try MappingPlan(mapping)
        }
    }
}

// MARK: - A join table whose owning side changes

/// Items and tags, many-to-many; version 2 renames tags to badges, which makes the badges' side
/// the one that names the join table (`Z_Badge_items` rather than `Z_Item_tags`), with the two
/// key columns the other way round.
@Suite("Heavy migration: a join table that changes sides")
struct JoinTableSidesTests {
    static func model(_ version: Int, tag: String) -> ManagedObjectModel {
        let plural = tag.lowercased() + "s"
        return ManagedObjectModel(
            version: version,
            entities: [
                EntityDescription(
                    name: "Item",
                    attributes: [AttributeDescription(name: "name", type: .string)],
                    relationships: [
                        RelationshipDescription(name: plural, destination: tag, inverse: "items", isToMany: true)
                    ]
                ),
                EntityDescription(
                    name: tag,
                    attributes: [AttributeDescription(name: "label", type: .string)],
                    relationships: [
                        RelationshipDescription(name: "items", destination: "Item", inverse: plural, isToMany: true)
                    ]
                ),
            ]
        )
    }

    @Test("the links are kept, each key in its new column", arguments: ["Item", "Badge"])
    func sidesSwap(mappedOn side: String) throws {
        let v1 = Self.model(1, tag: "Tag")
        let v2 = Self.model(2, tag: "Badge")
        #expect(StoreSchema(model: v1).joinTables.map(\.name) == ["Z_Item_tags"])
        #expect(StoreSchema(model: v2).joinTables.map(\.name) == ["Z_Badge_items"])
        let folder = try StoreFolder()
        let path = folder.path("tags.sqlite")
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
            let items = try ["pen", "ink", "cap"].map { name in
                let item = try context.insert(entityName: "Item")
                try item.setStoreValue(.string(name), forAttribute: "name")
                return item
            }
            for (label, tagged) in [("blue", [0, 1]), ("sharp", [0]), ("spare", [2])] {
                let tag = try context.insert(entityName: "Tag")
                try tag.setStoreValue(.string(label), forAttribute: "label")
                try tag.setRelatedObjects(tagged.map { items[$0] }, forKey: "items")
            }
            try context.save()
        }
        let mapping = MappingModel(
            from: v1,
            to: v2,
            entities: side == "Item"
                ? [
                    EntityMapping("Item", relationships: [.rename("tags", to: "badges")]),
                    EntityMapping("Badge", from: "Tag"),
                ]
                : [EntityMapping("Badge", from: "Tag", relationships: [.keep("items")])]
        )
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: v2, mappings: [mapping]))
        let items = try objects("Item", in: context)
        #expect(
            items.map { Set($0.relatedObjects(forKey: "badges").compactMap { $0.text("label") }) } == [
                ["blue", "sharp"], ["blue"], ["spare"],
            ]
        )
        let badges = try objects("Badge", in: context)
        #expect(
            badges.map { Set($0.relatedObjects(forKey: "items").compactMap { $0.text("name") }) } == [
                ["pen", "ink"], ["pen"], ["cap"],
            ]
        )
        #expect(try StoreFile.tables(path).contains("Z_Badge_items"))
        #expect(try !StoreFile.tables(path).contains("Z_Item_tags"))
    }
}
