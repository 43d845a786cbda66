import Testing

@testable import ManagedGraph

// MARK: - What a context counts

/// Each counter of `ContextStatistics`, counted exactly in a small model: 45 people fetched in
/// batches of 20, faults fired one at a time, lists filled together, inserts and saves.
@Suite("Context statistics")
struct ContextStatisticsTests {
    /// 45 people, saved, in a context that has forgotten them.
    private func fortyFive(sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        let context = try makeFleet(sqlLog: sqlLog)
        for index in 0..<45 { try context.make("Person", ["name": .string("P\(100 + index)")]) }
        try context.save()
        context.reset()
        context.statistics = ContextStatistics()
        return context
    }

    private static let byName = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchBatchSize: 20)

    @Test("given 45 people in batches of 20, when the first page is read, then one fault fires and fills its batch")
    func firstPageOfABatchedFetch() throws {
        let context = try fortyFive()
        let people = try context.fetch(Self.byName)
        #expect(context.statistics.rowsRead == 45, "the keys only")
        #expect(context.statistics.objectsRegistered == 45)
        #expect(context.statistics.faultsFired == 0)
        #expect(context.statistics.batchFills == 0)
        #expect(context.statistics.objectsFilled == 0)

        let names = people[0..<20].map { $0.storeValue(forAttribute: "name").stringValue ?? "" }
        #expect(names == (0..<20).map { "P\(100 + $0)" })
        var expected = ContextStatistics()
        expected.rowsRead = 65
        expected.objectsFilled = 20
        expected.objectsRegistered = 45
        expected.faultsFired = 1
        expected.batchFills = 1
        #expect(context.statistics == expected)

        // The last batch holds the 5 people left.
        _ = people[44].storeValue(forAttribute: "name")
        expected.rowsRead += 5
        expected.objectsFilled += 5
        expected.faultsFired += 1
        expected.batchFills += 1
        #expect(context.statistics == expected)
    }

    @Test("given a fault of no batch, when it is read, then it fires alone: a fault and no batch fill")
    func faultFiredAlone() throws {
        let context = try fortyFive()
        let id = ObjectID(entityName: "Person", primaryKey: 7)
        let person = context.object(with: id)
        #expect(context.statistics.objectsRegistered == 1)
        #expect(person.storeValue(forAttribute: "name") == .string("P106"))
        _ = person.storeValue(forAttribute: "name")
        #expect(context.statistics.faultsFired == 1, "once filled, it is no fault")
        #expect(context.statistics.batchFills == 0)
        #expect(context.statistics.objectsFilled == 1)
    }

    @Test("given faults filled as a list, when filled, then one batch fill per statement and no fault fired")
    func listFilledTogether() throws {
        let context = try fortyFive()
        let faults = (1...30).map { context.object(with: ObjectID(entityName: "Person", primaryKey: Int64($0))) }
        try context.fillFaults(faults)
        #expect(context.statistics.batchFills == 1)
        #expect(context.statistics.faultsFired == 0)
        #expect(context.statistics.objectsFilled == 30)
        #expect(context.statistics.objectsRegistered == 30)
        _ = faults.map { $0.storeValue(forAttribute: "name") }
        #expect(context.statistics.faultsFired == 0, "filled already")
    }

    @Test("given more keys than one statement takes, when filled as a list, then each statement is a batch fill")
    func listLongerThanAStatement() throws {
        let context = try makeFleet()
        let count = ObjectContext.keyChunkSize + 1
        for index in 0..<(2 * count) { try context.make("Person", ["name": .string("P\(index)")]) }
        try context.save()
        context.reset()
        context.statistics = ContextStatistics()
        // Every other key: not one run of keys, so each statement lists its keys.
        let faults = (0..<count).map {
            context.object(with: ObjectID(entityName: "Person", primaryKey: Int64(1 + 2 * $0)))
        }
        try context.fillFaults(faults)
        #expect(context.statistics.objectsFilled == count)
        #expect(context.statistics.batchFills == 2, "500 keys, then 1")
    }

    @Test("given every read by key, then each is a batch fill or a fault fired alone, as the SQL log shows")
    func readsByKeyAreFaultsOrBatchFills() throws {
        let recorder = SQLRecorder()
        let context = try fortyFive(sqlLog: recorder.log)
        recorder.reset()
        let people = try context.fetch(Self.byName)
        _ = people[3].storeValue(forAttribute: "name")  // fires, fills batch 1
        _ = people[25].storeValue(forAttribute: "name")  // fires, fills batch 2
        let filled = context.object(with: ObjectID(entityName: "Person", primaryKey: 5))
        _ = filled.storeValue(forAttribute: "name")  // filled with batch 1 already: no statement
        context.reset()
        let single = context.object(with: ObjectID(entityName: "Person", primaryKey: 45))
        _ = single.storeValue(forAttribute: "name")  // a fault of no batch
        try context.fillFaults((1...3).map { context.object(with: ObjectID(entityName: "Person", primaryKey: $0)) })
        let byKey = recorder.selects.filter { $0.contains("WHERE Z_PK IN (") || $0.contains("WHERE Z_PK >= ?") }
        #expect(context.statistics.faultsFired == 3, "two in batches, one alone")
        #expect(context.statistics.batchFills == 3, "two batches, one list")
        #expect(byKey.count == 4, "two batches, one fault alone, one list: \(byKey)")
        #expect(byKey.count == context.statistics.batchFills + 1)
    }

    @Test("given inserts, fetches and faults, then each object counts once when first registered")
    func objectsRegistered() throws {
        let context = try makeFleet()
        let request = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")])
        // Held here: a context holds its objects weakly, and one freed is registered anew.
        let inserted = [try context.make("Person", ["name": .string("Ada")]), try context.make("Person")]
        #expect(context.statistics.objectsRegistered == 2)
        try context.save()
        #expect(try context.fetch(request).count == inserted.count)
        #expect(context.statistics.objectsRegistered == 2, "saved objects keep their registration")
        context.reset()
        let fetched = try context.fetch(request)
        #expect(context.statistics.objectsRegistered == 4, "after a reset, fetched anew")
        #expect(context.object(with: fetched[0].objectID) === fetched[0])
        #expect(context.statistics.objectsRegistered == 4, "uniquing: the registered one")
        _ = context.object(with: ObjectID(entityName: "Car", primaryKey: 1))
        #expect(context.statistics.objectsRegistered == 5, "a new fault")
    }

    @Test("given saves, then only those that wrote to the store count, undo and redo included")
    func saves() throws {
        let context = try makeFleet()
        try context.save()
        #expect(context.statistics.saves == 0, "nothing to save")
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.save()
        #expect(context.statistics.saves == 1)

        let child = ObjectContext(parent: context)
        try child.existingObject(with: ada.objectID).setStoreValue(.string("Ada L"), forAttribute: "name")
        try child.save()
        #expect(child.statistics.saves == 0, "a child saves to its parent")
        #expect(context.statistics.saves == 1)
        try context.save()
        #expect(context.statistics.saves == 2)

        try context.undo()
        try context.redo()
        #expect(context.statistics.saves == 4)
    }

    @Test("given two readings, when subtracted, then each counter is the difference")
    func difference() {
        var before = ContextStatistics()
        before.rowsRead = 3
        before.saves = 1
        var after = before
        after.rowsRead = 10
        after.faultsFired = 2
        after.batchFills = 1
        after.objectsRegistered = 5
        after.changesDelivered = 4
        after.objectsFilled = 6
        after.saves = 2
        let spent = after - before
        #expect(spent.rowsRead == 7)
        #expect(spent.faultsFired == 2)
        #expect(spent.batchFills == 1)
        #expect(spent.objectsRegistered == 5)
        #expect(spent.changesDelivered == 4)
        #expect(spent.objectsFilled == 6)
        #expect(spent.saves == 1)
        #expect(before + spent == after)
    }
}
