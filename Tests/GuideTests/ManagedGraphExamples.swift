// Made by scripts/guide_examples.py from ManagedGraph.docc/ManagedGraph.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("ManagedGraph: every example of the article runs")
func managedGraphExamples() async throws {
    // ManagedGraph.md, line 30
    let path = try temporaryPath("laps.sqlite")
    let model = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(
                name: "Lap",
                attributes: [
                    AttributeDescription(name: "timestamp", type: .date, isIndexed: true)
                ]
            )
        ]
    )
    let store = try PersistentStore(location: .file(path), model: model)
    let context = ObjectContext(store: store)

    let lap = try context.insert(entityName: "Lap")
    try lap.setStoreValue(.date(Date()), forAttribute: "timestamp")
    try context.save()

    let newestFirst = FetchRequest(
        entityName: "Lap",
        sortDescriptors: [FetchSortDescriptor("timestamp", ascending: false)]
    )
    for lap in try context.fetch(newestFirst) {
        print(lap.storeValue(forAttribute: "timestamp"))
    }
    let reopened = ObjectContext(store: try PersistentStore(location: .file(path), model: model))
    #expect(try reopened.count(for: newestFirst) == 1)
}
