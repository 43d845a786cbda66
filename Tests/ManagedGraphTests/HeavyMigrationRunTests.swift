import Foundation
import Synchronization
import Testing

@testable import ManagedGraph

// MARK: - How a heavy migration runs: batches, progress, failures, interruptions

@Suite("Heavy migration: running it")
struct HeavyMigrationRunTests {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("book.sqlite")
        try AddressBookContents().write(to: path)
    }

    /// The store at `path` opened with version 2 and `mapping`.
    @discardableResult
    func open(
        _ path: String,
        mapping: MappingModel = AddressBook.mapping(batchSize: 2),
        options: PersistentStore.Options = .init()
    ) throws -> PersistentStore {
        try PersistentStore(
            location: .file(path),
            model: AddressBook.v2,
            history: [AddressBook.v1],
            mappings: [mapping],
            options: options
        )
    }

    /// What a version 2 store holds, object by object, to compare two migrations' results.
    func contents(of store: PersistentStore) throws -> [String] {
        let context = ObjectContext(store: store)
        var lines: [String] = []
        for entity in ["Person", "Vehicle", "Club"] {
            for object in try objects(entity, in: context) {
                let values = object.entity.attributes.map { "\(object.storeValue(forAttribute: $0.name))" }
                let links = object.entity.relationships.map { relationship in
                    relationship.isToMany
                        ? object.relatedObjects(forKey: relationship.name).map { "\($0.objectID.primaryKey)" }.joined(
                            separator: "+"
                        )
                        : object.relatedObject(forKey: relationship.name).map { "\($0.objectID.primaryKey)" } ?? "-"
                }
                lines.append("\(object.objectID) \(values.joined(separator: "|")) \(links.joined(separator: " "))")
            }
        }
        return lines
    }

    @Test(
        "progress is reported per entity, before the first batch and after each, then the links, the swap and the counts"
    )
    func progressInOrder() throws {
        let progress = ProgressLog()
        try open(path, options: .init(migrationProgress: progress.record))
        #expect(
            progress.lines == [
                "version 1 to 2: Person 0 of 5",
                "version 1 to 2: Person 2 of 5",
                "version 1 to 2: Person 4 of 5",
                "version 1 to 2: Person 5 of 5",
                "version 1 to 2: Vehicle 0 of 4",
                "version 1 to 2: Vehicle 2 of 4",
                "version 1 to 2: Vehicle 4 of 4",
                "version 1 to 2: Club 0 of 2",
                "version 1 to 2: Club 2 of 2",
                "version 1 to 2: Club.members links 0 of 4",
                "version 1 to 2: Club.members links 4 of 4",
                "version 1 to 2: finishing",
                "version 1 to 2: finished",
                // Then what the new tables keep beside their rows: row counts, link counts.
                "version 2: counts and indexes 0 of 2",
                "version 2: counts and indexes 1 of 2",
                "version 2: counts and indexes 2 of 2",
            ]
        )
    }

    @Test("the source rows are read a batch at a time, each batch in a transaction of its own")
    func batches() throws {
        let log = SQLRecorder()
        try open(path, options: .init(sqlLog: log.log))
        let reads = log.all.filter { $0.hasPrefix("SELECT") && $0.contains("FROM \"Person\" t0 JOIN") }
        #expect(reads.count == 3, "5 people in batches of 2")
        #expect(reads.allSatisfy { $0.hasSuffix("WHERE t0.Z_PK > ? ORDER BY t0.Z_PK LIMIT ?") })
        let copies = log.all.filter { $0.hasPrefix("INSERT INTO \"Z_MIGRATION_Vehicle\"") }
        #expect(copies.count == 2, "4 cars copied by SQL in batches of 2")
        // Begin, the rank table, three batches of people, two of cars, one of clubs, the links, the
        // swap, then the new tables' kept row counts.
        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 11)
    }

    @Test("a value that does not convert stops the migration, naming the attribute, the value and the object")
    func conversionFails() throws {
        var contents = AddressBookContents()
        contents.people[3].age = "forty-one"
        let other = folder.path("other.sqlite")
        try contents.write(to: other)
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Person.age: \"forty-one\" cannot become a number (source object Person/p4)"
            )
        ) { try open(other) }
        #expect(try StoreFile.version(other) == 1)
        #expect(try StoreFile.tables(other).allSatisfy { !$0.hasPrefix("Z_MIGRATION") })
    }

    @Test("a value that breaks a validation rule or leaves a required attribute empty stops the migration")
    func validationFails() throws {
        let long = AddressBook.mapping(person: [
            .computed("firstName") { _ in .string(String(repeating: "a", count: 21)) }
        ])
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Person.firstName can have at most 20 characters; it has 21 (source object Person/p1)"
            )
        ) { try open(path, mapping: long) }
        let empty = AddressBook.mapping(person: [.computed("lastName") { _ in .null }])
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Person.lastName is required (source object Person/p1)"
            )
        ) { try open(path, mapping: empty) }
        let wrongType = AddressBook.mapping(person: [.computed("joined") { _ in .string("\n") }])
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Person.joined is a number; \"\\n\" is text (source object Person/p1)"
            )
        ) { try open(path, mapping: wrongType) }
        #expect(try StoreFile.version(path) == 1)
    }

    @Test("two objects with the value of a unique attribute stop the migration at the swap, which is rolled back")
    func uniqueness() throws {
        let same = MappingModel(
            from: AddressBook.v1,
            to: AddressBook.v2,
            entities: AddressBook.mapping().entityMappings.dropLast() + [
                EntityMapping(
                    "Vehicle",
                    from: "Car",
                    attributes: [.computed("plate") { _ in .string("XX-0") }],
                    relationships: [.rename("owner", to: "driver")]
                )
            ]
        )
        #expect(
            throws: StoreError.migrationFailed(
                sourceVersion: 1,
                destinationVersion: 2,
                reason: "Vehicle.plate must be unique, and two objects have \"XX-0\""
            )
        ) { try open(path, mapping: same) }
        #expect(try StoreFile.version(path) == 1)
        #expect(
            try StoreFile.tables(path)
                == [
                    "Car", "Club", "Person", "Z_Club_members", "Z_LINKCOUNT", "Z_METADATA", "Z_PRIMARYKEY",
                    "Z_ROWCOUNT",
                    "Z_TRANSACTION", "sqlite_sequence",
                ].sorted()
        )
        #expect(try StoreFile.integrity(path) == ["ok"])
    }

    @Test("a failed migration leaves a store the old program opens, and a corrected one migrates it")
    func rerunAfterFailure() throws {
        let failing = AddressBook.mapping(person: [
            .position("joined") { position in
                guard position.index < 3 else { throw CancellationError() }
                return .double(0)
            }
        ])
        #expect(throws: StoreError.self) { try open(path, mapping: failing) }
        let old = ObjectContext(store: try PersistentStore(location: .file(path), model: AddressBook.v1))
        #expect(try objects("Person", in: old).map { $0.text("fullName") }.count == 5)
        let migrated = try open(path)
        #expect(try objects("Person", in: ObjectContext(store: migrated)).count == 5)
    }

    // MARK: Interruptions

    /// A straight migration's result, from a copy of the version 1 store.
    /// Migrates the store, copying its file as it is once `entity`'s objects reach `done` — what a
    /// kill at that moment leaves — and returns the copy's path.
    func crashedCopy(whenBatchOf entity: String, reaches done: Int) throws -> String {
        let crashed = folder.path("crashed.sqlite")
        let source = path
        let folder = folder
        try open(
            path,
            options: .init(migrationProgress: { report in
                if report.stage == .objects(entity: entity) && report.done == done {
                    try? folder.snapshot(source, to: crashed)
                }
            })
        )
        return crashed
    }

    func straightResult() throws -> [String] {
        let copy = folder.path("straight.sqlite")
        try folder.snapshot(path, to: copy)
        return try contents(of: try open(copy))
    }

    @Test("killed between any two transactions: the store is version 1 or 2, complete, and the next opening finishes")
    func interruptedAnywhere() throws {
        let expected = try straightResult()
        // A copy of the files at every report: what a process killed right then leaves.
        let snapshots = Mutex<[String]>([])
        let source = path
        let folder = folder
        try open(
            path,
            options: .init(migrationProgress: { report in
                snapshots.withLock { taken in
                    let copy = folder.path("at-\(taken.count).sqlite")
                    try? folder.snapshot(source, to: copy)
                    taken.append(copy)
                }
            })
        )
        let copies = snapshots.withLock { $0 }
        #expect(copies.count == 16)
        for (index, copy) in copies.enumerated() {
            #expect(try StoreFile.integrity(copy) == ["ok"], "at report \(index)")
            switch try StoreFile.version(copy) {
            case 1:
                // The old program sees its store, every object in it.
                let old = ObjectContext(
                    store: try PersistentStore(
                        location: .file(copy),
                        model: AddressBook.v1,
                        options: .init(readOnly: true)
                    )
                )
                #expect(try objects("Person", in: old).count == 5, "at report \(index)")
                #expect(try objects("Club", in: old).map { $0.relatedObjects(forKey: "members").count } == [3, 1])
            case 2:
                #expect(index >= copies.count - 4, "only the swap's and the counting's reports follow the new version")
            case let other:
                Issue.record("at report \(index): version \(String(describing: other))")
            }
            #expect(try contents(of: try open(copy)) == expected, "resumed from report \(index)")
            #expect(try StoreFile.tables(copy).allSatisfy { !$0.hasPrefix("Z_MIGRATION") })
        }
    }

    @Test("resumed after a crash, a migration goes on from the last batch committed")
    func resumes() throws {
        let crashed = try crashedCopy(whenBatchOf: "Person", reaches: 4)
        let progress = ProgressLog()
        let resumed = try open(crashed, options: .init(migrationProgress: progress.record))
        #expect(progress.lines.prefix(2) == ["version 1 to 2: Person 4 of 5", "version 1 to 2: Person 5 of 5"])
        #expect(try contents(of: resumed) == straightResult())
    }

    @Test("a save by the old program after a crash makes the next migration start again, and keep that save")
    func staleStartsAgain() throws {
        let crashed = try crashedCopy(whenBatchOf: "Person", reaches: 4)
        do {
            let old = ObjectContext(store: try PersistentStore(location: .file(crashed), model: AddressBook.v1))
            let person = try old.insert(entityName: "Person")
            try person.setStoreValue(.string("Barbara Liskov"), forAttribute: "fullName")
            try old.save()
        }
        let progress = ProgressLog()
        let context = ObjectContext(store: try open(crashed, options: .init(migrationProgress: progress.record)))
        #expect(progress.lines.first == "version 1 to 2: Person 0 of 6")
        #expect(try objects("Person", in: context).map { $0.text("lastName") }.last == "Liskov")
    }

    @Test(
        "a store in the middle of a heavy migration opened by a program without the mapping migrates lightly, and the building tables go"
    )
    func lightweightAfterInterruptedHeavy() throws {
        let crashed = try crashedCopy(whenBatchOf: "Vehicle", reaches: 2)
        #expect(try StoreFile.tables(crashed).contains("Z_MIGRATION_Person"))
        let extended = ManagedObjectModel(
            version: 3,
            entities: AddressBook.v1.entities.map { entity in
                guard entity.name == "Person" else { return entity }
                return EntityDescription(
                    name: "Person",
                    attributes: entity.attributes + [
                        AttributeDescription(name: "email", type: .string, isOptional: true)
                    ],
                    relationships: entity.relationships
                )
            }
        )
        let store = try PersistentStore(location: .file(crashed), model: extended, history: [AddressBook.v1])
        #expect(store.outcome == .migrated(from: 1))
        #expect(try StoreFile.tables(crashed).allSatisfy { !$0.hasPrefix("Z_MIGRATION") })
        #expect(try objects("Person", in: ObjectContext(store: store)).count == 5)
    }
}
