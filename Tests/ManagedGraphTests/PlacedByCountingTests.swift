import Testing

@testable import ManagedGraph

// MARK: - Live results that know only their count place a change by counting

/// A results controller without sections serves its pages from SQL and knows only how many rows
/// it has. A change of a few rows is placed by counting, in the store, the rows before each one's
/// old and new values — through the index that gives the order — rather than by reading every
/// row's key and sort values: its cost is a few statements, not the rows.
@Suite("Live results: changes placed by counting")
struct PlacedByCountingTests {
    private static let people = 2_000

    /// `people` people `P1000`…, aged by their number modulo 7 (every seventh without an age),
    /// saved; live results by name, fetched, their first page read; counting on.
    private func fixture(
        sort: [FetchSortDescriptor] = [.init("name", comparison: .caseInsensitive)],
        predicate: ObjectPredicate? = nil
    ) throws -> (ObjectContext, FetchedResultsController, ChangeWatcher) {
        let context = try makeFleet()
        for number in 0..<Self.people {
            var values: [String: StoreValue] = ["name": .string("P\(1000 + number)")]
            if number % 7 != 0 { values["age"] = .integer(Int64(number % 7)) }
            try context.make("Person", values)
        }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Person", predicate: predicate, sortDescriptors: sort),
            context: context
        )
        let watcher = ChangeWatcher()
        results.delegate = watcher
        try results.performFetch()
        _ = try results.objects(in: 0..<20)
        context.store.countsStatements = true
        return (context, results, watcher)
    }

    /// The people's keys as a fresh fetch orders them.
    private func fetched(_ results: FetchedResultsController) throws -> [Int64] {
        try results.context.fetch(results.fetchRequest).map(\.objectID.primaryKey)
    }

    @Test(
        "given a rename on the first page, when saved, then it moves to its place, counted, and no row of the order is read"
    )
    func renameCountsTwice() throws {
        let (context, results, watcher) = try fixture()
        let fourth = try results.objects(in: 3..<4)[0]
        try fourth.setStoreValue(.string("Zed"), forAttribute: "name")
        let rows = context.statistics.rowsRead
        let work = context.store.statementWork
        try context.save()
        #expect(watcher.changes == ["moved 3→\(Self.people - 1)"])
        let spent = context.store.statementWork - work
        #expect(context.statistics.rowsRead - rows == 0, "no row of the order read")
        #expect(spent.fullScanSteps == 0, "each count seeks its range in the name's index")
        #expect(spent.sorts == 0)
        #expect(
            spent.statements == 6,
            "the save's four (begin, update, log, commit); two counts for the new place, near the end (the old one is where the page handed the row out)"
        )
        #expect(results.count == Self.people)
        #expect(try results.objects(in: 0..<results.count).map(\.objectID.primaryKey) == fetched(results))
    }

    @Test(
        "given a change that leaves the sort values as they were, when saved, then the row is counted once, and updated"
    )
    func unchangedSortValuesCountOnce() throws {
        let (context, results, watcher) = try fixture()
        let fifth = try results.objects(in: 4..<5)[0]
        try fifth.setStoreValue(.integer(42), forAttribute: "age")
        let work = context.store.statementWork
        try context.save()
        #expect(watcher.changes == ["updated 4"])
        #expect(
            (context.store.statementWork - work).statements == 4,
            "the save's four: the row is where the page handed it out, and stays there"
        )
    }

    @Test(
        "given counts that first reach 100 rows, when a row moves near the end, then it is counted from the end, and one in the middle from the start once the reach passes it"
    )
    func countedFromTheNearerEnd() throws {
        let (context, results, watcher) = try fixture()
        results.countingReach = 100
        let first = try results.objects(in: 0..<1)[0]
        try first.setStoreValue(.string("P2990"), forAttribute: "name")
        var work = context.store.statementWork
        try context.save()
        #expect(watcher.changes == ["moved 0→1989"])
        var spent = context.store.statementWork - work
        #expect(
            spent.statements == 4 + 2,
            "the save's four; for the new place, one count that reached 100, one from the end (the old place is where the page handed the row out)"
        )
        #expect(spent.vmSteps < 5_000, "no count stepped over the thousands of rows before P2990")

        let second = try results.objects(in: 0..<1)[0]
        try second.setStoreValue(.string("P1999a"), forAttribute: "name")
        watcher.changes = []
        work = context.store.statementWork
        try context.save()
        #expect(watcher.changes == ["moved 0→998"])
        spent = context.store.statementWork - work
        #expect(
            spent.statements == 4 + 5,
            "from the middle: rounds reaching 100 and 800 from both ends, then 6,400 from the start"
        )
        #expect(try results.objects(in: 990..<1000).map(\.objectID.primaryKey) == Array(fetched(results)[990..<1000]))
    }

    @Test(
        "given counts that first reach 10 rows, when a row moves to the middle, then the rounds grow until one end is within reach"
    )
    func roundsGrowUntilAnEndIsWithinReach() throws {
        let (context, results, watcher) = try fixture()
        results.countingReach = 10
        let first = try results.objects(in: 0..<1)[0]
        try first.setStoreValue(.string("P1999a"), forAttribute: "name")
        let work = context.store.statementWork
        try context.save()
        #expect(watcher.changes == ["moved 0→999"])
        let spent = context.store.statementWork - work
        #expect(
            spent.statements == 4 + 6 + 1,
            "rounds reaching 10, 80 and 640 from both ends; then 5,120 from the start, past the row"
        )
        #expect(try results.objects(in: 995..<1000).map(\.objectID.primaryKey) == Array(fetched(results)[995..<1000]))
    }

    @Test("given an insertion and a deletion, when saved, then each is placed, and the count follows")
    func insertionAndDeletion() throws {
        let (context, results, watcher) = try fixture()
        try context.delete(try results.objects(in: 0..<1)[0])
        try context.make("Person", ["name": .string("P1500a")])
        try context.save()
        #expect(watcher.changes == ["deleted 0", "inserted 500"])
        #expect(results.count == Self.people)
        #expect(try results.objects(in: 495..<505).map(\.objectID.primaryKey) == Array(fetched(results)[495..<505]))
    }

    @Test(
        "given a descending sort on an optional attribute, when ages change to and from none, then rows go where a fetch puts them"
    )
    func descendingWithNulls() throws {
        let (context, results, watcher) = try fixture(sort: [.init("age", ascending: false), .init("name")])
        let before = try fetched(results)
        let people = try context.fetch(
            FetchRequest(
                entityName: "Person",
                predicate: try ObjectPredicate(format: "name IN {'P1000', 'P1003', 'P1010'}")
            )
        )
        for person in people {
            let age = person.storeValue(forAttribute: "age")
            try person.setStoreValue(age.isNull ? .integer(9) : .null, forAttribute: "age")
        }
        try context.save()
        var applied = before
        let moves = watcher.changes.map { $0.split(separator: " ")[1].split(separator: "→").compactMap { Int($0) } }
        // Moves reported in the order a table applies them: all out, then each in at its place.
        let moved = moves.map { applied[$0[0]] }
        for from in moves.map({ $0[0] }).sorted(by: >) { applied.remove(at: from) }
        for (move, key) in zip(moves, moved).sorted(by: { $0.0[1] < $1.0[1] }) { applied.insert(key, at: move[1]) }
        #expect(watcher.changes.count == 3)
        #expect(applied == (try fetched(results)))
    }

    @Test("given a filter, when a row leaves it and another joins it, then the rows are those of the filter")
    func filtered() throws {
        let (context, results, watcher) = try fixture(predicate: try ObjectPredicate(format: "age >= 3"))
        let count = results.count
        let first = try results.objects(in: 0..<1)[0]
        try first.setStoreValue(.integer(1), forAttribute: "age")
        let outsider = try #require(
            try context.fetch(
                FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "name == 'P1001'"))
            ).first
        )
        try outsider.setStoreValue(.integer(5), forAttribute: "age")
        try context.save()
        #expect(watcher.changes == ["deleted 0", "inserted 0"])
        #expect(results.count == count)
        #expect(try results.objects(in: 0..<5).map(\.objectID.primaryKey) == Array(fetched(results)[0..<5]))
    }

    @Test(
        "given more rows touched than are placed by counting, when saved, then the whole order is read once, and placed the same"
    )
    func manyRowsReadTheOrder() throws {
        let (context, results, watcher) = try fixture()
        let touched = FetchedResultsController.placedByCountingMaximum + 1
        for person in try results.objects(in: 0..<touched) {
            let name = person.storeValue(forAttribute: "name").stringValue ?? ""
            try person.setStoreValue(.string("Z" + name), forAttribute: "name")
        }
        let rows = context.statistics.rowsRead
        try context.save()
        #expect(context.statistics.rowsRead - rows >= Self.people, "the order, read")
        #expect(watcher.changes.count == touched)
        #expect(try results.objects(in: 0..<results.count).map(\.objectID.primaryKey) == fetched(results))
    }
}
