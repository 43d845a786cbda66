import Testing

@testable import ManagedGraph

// MARK: - SQLite's own work, counted beside the statements

/// `PersistentStore.statementWork`: the steps of whole-table scans, the sorts and the virtual
/// machine's steps SQLite counts in each statement, and the plans `--sql-debug` shows of the
/// statements that scanned.
@Suite("Statement work")
struct StatementWorkTests {
    /// 30 people aged 0…29, saved; counting on.
    private func people(sqlLog: (@Sendable (String) -> Void)? = nil, plans: Bool = false) throws -> ObjectContext {
        let store = try PersistentStore(
            location: .inMemory,
            model: fleetModel,
            options: .init(sqlLog: sqlLog, logsPlansOfScans: plans)
        )
        let context = ObjectContext(store: store)
        for age in 0..<30 {
            try context.make("Person", ["name": .string("P\(100 + age)"), "age": .integer(Int64(age))])
        }
        try context.save()
        context.reset()
        store.countsStatements = true
        return context
    }

    private func spent(_ context: ObjectContext, _ body: () throws -> Void) rethrows -> StatementWork {
        let before = context.store.statementWork
        try body()
        return context.store.statementWork - before
    }

    @Test("given an attribute without an index, when people are counted by it, then the count scanned every row")
    func countByUnindexedAttribute() throws {
        let context = try people()
        let work = try spent(context) {
            _ = try context.count(
                for: FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "age >= 10"))
            )
        }
        #expect(work.statements == 1)
        // A step is a move to the next row: 29 between the first row and the last.
        #expect(work.fullScanSteps == 29)
        #expect(work.sorts == 0)
        #expect(work.vmSteps > 30)
    }

    @Test("given an indexed attribute, when people are counted by it, then nothing is scanned")
    func countByIndexedAttribute() throws {
        let context = try people()
        let work = try spent(context) {
            _ = try context.count(
                for: FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "name == 'P105'"))
            )
        }
        #expect(work.statements == 1)
        #expect(work.fullScanSteps == 0)
    }

    @Test(
        "given cars and their owners, when cars are counted by their owner's name, then the owner's index is searched, not every car"
    )
    func countAcrossToOne() throws {
        let context = try people()
        context.store.countsStatements = false
        let owners = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        for (number, owner) in owners.enumerated() {
            let car = try context.make("Car", ["plate": .string("C-\(number)")])
            if number % 10 != 0 { try car.setRelatedObject(owner, forKey: "owner") }
        }
        try context.save()
        context.store.countsStatements = true
        var counted = 0
        let work = try spent(context) {
            counted = try context.count(
                for: FetchRequest(entityName: "Car", predicate: try ObjectPredicate(format: "owner.name == 'P105'"))
            )
        }
        #expect(counted == 1)
        #expect(work.fullScanSteps == 0, "the car's owner column, searched by its index")
        // A nil among the values matches the cars without an owner: no narrowing drops them.
        let withNil = try context.count(
            for: FetchRequest(entityName: "Car", predicate: try ObjectPredicate(format: "owner.name IN {nil, 'P105'}"))
        )
        #expect(withNil == 1 + 3)
        let ranged = try context.count(
            for: FetchRequest(
                entityName: "Car",
                predicate: try ObjectPredicate(format: "owner.name BETWEEN {'P101', 'P103'}")
            )
        )
        #expect(ranged == 3, "P101, P102 and P103 have one car each")
    }

    @Test(
        "given a sort no index gives, when people are fetched, then SQLite sorted once; in the index's order, it did not"
    )
    func sorts() throws {
        let context = try people()
        let byAge = try spent(context) {
            _ = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("age")]))
        }
        #expect(byAge.sorts == 1)
        let byName = try spent(context) {
            _ = try context.fetch(
                FetchRequest(entityName: "Person", sortDescriptors: [.init("name", comparison: .caseInsensitive)])
            )
        }
        #expect(byName.sorts == 0)
    }

    @Test("given a statement run before counting started, then its earlier runs are not counted in its next")
    func countingStartsClean() throws {
        let context = try people()
        context.store.countsStatements = false
        let request = FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "age >= 10"))
        for _ in 0..<3 { _ = try context.count(for: request) }
        context.store.countsStatements = true
        let work = try spent(context) { _ = try context.count(for: request) }
        #expect(work.fullScanSteps == 29, "one run's steps, not four")
    }

    @Test(
        "given plans asked for, when a statement scans, then the log shows its plan after it, and counts nothing more"
    )
    func plansOfScans() throws {
        let recorder = SQLRecorder()
        let context = try people(sqlLog: recorder.log, plans: true)
        recorder.reset()
        let work = try spent(context) {
            _ = try context.count(
                for: FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "age >= 10"))
            )
            _ = try context.count(
                for: FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "name == 'P105'"))
            )
        }
        let plans = recorder.all.filter { $0.hasPrefix("-- plan") }
        #expect(plans == ["-- plan (29 full-scan steps): SCAN t0"])
        #expect(recorder.all.firstIndex(of: plans[0]) == 1, "right after the count that scanned")
        #expect(work.statements == recorder.all.count - plans.count)
    }

    @Test("given a SQL log without plans, when a statement scans, then the log has the statements only")
    func noPlansUnlessAsked() throws {
        let recorder = SQLRecorder()
        let context = try people(sqlLog: recorder.log)
        recorder.reset()
        _ = try context.count(
            for: FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "age >= 10"))
        )
        #expect(recorder.all.count == 1)
        #expect(!recorder.all[0].hasPrefix("--"))
    }
}
