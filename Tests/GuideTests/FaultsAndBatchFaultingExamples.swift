// Made by scripts/guide_examples.py from ManagedGraph.docc/FaultsAndBatchFaulting.md; do not edit: change the
// article's code or its `<!-- example … -->` notes, then run `make guide-examples`.
import Foundation
import LapTimer
import ManagedGraph
import Testing

@Test("Faults and batch faulting: every example of the article runs")
func faultsAndBatchFaultingExamples() async throws {
    // FaultsAndBatchFaulting.md, line 26
    let context = ObjectContext(store: try PersistentStore(location: .inMemory, model: LapModel.current))
    for second in 0..<1_000 {
        try context.insert(Lap.self).date = Date(timeIntervalSince1970: Double(second))
    }
    try context.save()
    let id = try context.fetchObjectIDs(FetchRequest(entityName: "Lap"))[0]
    context.reset()
    let lap = context.object(with: id)
    #expect((lap.isFault) == true)
    _ = lap.storeValue(forAttribute: "label")
    #expect((lap.isFault) == false)

    // FaultsAndBatchFaulting.md, line 60
    context.reset()
    var request = FetchRequest(
        entityName: "Lap",
        sortDescriptors: [FetchSortDescriptor("timestamp")]
    )
    request.fetchBatchSize = 20

    // 1,000 faults: only their keys were read
    let laps = try context.fetch(request)
    _ = laps[0].storeValue(forAttribute: "label")  // one SELECT fills laps[0..<20]

    // FaultsAndBatchFaulting.md, line 100
    do {
        var cars = FetchRequest(entityName: "Car")
        cars.relationshipKeyPathsForPrefetching = ["owner", "owner.clubs"]
        let (_, people) = try peopleAndCars()
        #expect(try people.fetch(cars).count == 3)
    }

    // FaultsAndBatchFaulting.md, line 125
    do {
        context.reset()
        context.statistics = ContextStatistics()
        // rowsRead 1000, objectsRegistered 1000
        let laps = try context.fetch(request)
        // faultsFired 1, batchFills 1: laps[20..<40]
        _ = laps[25].storeValue(forAttribute: "label")
        // nothing more: filled with its batch
        _ = laps[26].storeValue(forAttribute: "label")
        #expect(context.statistics.faultsFired == 1)
    }

    // FaultsAndBatchFaulting.md, line 149
    let store = context.store
    store.countsStatements = true
    let before = (store.statementWork, context.statistics)
    _ = laps[40].storeValue(forAttribute: "label")
    print(store.statementWork - before.0, context.statistics - before.1)
}
