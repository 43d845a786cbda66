import Testing

@testable import ManagedGraph

// MARK: - A page past the middle is read from the end

/// Live results that know only their count read a page with `LIMIT … OFFSET …`, and SQLite
/// finds the offset by stepping over the rows before it: a page past the middle is read in the
/// order reversed, stepping over the rows after it.
@Suite("Live results: pages from the nearer end")
struct PagesFromTheNearerEndTests {
    @Test(
        "given 1,000 people, when the last page and one before the middle are read, then each is the fetch's, stepping over the rows on its nearer side"
    )
    func lastPageReadBackwards() throws {
        let context = try makeFleet()
        // Names repeat, so that rows tie on the sort and the key decides, backwards too.
        for number in 0..<1_000 { try context.make("Person", ["name": .string("P\(100 + number % 300)")]) }
        try context.save()
        let request = FetchRequest(
            entityName: "Person",
            sortDescriptors: [.init("name", ascending: false, comparison: .caseInsensitive)]
        )
        let results = try FetchedResultsController(fetchRequest: request, context: context)
        try results.performFetch()
        let fetched = try context.fetch(request).map(\.objectID.primaryKey)
        context.store.countsStatements = true

        var work = context.store.statementWork
        let last = try results.objects(in: 980..<1_000).map(\.objectID.primaryKey)
        #expect(last == Array(fetched[980..<1_000]))
        #expect((context.store.statementWork - work).fullScanSteps < 40, "the 20 rows from the end, not the 980 before")

        work = context.store.statementWork
        let early = try results.objects(in: 400..<420).map(\.objectID.primaryKey)
        #expect(early == Array(fetched[400..<420]))
        #expect((context.store.statementWork - work).fullScanSteps >= 400, "from the start, the nearer end")
    }
}
