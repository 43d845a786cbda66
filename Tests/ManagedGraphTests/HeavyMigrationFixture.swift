import Foundation
import GRDB
import Synchronization

@testable import ManagedGraph

// MARK: - An address book in two versions, for heavy migration

/// Version 1: people with a full name, an age typed as text and a nickname; cars with an
/// owner; clubs whose members are in order. Version 2 needs every kind of mapping: the full
/// name split in two, the age converted to a number, the nickname renamed, two values from the
/// person's position (creation order, and alphabetical), a new attribute with a default, and
/// cars become vehicles whose owner is now their driver.
enum AddressBook {
    static let v1 = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Person",
                attributes: [
                    AttributeDescription(name: "fullName", type: .string, isIndexed: true),
                    AttributeDescription(name: "age", type: .string, isOptional: true),
                    AttributeDescription(name: "nickname", type: .string, isOptional: true),
                ],
                relationships: [
                    RelationshipDescription(name: "cars", destination: "Car", inverse: "owner", isToMany: true),
                    RelationshipDescription(name: "clubs", destination: "Club", inverse: "members", isToMany: true),
                ]
            ),
            EntityDescription(
                name: "Car",
                attributes: [AttributeDescription(name: "plate", type: .string, isUnique: true)],
                relationships: [
                    RelationshipDescription(name: "owner", destination: "Person", inverse: "cars", isToMany: false)
                ]
            ),
            club,
        ]
    )

    static let v2 = ManagedObjectModel(
        version: 2,
        entities: [
            EntityDescription(
                name: "Person",
                attributes: [
                    AttributeDescription(name: "firstName", type: .string, validation: [.length(1...20)]),
                    AttributeDescription(name: "lastName", type: .string, isIndexed: true),
                    AttributeDescription(name: "age", type: .integer, isOptional: true),
                    AttributeDescription(name: "alias", type: .string, isOptional: true),
                    AttributeDescription(name: "joined", type: .double),
                    AttributeDescription(name: "rank", type: .integer),
                    AttributeDescription(name: "score", type: .integer, defaultValue: .integer(7)),
                ],
                relationships: [
                    RelationshipDescription(
                        name: "vehicles",
                        destination: "Vehicle",
                        inverse: "driver",
                        isToMany: true
                    ),
                    RelationshipDescription(name: "clubs", destination: "Club", inverse: "members", isToMany: true),
                ]
            ),
            EntityDescription(
                name: "Vehicle",
                attributes: [AttributeDescription(name: "plate", type: .string, isUnique: true)],
                relationships: [
                    RelationshipDescription(name: "driver", destination: "Person", inverse: "vehicles", isToMany: false)
                ]
            ),
            club,
        ]
    )

    static let club = EntityDescription(
        name: "Club",
        attributes: [AttributeDescription(name: "name", type: .string)],
        relationships: [
            RelationshipDescription(
                name: "members",
                destination: "Person",
                inverse: "clubs",
                isToMany: true,
                isOrdered: true
            )
        ]
    )

    /// The mapping from v1 to v2; `person` adds mappings or replaces them (by destination name).
    static func mapping(
        batchSize: Int = 3,
        person extra: [AttributeMapping] = [],
        policy: (any EntityMigrationPolicy)? = nil
    ) -> MappingModel {
        var attributes: [AttributeMapping] = [
            .computed("firstName") { person in .string(try words(of: person).first ?? "") },
            .computed("lastName") { person in .string(try words(of: person).dropFirst().joined(separator: " ")) },
            .convert("age"),
            .rename("nickname", to: "alias"),
            .position("joined") { position in .double(1_000 + Double(position.index) * 60) },
            .position("rank", in: .sorted([FetchSortDescriptor("fullName", comparison: .caseInsensitive)])) {
                position in
                .integer(Int64(position.index + 1))
            },
        ]
        attributes.removeAll { mapping in extra.contains { $0.destination == mapping.destination } }
        return MappingModel(
            from: v1,
            to: v2,
            entities: [
                EntityMapping("Person", attributes: attributes + extra, policy: policy),
                EntityMapping("Vehicle", from: "Car", relationships: [.rename("owner", to: "driver")]),
            ],
            batchSize: batchSize
        )
    }

    /// A full name's words: one attribute split in two.
    private static func words(of person: MigrationSourceObject) throws -> [String] {
        let name = try person.storeValue(forAttribute: "fullName").stringValue ?? ""
        return name.split(separator: " ").map(String.init)
    }
}

// MARK: - Stores of version 1

/// A person of version 1.
struct OldPerson {
    var fullName: String
    var age: String? = nil
    var nickname: String? = nil
}

/// The people, cars and clubs a version 1 store is written with.
struct AddressBookContents {
    var people: [OldPerson] = [
        OldPerson(fullName: "Ada Lovelace", age: "36", nickname: "Enchantress"),
        OldPerson(fullName: "charles Babbage", age: " 79 "),
        OldPerson(fullName: "Grace Brewster Hopper", age: nil, nickname: "Amazing"),
        OldPerson(fullName: "Alan Turing", age: "41"),
        OldPerson(fullName: "Edsger Dijkstra", age: "72"),
    ]
    /// Plate and owner (an index into `people`).
    var cars: [(plate: String, owner: Int?)] = [("AB-1", 0), ("CD-2", 0), ("EF-3", 3), ("GH-4", nil)]
    /// Name and members, in order.
    var clubs: [(name: String, members: [Int])] = [("Analysts", [3, 0, 1]), ("Compilers", [2])]
}

/// A temporary folder for store files, removed at the end.
final class StoreFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("heavy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Copies a store and its `-wal` as they are on disk now: what a process killed at this
    /// moment (between two transactions) would leave.
    func snapshot(_ store: String, to copy: String) throws {
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: store + suffix) {
            try? FileManager.default.removeItem(atPath: copy + suffix)
            try FileManager.default.copyItem(atPath: store + suffix, toPath: copy + suffix)
        }
    }
}

extension AddressBookContents {
    /// Writes a version 1 store at `path`, in creation order: people, cars, clubs.
    func write(to path: String) throws {
        let context = ObjectContext(store: try PersistentStore(location: .file(path), model: AddressBook.v1))
        var persons: [ManagedObject] = []
        for person in people {
            let object = try context.insert(entityName: "Person")
            try object.setStoreValue(.string(person.fullName), forAttribute: "fullName")
            try object.setStoreValue(person.age.map { .string($0) } ?? .null, forAttribute: "age")
            try object.setStoreValue(person.nickname.map { .string($0) } ?? .null, forAttribute: "nickname")
            persons.append(object)
        }
        for car in cars {
            let object = try context.insert(entityName: "Car")
            try object.setStoreValue(.string(car.plate), forAttribute: "plate")
            try object.setRelatedObject(car.owner.map { persons[$0] }, forKey: "owner")
        }
        for club in clubs {
            let object = try context.insert(entityName: "Club")
            try object.setStoreValue(.string(club.name), forAttribute: "name")
            try object.setRelatedObjects(club.members.map { persons[$0] }, forKey: "members")
        }
        try context.save()
    }
}

// MARK: - Reading a store back

/// What a store file holds, read with SQLite alone.
enum StoreFile {
    static func version(_ path: String) throws -> Int? {
        try DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = 'model_version'").flatMap { Int($0) }
        }
    }

    static func tables(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
    }

    static func integrity(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// Every table and index with the SQL that made it, as SQLite keeps them.
    static func schema(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").map {
                "\($0[0] as String) \($0[1] as String) on \($0[2] as String): \(($0[3] as String?) ?? "")"
            }
        }
    }

    static func indexes(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite%' ORDER BY name"
            )
        }
    }
}

/// Objects of an entity in key order.
func objects(_ entity: String, in context: ObjectContext) throws -> [ManagedObject] {
    try context.fetch(FetchRequest(entityName: entity)).sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
}

extension ManagedObject {
    /// An attribute's text, or nil.
    func text(_ attribute: String) -> String? { storeValue(forAttribute: attribute).stringValue }
}

/// A progress recorder whose reports a test reads back.
final class ProgressLog: Sendable {
    private let reports = Mutex<[MigrationProgress]>([])

    var record: @Sendable (MigrationProgress) -> Void { { [self] report in reports.withLock { $0.append(report) } } }

    var all: [MigrationProgress] { reports.withLock { $0 } }

    var lines: [String] { all.map(\.description) }
}
