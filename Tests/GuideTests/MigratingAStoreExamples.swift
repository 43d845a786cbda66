// Made by scripts/guide_examples.py from ManagedGraph.docc/MigratingAStore.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Migrating a store: every example of the article runs")
func migratingAStoreExamples() async throws {
    // MigratingAStore.md, line 156
    struct TooManyDropped: Error {}
    let oneYearAgo = Date(timeIntervalSinceNow: -365 * 86_400)
    /// Leaves out the laps taken before `cutoff`, and refuses to drop more than
    /// a hundred.
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

    let lapMapping = EntityMapping(
        "Lap",
        attributes: [],  // and the attributes' mappings, if any
        policy: DropLapsBefore(cutoff: oneYearAgo)
    )
    _ = lapMapping

    // MigratingAStore.md, line 38
    let v2 = LapModel.v2
    let v1 = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .double, isIndexed: true),
                    AttributeDescription(name: "label", type: .string, isOptional: true),
                ]
            )
        ]
    )

    let version1To2 = MappingModel(
        from: v1,
        to: v2,
        entities: [
            EntityMapping(
                "Lap",
                attributes: [
                    .convert("timestamp") { seconds in
                        guard let number = seconds.numericValue else { return .null }
                        return .date(Date(timeIntervalSince1970: number))
                    }
                ]
            )
        ]
    )

    // MigratingAStore.md, line 83
    let path = try temporaryPath("laps.sqlite")
    let v3 = lapTimerVersion3()
    do {
        let old = ObjectContext(store: try PersistentStore(location: .file(path), model: v1))
        for (seconds, label) in [(1_700_000_000.0, StoreValue.string("warm-up")), (1_700_000_060, .null)] {
            let lap = try old.insert(entityName: "Lap")
            try lap.setStoreValue(.double(seconds), forAttribute: "timestamp")
            try lap.setStoreValue(label, forAttribute: "label")
        }
        try old.save()
    }
    let v4 = ManagedObjectModel(
        version: 4,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(
                        name: "timestamp",
                        type: .date,
                        isIndexed: true
                    ),
                    AttributeDescription(name: "number", type: .integer),
                    AttributeDescription(
                        name: "title",
                        type: .string,
                        validation: [.length(1...40)]
                    ),
                ],
                // The session, as in version 3.
                relationships: v3.entities[0].relationships
            ),
            // Sessions as in version 3.
            v3.entities[1],
        ]
    )

    let version3To4 = MappingModel(
        from: v3,
        to: v4,
        entities: [
            EntityMapping(
                "Lap",
                attributes: [
                    // Laps numbered 1, 2, 3… in the order they were taken.
                    .position("number", in: .creation) { position in
                        .integer(Int64(position.index + 1))
                    },
                    // The label becomes the title; a lap without one is called by its
                    // number.
                    .computed("title") { lap in
                        let stored = try lap.storeValue(forAttribute: "label")
                        let label = stored.stringValue ?? ""
                        return .string(label.isEmpty ? "lap \(lap.primaryKey)" : label)
                    },
                ]
            )
        ]
    )

    let store = try PersistentStore(
        location: .file(path),
        model: v4,
        history: [v1, v2, v3],
        mappings: [version1To2, version3To4]
    )
    let laps = try ObjectContext(store: store).fetch(
        FetchRequest(entityName: "Lap", sortDescriptors: [FetchSortDescriptor("number")])
    )
    #expect(laps.map { $0.stringValue(forAttribute: "title") } == ["warm-up", "lap 2"])

    // MigratingAStore.md, line 195
    let options = PersistentStore.Options(migrationProgress: { progress in
        // version 3 to 4: Lap 20000 of 1000000
        print("\r\(progress)", terminator: "")
    })
    _ = options
}
