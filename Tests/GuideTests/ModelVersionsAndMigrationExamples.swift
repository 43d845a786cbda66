// Made by scripts/guide_examples.py from ManagedGraph.docc/ModelVersionsAndMigration.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Model versions and migration: every example of the article runs")
func modelVersionsAndMigrationExamples() async throws {
    // ModelVersionsAndMigration.md, line 40
    let path = try temporaryPath("laps.sqlite")
    let v2 = ManagedObjectModel(
        version: 2,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .date, isIndexed: true),
                    AttributeDescription(name: "label", type: .string, isOptional: true),
                ]
            )
        ]
    )

    let v3 = ManagedObjectModel(
        version: 3,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(
                        name: "timestamp",
                        type: .date,
                        isIndexed: true
                    ),
                    AttributeDescription(
                        name: "label",
                        type: .string,
                        isOptional: true
                    ),
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

    let store = try PersistentStore(location: .file(path), model: v3, history: [v2])
    _ = store

    // ModelVersionsAndMigration.md, line 154
    do {
        let path = try temporaryPath("laps.sqlite")
        let taken = Date(timeIntervalSince1970: 1_700_000_000)
        do {
            let old = ObjectContext(
                store: try PersistentStore(location: .file(path), model: v2)
            )
            let lap = try old.insert(entityName: "Lap")
            try lap.setStoreValue(.date(taken), forAttribute: "timestamp")
            try old.save()
        }
        let newStore = try PersistentStore(
            location: .file(path),
            model: v3,
            history: [v2]
        )
        let new = ObjectContext(store: newStore)
        let laps = try new.fetch(FetchRequest(entityName: "Lap"))
        // one lap, taken at `taken`, its label nil, its session nil
        #expect(laps.map { $0.storeValue(forAttribute: "timestamp") } == [.date(taken)])
    }
}
