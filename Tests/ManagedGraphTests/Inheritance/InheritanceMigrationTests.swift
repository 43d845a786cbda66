import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Migrating hierarchies

/// A shelter in three versions: v1 has animals on their own; v2 gives Animal a sub-entity Dog;
/// v3 gives Dog a required size and Animal a second sub-entity, Cat.
private enum Shelter {
    static let animalAttributes = [AttributeDescription(name: "name", type: .string, isIndexed: true)]
    static let keeper = EntityDescription(
        name: "Keeper",
        attributes: [AttributeDescription(name: "name", type: .string)],
        relationships: [
            RelationshipDescription(name: "animals", destination: "Animal", inverse: "keeper", isToMany: true)
        ]
    )
    static let animalKeeper = [
        RelationshipDescription(name: "keeper", destination: "Keeper", inverse: "animals", isToMany: false)
    ]
    static let animal = EntityDescription(name: "Animal", attributes: animalAttributes, relationships: animalKeeper)
    static let breed = AttributeDescription(name: "breed", type: .string, isOptional: true)

    static let v1 = ManagedObjectModel(version: 1, entities: [keeper, animal])
    static let v2 = ManagedObjectModel(
        version: 2,
        entities: [keeper, animal, EntityDescription(name: "Dog", parent: "Animal", attributes: [breed])]
    )
    static let v3 = ManagedObjectModel(
        version: 3,
        entities: [
            keeper, animal,
            EntityDescription(
                name: "Dog",
                parent: "Animal",
                attributes: [breed, AttributeDescription(name: "size", type: .integer, defaultValue: .integer(5))]
            ),
            EntityDescription(
                name: "Cat",
                parent: "Animal",
                attributes: [AttributeDescription(name: "indoor", type: .boolean, isOptional: true)]
            ),
        ]
    )

    static func open(_ path: String, _ model: ManagedObjectModel, mappings: [MappingModel] = []) throws -> ObjectContext
    {
        let history = [v1, v2, v3].filter { $0.version < model.version }
        return ObjectContext(
            store: try PersistentStore(location: .file(path), model: model, history: history, mappings: mappings)
        )
    }
}

private func names(_ context: ObjectContext, _ entity: String) throws -> [String] {
    try context.fetch(FetchRequest(entityName: entity, sortDescriptors: [.init("name")])).map(\.kindAndName)
}

@Suite("Entity inheritance: migration")
struct InheritanceMigrationTests {
    @Test("given a store of animals on their own, when a sub-entity is added, then the store opens and keeps them")
    func addingTheFirstSubentity() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        do {
            let context = try Shelter.open(directory.store, Shelter.v1)
            let kim = try context.animal("Keeper", "Kim")
            try context.animal("Animal", "Old").setRelatedObject(kim, forKey: "keeper")
            try context.save()
        }
        let context = try Shelter.open(directory.store, Shelter.v2)
        #expect(try names(context, "Animal") == ["Animal:Old"])
        let rex = try context.animal("Dog", "Rex", ["breed": .string("boxer")])
        let kim = try #require(try context.fetch(FetchRequest(entityName: "Keeper")).first)
        try rex.setRelatedObject(kim, forKey: "keeper")
        try context.save()
        #expect(rex.objectID.description == "Dog/p2", "the sub-entity takes its keys from the table's")

        let other = ObjectContext(store: context.store)
        #expect(try names(other, "Animal") == ["Animal:Old", "Dog:Rex"])
        #expect(try names(other, "Dog") == ["Dog:Rex"])
        let keeper = try #require(try other.fetch(FetchRequest(entityName: "Keeper")).first)
        #expect(keeper.relatedObjects(forKey: "animals").map(\.kindAndName) == ["Animal:Old", "Dog:Rex"])
    }

    @Test(
        "given a hierarchy, when a sub-entity gets an attribute and a sibling appears, then the migration is inferred"
    )
    func addingToAHierarchy() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        do {
            let context = try Shelter.open(directory.store, Shelter.v2)
            try context.animal("Animal", "Old")
            try context.animal("Dog", "Rex")
            try context.save()
        }
        let context = try Shelter.open(directory.store, Shelter.v3)
        let animals = try context.fetch(FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]))
        #expect(animals.map(\.kindAndName) == ["Animal:Old", "Dog:Rex"])
        #expect(animals[1].storeValue(forAttribute: "size") == .integer(5), "existing dogs get the default")
        let sizes = try context.store.withDatabase { db in
            try Row.fetchAll(db, sql: "SELECT Z_ENT, size FROM Animal ORDER BY Z_PK").map { row -> String in
                let size: Int64? = row[1]
                return "\(row[0] as String) \(size.map(String.init) ?? "null")"
            }
        }
        #expect(sizes == ["Animal null", "Dog 5"])
        try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.save()
        #expect(try names(ObjectContext(store: context.store), "Animal") == ["Animal:Old", "Dog:Rex", "Cat:Tom"])
    }

    @Test("given a hierarchy, when a sub-entity is removed or moved out, then the migration is refused, the store kept")
    func refusedChanges() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        do {
            let context = try Shelter.open(directory.store, Shelter.v2)
            try context.animal("Dog", "Rex")
            try context.save()
        }
        let withoutDogs = ManagedObjectModel(version: 3, entities: [Shelter.keeper, Shelter.animal])
        #expect(
            throws: StoreError.notLightweight(
                "Dog is no longer in Animal's hierarchy: its rows would stay in Animal's table without an entity; "
                    + "a lightweight migration does not delete them"
            )
        ) {
            try PersistentStore(location: .file(directory.store), model: withoutDogs, history: [Shelter.v2])
        }
        let dogsApart = ManagedObjectModel(
            version: 3,
            entities: [Shelter.keeper, Shelter.animal, EntityDescription(name: "Dog", attributes: [Shelter.breed])]
        )
        #expect(
            throws: StoreError.notLightweight(
                "Dog is no longer in Animal's hierarchy: its rows would stay in Animal's table without an entity; "
                    + "a lightweight migration does not delete them"
            )
        ) {
            try PersistentStore(location: .file(directory.store), model: dogsApart, history: [Shelter.v2])
        }
        let abstractAnimals = ManagedObjectModel(
            version: 3,
            entities: [
                Shelter.keeper,
                EntityDescription(
                    name: "Animal",
                    isAbstract: true,
                    attributes: Shelter.animalAttributes,
                    relationships: Shelter.animalKeeper
                ),
                EntityDescription(name: "Dog", parent: "Animal", attributes: [Shelter.breed]),
            ]
        )
        #expect(throws: StoreError.notLightweight("Animal becomes abstract: the objects it has would have no entity")) {
            try PersistentStore(location: .file(directory.store), model: abstractAnimals, history: [Shelter.v2])
        }
        #expect(try names(try Shelter.open(directory.store, Shelter.v2), "Animal") == ["Dog:Rex"])
    }

    @Test("given an entity on its own, when it becomes a sub-entity of another, then the migration is refused")
    func joiningAHierarchy() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        let pet = EntityDescription(name: "Pet", attributes: [Shelter.breed])
        let v1 = ManagedObjectModel(version: 1, entities: [Shelter.keeper, Shelter.animal, pet])
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(directory.store), model: v1))
            try context.make("Pet", ["breed": .string("boxer")])
            try context.save()
        }
        let v2 = ManagedObjectModel(
            version: 2,
            entities: [
                Shelter.keeper, Shelter.animal, EntityDescription(name: "Pet", parent: "Animal", attributes: []),
            ]
        )
        #expect(
            throws: StoreError.notLightweight(
                "Pet moves from Pet's table to Animal's: a lightweight migration does not move rows between tables"
            )
        ) {
            try PersistentStore(location: .file(directory.store), model: v2, history: [v1])
        }
        let context = ObjectContext(store: try PersistentStore(location: .file(directory.store), model: v1))
        #expect(try context.count(for: FetchRequest(entityName: "Pet")) == 1)
    }

    @Test("given a hierarchy and a mapping model, when a heavy migration runs, then every entity's objects migrate")
    func heavyMigration() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        do {
            let context = try Shelter.open(directory.store, Shelter.v2)
            let kim = try context.animal("Keeper", "Kim")
            try context.animal("Animal", "Old").setRelatedObject(kim, forKey: "keeper")
            try context.animal("Dog", "Rex", ["breed": .string("boxer")]).setRelatedObject(kim, forKey: "keeper")
            try context.animal("Dog", "Ada")
            try context.save()
        }
        let dog = EntityDescription(
            name: "Dog",
            parent: "Animal",
            attributes: [AttributeDescription(name: "race", type: .string, isOptional: true)]
        )
        let v3 = ManagedObjectModel(
            version: 3,
            entities: [
                Shelter.keeper,
                EntityDescription(
                    name: "Animal",
                    attributes: Shelter.animalAttributes + [AttributeDescription(name: "shout", type: .string)],
                    relationships: Shelter.animalKeeper
                ),
                dog,
            ]
        )
        let shout = AttributeMapping.computed("shout") { animal in
            .string((try animal.storeValue(forAttribute: "name").stringValue ?? "").uppercased())
        }
        let mapping = MappingModel(
            from: Shelter.v2,
            to: v3,
            entities: [
                EntityMapping("Animal", attributes: [shout]),
                EntityMapping("Dog", attributes: [.rename("breed", to: "race"), shout]),
            ],
            batchSize: 1
        )
        let context = ObjectContext(
            store: try PersistentStore(
                location: .file(directory.store),
                model: v3,
                history: [Shelter.v2],
                mappings: [mapping]
            )
        )
        let animals = try context.fetch(FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")]))
        #expect(animals.map(\.kindAndName) == ["Dog:Ada", "Animal:Old", "Dog:Rex"])
        #expect(
            animals.map { $0.storeValue(forAttribute: "shout") } == [.string("ADA"), .string("OLD"), .string("REX")]
        )
        #expect(animals[2].storeValue(forAttribute: "race") == .string("boxer"))
        let kim = try #require(try context.fetch(FetchRequest(entityName: "Keeper")).first)
        #expect(kim.relatedObjects(forKey: "animals").map(\.kindAndName) == ["Animal:Old", "Dog:Rex"])
        // Keys go on above the migrated ones, for every entity of the table.
        let bit = try context.animal("Dog", "Bit", ["shout": .string("BIT")])
        try context.save()
        #expect(bit.objectID.description == "Dog/p4")
    }

    @Test(
        "given a hierarchy whose values are copies, when a heavy migration copies it by SQL in batches, then all come"
    )
    func heavyMigrationBySQL() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        do {
            let context = try Shelter.open(directory.store, Shelter.v2)
            // Keys of the two entities interleave: each entity's batches go on from its own last key.
            for (entity, name) in [("Dog", "Rex"), ("Animal", "Old"), ("Dog", "Ada"), ("Animal", "Eve"), ("Dog", "Bo")]
            {
                try context.animal(entity, name)
            }
            try context.save()
        }
        let note = AttributeDescription(name: "note", type: .string, isOptional: true, defaultValue: .string("-"))
        let v3 = ManagedObjectModel(
            version: 3,
            entities: [
                Shelter.keeper,
                EntityDescription(
                    name: "Animal",
                    attributes: Shelter.animalAttributes + [note],
                    relationships: Shelter.animalKeeper
                ),
                EntityDescription(name: "Dog", parent: "Animal", attributes: [Shelter.breed]),
            ]
        )
        let mapping = MappingModel(from: Shelter.v2, to: v3, batchSize: 1)
        let context = ObjectContext(
            store: try PersistentStore(
                location: .file(directory.store),
                model: v3,
                history: [Shelter.v2],
                mappings: [mapping]
            )
        )
        #expect(try names(context, "Animal") == ["Dog:Ada", "Dog:Bo", "Animal:Eve", "Animal:Old", "Dog:Rex"])
        #expect(try names(context, "Dog") == ["Dog:Ada", "Dog:Bo", "Dog:Rex"])
        let notes = try context.fetch(FetchRequest(entityName: "Animal")).map { $0.storeValue(forAttribute: "note") }
        #expect(notes == Array(repeating: .string("-"), count: 5))
    }

    @Test(
        "given entities in two tables, when a mapping puts them in one hierarchy, then it is refused before any change"
    )
    func heavyMigrationCannotMergeTables() throws {
        let directory = try ZooDirectory()
        defer { directory.remove() }
        let flat = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(name: "Dog", attributes: Shelter.animalAttributes),
                EntityDescription(name: "Cat", attributes: Shelter.animalAttributes),
            ]
        )
        do {
            let context = ObjectContext(store: try PersistentStore(location: .file(directory.store), model: flat))
            try context.animal("Dog", "Rex")
            try context.animal("Cat", "Tom")
            try context.save()
        }
        let merged = ManagedObjectModel(
            version: 2,
            entities: [
                EntityDescription(name: "Animal", isAbstract: true, attributes: Shelter.animalAttributes),
                EntityDescription(name: "Dog", parent: "Animal", attributes: []),
                EntityDescription(name: "Cat", parent: "Animal", attributes: []),
            ]
        )
        #expect(
            throws: StoreError.invalidMapping(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Dog and Cat share Animal's table but come from different tables (Dog, Cat), whose keys could "
                    + "collide; a heavy migration keeps each source table's objects apart"
            )
        ) {
            try PersistentStore(
                location: .file(directory.store),
                model: merged,
                history: [flat],
                mappings: [MappingModel(from: flat, to: merged)]
            )
        }
        let context = ObjectContext(store: try PersistentStore(location: .file(directory.store), model: flat))
        #expect(try context.count(for: FetchRequest(entityName: "Dog")) == 1)
    }
}
