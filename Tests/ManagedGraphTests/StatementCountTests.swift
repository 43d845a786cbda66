import Testing

@testable import ManagedGraph

// MARK: - The store counts its SQL statements while asked

/// `PersistentStore.countsStatements`: the count is the SQL log's statements one for one,
/// those the engine steps through SQLite's C API included, and nothing moves while it is off.
/// The store's triggers are logged (`-- TRIGGER name`, then each of their statements as a
/// comment) but not counted: their steps are the statement's that fired them.
@Suite("Statement count")
struct StatementCountTests {
    /// Work that goes through every way the engine runs SQL: GRDB's statements (the save's
    /// transaction, counts), prepared inserts stepped through the C API (`RowInserter`), rows
    /// read through it (`StatementRows`: fetches, batches of faults), updates, deletes, undo.
    private func work(_ context: ObjectContext) throws {
        for index in 0..<30 { try context.make("Person", ["name": .string("P\(100 + index)")]) }
        try context.save()
        context.reset()
        let people = try context.fetch(
            FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchBatchSize: 20)
        )
        _ = people[0].storeValue(forAttribute: "name")
        _ = people[29].storeValue(forAttribute: "name")
        _ = try context.count(for: FetchRequest(entityName: "Person"))
        try people[1].setStoreValue(.string("Renamed"), forAttribute: "name")
        try context.delete(people[2])
        try context.save()
        try context.undo()
    }

    @Test("given counting is off, when the store works, then nothing is counted")
    func offCountsNothing() throws {
        let context = try makeFleet()
        #expect(!context.store.countsStatements)
        try work(context)
        #expect(context.store.statementCount == 0)
    }

    @Test("given counting and a SQL log, when the store works, then the count is the log's statements")
    func countIsTheLog() throws {
        let recorder = SQLRecorder()
        let context = try makeFleet(sqlLog: recorder.log)
        context.store.countsStatements = true
        recorder.reset()
        try work(context)
        let triggers = recorder.all.filter { $0.hasPrefix("-- ") }
        #expect(!triggers.isEmpty, "the kept counts' triggers ran, and are logged")
        #expect(context.store.statementCount == recorder.all.count - triggers.count)
        #expect(recorder.all.contains { $0.hasPrefix("INSERT INTO \"Person\"") }, "stepped through the C API")
        #expect(recorder.all.contains { $0.contains("WHERE Z_PK >= ?") }, "a batch read through the C API")
        #expect(recorder.all.count > 10)
    }

    @Test("given counting without a log, when the store works, then it counts what a log would have shown")
    func countWithoutALog() throws {
        let counted = try makeFleet()
        counted.store.countsStatements = true
        let recorder = SQLRecorder()
        let logged = try makeFleet(sqlLog: recorder.log)
        recorder.reset()
        try work(counted)
        try work(logged)
        #expect(counted.store.statementCount == recorder.all.count { !$0.hasPrefix("-- ") })
    }

    @Test("given counting turned off again, when the store works, then the count stays and the log goes on")
    func turnedOff() throws {
        let recorder = SQLRecorder()
        let context = try makeFleet(sqlLog: recorder.log)
        context.store.countsStatements = true
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        let counted = context.store.statementCount
        #expect(counted > 0)
        context.store.countsStatements = false
        recorder.reset()
        try work(context)
        #expect(context.store.statementCount == counted)
        #expect(!recorder.all.isEmpty, "the log still hears every statement")
        context.store.countsStatements = true
        _ = try context.count(for: FetchRequest(entityName: "Person"))
        #expect(context.store.statementCount == counted + 1)
    }

    @Test("given two contexts of one store, then the store counts the statements of both")
    func everyContextOfTheStore() throws {
        let first = try makeFleet()
        let second = ObjectContext(store: first.store)
        first.store.countsStatements = true
        _ = try first.count(for: FetchRequest(entityName: "Person"))
        _ = try second.count(for: FetchRequest(entityName: "Car"))
        #expect(first.store.statementCount == 2)
    }
}
