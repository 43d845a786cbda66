import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Rows handed out, and a save's rows counted before its commit

@Suite("Served rows and counts in the save")
struct ServedRowsTests {
    let folder: StoreFolder
    let recorder = SQLRecorder()

    init() throws {
        folder = try StoreFolder()
    }

    /// A context reading as of its last look, on a store of `count` words, and live results of
    /// the words by their ranked text, fetched.
    func fixture(_ count: Int = 300) throws -> (ObjectContext, FetchedResultsController, ChangeWatcher) {
        let path = folder.path("words.sqlite")
        let context = ObjectContext(
            store: try PersistentStore(location: .file(path), model: wordModel, options: .init(sqlLog: recorder.log))
        )
        context.pinsReadsToLastLook = true
        for number in 0..<count { try context.make("Word", ["text": .string(KeptRankTests.word(number))]) }
        try context.save()
        let results = try FetchedResultsController(fetchRequest: KeptRankTests.byText, context: context)
        let watcher = ChangeWatcher()
        results.delegate = watcher
        try results.performFetch()
        try context.processExternalChanges()
        return (context, results, watcher)
    }

    /// The statements run since the recorder was reset, without the lines of triggers.
    var statements: [String] { recorder.all.filter { !$0.hasPrefix("--") } }

    func keys(_ objects: [ManagedObject]) -> [Int64] { objects.map(\.objectID.primaryKey) }

    func fetched(_ results: FetchedResultsController) throws -> [Int64] {
        keys(try results.context.fetch(results.fetchRequest))
    }

    @Test("given a page handed out, when it is asked for again before any change, then nothing is read")
    func pageAgainReadsNothing() throws {
        let (_, results, _) = try fixture()
        let page = try results.objects(in: 0..<20)
        recorder.reset()
        #expect(keys(try results.objects(in: 0..<20)) == keys(page))
        #expect(keys(try results.objects(in: 5..<10)) == keys(Array(page[5..<10])))
        #expect(statements.isEmpty, "\(statements)")
    }

    @Test(
        "given a ranked list, when a row of its page is renamed and saved, then its new place is counted before the commit, its old one is the page's, and nothing is read after"
    )
    func renameCountedBeforeTheCommit() throws {
        let (context, results, watcher) = try fixture()
        let page = try results.objects(in: 0..<20)
        try page[3].setStoreValue(.string("Zzzzz"), forAttribute: "text")
        recorder.reset()
        try context.save()
        let commit = try #require(statements.firstIndex { $0.hasPrefix("COMMIT") })
        #expect(statements.count == commit + 1, "nothing after the commit: \(statements)")
        #expect(statements.filter { $0.hasPrefix("WITH place") }.count == 1, "one count, for the new place")
        #expect(statements[commit - 1].hasPrefix("WITH place"), "counted in the save's transaction")
        let order = try fetched(results)
        #expect(watcher.changes == ["moved 3→\(order.firstIndex(of: page[3].objectID.primaryKey)!)"])
        #expect(keys(try results.objects(in: 0..<20)) == Array(order[0..<20]))
    }

    @Test(
        "given a ranked list, when a row of its page changes another value and another is deleted, then both are where the page had them, counting nothing"
    )
    func unmovedRowsCountNothing() throws {
        let (context, _, _) = try fixture(0)
        for number in 0..<300 { try context.make("Score", ["points": .integer(Int64(number * 7 % 1_000))]) }
        try context.save()
        let request = FetchRequest(entityName: "Score", sortDescriptors: [.init("points")])
        let results = try FetchedResultsController(fetchRequest: request, context: context)
        let watcher = ChangeWatcher()
        results.delegate = watcher
        try results.performFetch()
        try context.processExternalChanges()
        let page = try results.objects(in: 0..<20)
        try page[4].setStoreValue(.double(1.5), forAttribute: "bonus")
        try context.delete(page[6])
        recorder.reset()
        try context.save()
        #expect(watcher.changes == ["deleted 6", "updated 4"])
        #expect(!statements.contains { $0.hasPrefix("WITH place") }, "no count: \(statements)")
        #expect(keys(try results.objects(in: 0..<20)) == Array(try fetched(results)[0..<20]))
    }

    @Test("given pages handed out, when saves insert, delete and move rows, then every page asked for is the store's")
    func servedRowsFollowChanges() throws {
        let (context, results, _) = try fixture(200)
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<60 {
            let start = next(max(results.count - 20, 1))
            let page = try results.objects(in: start..<start + 20)
            switch round % 3 {
            case 0:
                try context.make("Word", ["text": .string(KeptRankTests.word(10_000 + round))])
            case 1:
                try context.delete(page[next(20)])
            default:
                try page[next(20)].setStoreValue(.string(KeptRankTests.word(20_000 + round)), forAttribute: "text")
            }
            try context.save()
            try context.processExternalChanges()
            let order = try fetched(results)
            let asked = next(max(order.count - 20, 1))
            #expect(
                keys(try results.objects(in: asked..<asked + 20)) == Array(order[asked..<asked + 20]),
                "round \(round)"
            )
            #expect(
                keys(try results.objects(in: start..<start + 20)) == Array(order[start..<start + 20]),
                "round \(round)"
            )
        }
    }

    @Test(
        "given a page handed out, when another process inserts before it, then the next look moves the page's rows with it"
    )
    func servedRowsFollowAnotherProcess() throws {
        let (context, results, _) = try fixture()
        _ = try results.objects(in: 0..<20)
        context.endPinnedReads()
        let elsewhere = ObjectContext(
            store: try PersistentStore(location: .file(folder.path("words.sqlite")), model: wordModel)
        )
        try elsewhere.make("Word", ["text": .string("Aaaaa")])
        try elsewhere.save()
        try context.processExternalChanges()
        recorder.reset()
        let page = keys(try results.objects(in: 1..<20))
        #expect(page == Array(try fetched(results)[1..<20]))
        #expect(
            !statements.contains { $0.hasPrefix("SELECT") && $0.contains("LIMIT") },
            "the moved rows, not a page read"
        )
    }
}
