import Foundation
import LapTimer
import ManagedGraph
import Synchronization
import Testing

// MARK: - The lap timer's history, as the guide's migration articles tell it

/// "Model versions and migration" and "Migrating a store" tell one history of the lap timer:
/// version 1 (the moment a double) and 2 (a date), this example's own, a third that adds sessions
/// (lightweight), a fourth that numbers and titles the laps (heavy). The third and fourth and
/// their mapping are the articles' code; each test runs what an article says happens.
@Suite("The guide's lap timer")
struct GuideLapTimerStoryTests {
    // Versions 1 and 2 and the mapping between them are the example's own.
    static let v1 = LapModel.v1
    static let v2 = LapModel.v2
    static let version1To2 = LapModel.version1To2

    static let v3 = ManagedObjectModel(
        version: 3,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .date, isIndexed: true),
                    AttributeDescription(name: "label", type: .string, isOptional: true),
                ],
                relationships: [
                    RelationshipDescription(
                        name: "session",
                        destination: "Session",
                        inverse: "laps",
                        isToMany: false
                    )
                ]
            ),
            EntityDescription(
                name: "Session",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(
                        name: "laps",
                        destination: "Lap",
                        inverse: "session",
                        isToMany: true,
                        deleteRule: .cascade
                    )
                ]
            ),
        ]
    )

    static let v4 = ManagedObjectModel(
        version: 4,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .date, isIndexed: true),
                    AttributeDescription(name: "number", type: .integer),
                    AttributeDescription(name: "title", type: .string, validation: [.length(1...40)]),
                ],
                // The session, as in version 3.
                relationships: v3.entities[0].relationships
            ),
            // Sessions as in version 3.
            v3.entities[1],
        ]
    )

    static let version3To4 = MappingModel(
        from: v3,
        to: v4,
        entities: [
            EntityMapping(
                "Lap",
                attributes: [
                    // Laps numbered 1, 2, 3… in the order they were taken.
                    .position("number", in: .creation) { position in .integer(Int64(position.index + 1)) },
                    // The label becomes the title; a lap without one is called by its number.
                    .computed("title") { lap in
                        let label = try lap.storeValue(forAttribute: "label").stringValue ?? ""
                        return .string(label.isEmpty ? "lap \(lap.primaryKey)" : label)
                    },
                ]
            )
        ]
    )

    let path: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lap-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("laps.sqlite").path
    }

    @Test("version 2 opened as version 3: the lightweight migration's SQL, and the lap kept")
    func lightweight() throws {
        let taken = Date(timeIntervalSince1970: 1_700_000_000)
        do {
            let old = ObjectContext(store: try PersistentStore(location: .file(path), model: Self.v2))
            let lap = try old.insert(entityName: "Lap")
            try lap.setStoreValue(.date(taken), forAttribute: "timestamp")
            try old.save()
        }
        let log = Mutex<[String]>([])
        let newStore = try PersistentStore(
            location: .file(path),
            model: Self.v3,
            history: [Self.v2],
            options: .init(sqlLog: { sql in log.withLock { $0.append(sql) } })
        )
        let new = ObjectContext(store: newStore)
        let laps = try new.fetch(FetchRequest(entityName: "Lap"))
        #expect(laps.count == 1)
        #expect(laps.first?.storeValue(forAttribute: "timestamp") == .date(taken))
        #expect(laps.first?.storeValue(forAttribute: "label") == .null)
        // The statements the article shows, in its order.
        let shown = [
            #"ALTER TABLE "Lap" ADD COLUMN "session" INTEGER"#,
            #"CREATE INDEX "Lap_session" ON "Lap"("session")"#,
            #"CREATE TABLE "Session" (Z_PK INTEGER PRIMARY KEY, Z_OPT INTEGER NOT NULL DEFAULT 1, "name" TEXT NOT NULL DEFAULT '')"#,
        ]
        #expect(log.withLock { $0 }.filter { shown.contains($0) } == shown)
    }

    @Test("version 1 opened as version 2 without its mapping is refused, as the article quotes")
    func typeChangeRefused() throws {
        do {
            let old = ObjectContext(store: try PersistentStore(location: .file(path), model: Self.v1))
            let lap = try old.insert(entityName: "Lap")
            try lap.setStoreValue(.double(1_700_000_000), forAttribute: "timestamp")
            try old.save()
        }
        #expect {
            _ = try PersistentStore(location: .file(path), model: Self.v2, history: [Self.v1])
        } throws: { error in
            "\(error)" == "the store cannot be migrated automatically: Lap.timestamp changed from double to date"
        }
    }

    @Test("version 1 opened as version 4: heavy, lightweight, heavy; each lap's moment, number and title")
    func threeSteps() throws {
        do {
            let old = ObjectContext(store: try PersistentStore(location: .file(path), model: Self.v1))
            for (seconds, label) in [(1_700_000_000.0, "warm-up"), (1_700_000_065.0, nil)] {
                let lap = try old.insert(entityName: "Lap")
                try lap.setStoreValue(.double(seconds), forAttribute: "timestamp")
                try lap.setStoreValue(label.map { .string($0) } ?? .null, forAttribute: "label")
            }
            try old.save()
        }
        let store = try PersistentStore(
            location: .file(path),
            model: Self.v4,
            history: [Self.v1, Self.v2, Self.v3],
            mappings: [Self.version1To2, Self.version3To4]
        )
        let laps = try ObjectContext(store: store).fetch(
            FetchRequest(entityName: "Lap", sortDescriptors: [.init("timestamp")])
        )
        #expect(laps.map { $0.storeValue(forAttribute: "number") } == [.integer(1), .integer(2)])
        #expect(
            laps.map { $0.storeValue(forAttribute: "timestamp") }
                == [
                    .date(Date(timeIntervalSince1970: 1_700_000_000)),
                    .date(Date(timeIntervalSince1970: 1_700_000_065)),
                ]
        )
        #expect(
            laps.map { $0.storeValue(forAttribute: "title") }
                == [.string("warm-up"), .string("lap \(laps[1].objectID.primaryKey)")]
        )
    }

    @Test("the article's policy leaves out the laps taken before its cutoff")
    func policy() throws {
        do {
            let old = ObjectContext(
                store: try PersistentStore(location: .file(path), model: Self.v3, history: [Self.v2])
            )
            for seconds in [1_600_000_000.0, 1_700_000_000.0] {
                let lap = try old.insert(entityName: "Lap")
                try lap.setStoreValue(.date(Date(timeIntervalSince1970: seconds)), forAttribute: "timestamp")
            }
            try old.save()
        }
        let mapping = MappingModel(
            from: Self.v3,
            to: Self.v4,
            entities: [
                EntityMapping(
                    "Lap",
                    attributes: [
                        .position("number", in: .creation) { position in .integer(Int64(position.index + 1)) },
                        .computed("title") { lap in .string("lap \(lap.primaryKey)") },
                    ],
                    policy: DropLapsBefore(cutoff: Date(timeIntervalSince1970: 1_650_000_000))
                )
            ]
        )
        let store = try PersistentStore(location: .file(path), model: Self.v4, history: [Self.v3], mappings: [mapping])
        let laps = try ObjectContext(store: store).fetch(FetchRequest(entityName: "Lap"))
        #expect(
            laps.map { $0.storeValue(forAttribute: "timestamp") } == [.date(Date(timeIntervalSince1970: 1_700_000_000))]
        )
    }
}

/// The article's policy, as it writes it.
struct DropLapsBefore: EntityMigrationPolicy {
    let cutoff: Date

    func createDestination(
        for source: MigrationSourceObject,
        mapped destination: MigrationDestinationObject
    ) throws -> MigrationDestinationObject? {
        let taken = try source.storeValue(forAttribute: "timestamp")
        guard case .date(let date) = taken else { return destination }
        return date < cutoff ? nil : destination
    }

    func endEntity(_ summary: EntityMigrationSummary) throws {
        guard summary.droppedObjects <= 100 else { throw TooManyDropped() }
    }
}

struct TooManyDropped: Error {}
