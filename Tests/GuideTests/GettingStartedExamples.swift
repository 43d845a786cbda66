// Made by scripts/guide_examples.py from ManagedGraph.docc/GettingStarted.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Getting started: every example of the article runs")
func gettingStartedExamples() async throws {
    // GettingStarted.md, line 92
    final class Lap: ManagedObject {
        var date: Date {
            get {
                let stored = storeValue(forAttribute: "timestamp").dateValue
                return stored ?? Date(timeIntervalSinceReferenceDate: 0)
            }
            set { try? setStoreValue(.date(newValue), forAttribute: "timestamp") }
        }

        var label: String? {
            get { stringValue(forAttribute: "label") }
            set {
                let value = newValue.map { StoreValue.string($0) } ?? .null
                try? setStoreValue(value, forAttribute: "label")
            }
        }

        override func awakeFromInsert() {
            super.awakeFromInsert()
            date = Date()
        }
    }

    // GettingStarted.md, line 21
    let path = try temporaryPath("laps.sqlite")
    let model = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Lap",
                managedClass: Lap.self,
                attributes: [
                    AttributeDescription(
                        name: "timestamp",
                        type: .date,
                        isIndexed: true
                    ),
                    AttributeDescription(
                        name: "label",
                        type: .string,
                        isOptional: true,
                        validation: [.length(1...40), .noControlCharacters]
                    ),
                ]
            )
        ]
    )

    // GettingStarted.md, line 57
    _ = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Person",
                attributes: [AttributeDescription(name: "name", type: .string)],
                relationships: [
                    RelationshipDescription(
                        name: "cars",
                        destination: "Car",
                        inverse: "owner",
                        isToMany: true,
                        deleteRule: .cascade
                    )
                ]
            ),
            EntityDescription(
                name: "Car",
                attributes: [
                    AttributeDescription(name: "plate", type: .string, isUnique: true)
                ],
                relationships: [
                    RelationshipDescription(
                        name: "owner",
                        destination: "Person",
                        inverse: "cars",
                        isToMany: false
                    )
                ]
            ),
        ]
    )

    // GettingStarted.md, line 127
    let store = try PersistentStore(location: .file(path), model: model)
    let context = ObjectContext(store: store, name: "view")

    // GettingStarted.md, line 154
    let lap = try context.insert(Lap.self)
    lap.label = "warm-up"
    try context.save()

    // GettingStarted.md, line 175
    let request = FetchRequest(
        entityName: "Lap",
        predicate: try ObjectPredicate(format: "label BEGINSWITH[c] %@", "warm"),
        sortDescriptors: [FetchSortDescriptor("timestamp", ascending: false)]
    )
    let laps = try context.fetch(request).compactMap { $0 as? Lap }
    #expect(laps.map(\.label) == ["warm-up"])

    // GettingStarted.md, line 200
    let oldLap = try context.insert(Lap.self)
    try context.save()
    lap.label = "sprint"
    try context.delete(oldLap)
    try context.save()

    // GettingStarted.md, line 221
    context.actionName = "rename lap"
    lap.label = "cool-down"
    try context.save()

    // returns "rename lap": the label is what it was before, and saved
    try context.undo()
    #expect(lap.label == "sprint")

    // GettingStarted.md, line 243
    do {
        let store = try PersistentStore(
            location: .file(path),
            model: model,
            options: .init(sqlLog: PersistentStore.Options.standardErrorLog)
        )
        _ = store
    }
}
