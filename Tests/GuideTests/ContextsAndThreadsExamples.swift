// Made by scripts/guide_examples.py from ManagedGraph.docc/ContextsAndThreads.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Contexts and threads: every example of the article runs")
func contextsAndThreadsExamples() async throws {
    // ContextsAndThreads.md, line 23
    let path = try temporaryPath("laps.sqlite")
    let model = LapModel.current
    let store = try PersistentStore(location: .file(path), model: model)
    let view = ObjectContext(store: store, name: "view")
    view.automaticallyMergesChangesFromOtherContexts = true

    // ContextsAndThreads.md, line 43
    let importer = BackgroundContext(store: store, name: "import")
    let saved = try await importer.perform { context in
        for second in 0..<10_000 {
            let lap = try context.insert(Lap.self)
            lap.date = Date(timeIntervalSince1970: Double(second))
        }
        return try context.save().inserted.count
    }

    view.mergePendingChanges()  // the view's live results report the new rows
    #expect(saved == 10_000)

    // ContextsAndThreads.md, line 89
    do {
        let batches = (0..<3).map { batch in (0..<100).map { Date(timeIntervalSince1970: Double(batch * 100 + $0)) } }
        let importer = ObjectContext(store: store, name: "import")
        try store.performBulkWork {
            for batch in batches {  // 5,000 laps' times each
                for time in batch {
                    let lap = try importer.insert(Lap.self)
                    lap.date = time
                }
                try importer.save()
                importer.reset()  // the saved laps leave memory
            }
        }
        view.mergePendingChanges()  // one change of a few runs of keys
        #expect(try view.count(for: FetchRequest(entityName: "Lap")) == 10_300)
    }

    // ContextsAndThreads.md, line 117
    let lap = try view.insert(Lap.self)
    try view.save()
    let editor = ObjectContext(parent: view, name: "editor")
    let draft = try editor.existingObject(with: lap.objectID) as! Lap
    draft.label = "cool-down"

    try editor.save()  // the change is now an unsaved change of `view`
    try view.save()  // and now it is in the store
    #expect(lap.label == "cool-down")

    // ContextsAndThreads.md, line 149
    let other = ObjectContext(store: store, name: "other")
    _ = try other.insert(Lap.self)
    let changes = try other.save()
    view.mergeChanges(changes)

    // ContextsAndThreads.md, line 163
    if let changes = try view.processExternalChanges() {
        print("another process saved \(changes.inserted.count) new laps")
    }

    // ContextsAndThreads.md, line 194
    let laps = try FetchedResultsController(
        fetchRequest: FetchRequest(entityName: "Lap", sortDescriptors: [FetchSortDescriptor("timestamp")]),
        context: view
    )
    try laps.performFetch()
    view.pinsReadsToLastLook = true
    // the command's look, and the state it reads
    try view.processExternalChanges()
    // as the look found them, whatever commits meanwhile
    let page = try laps.objects(in: 0..<20)
    view.endPinnedReads()  // the command is over
    #expect(page.count == 20)
}
