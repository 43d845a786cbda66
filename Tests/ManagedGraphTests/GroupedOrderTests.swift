import Foundation
import Testing

@testable import ManagedGraph

// MARK: - Live results ordered first by a related object's attribute

/// Cars sorted by their owner's name, then plate, without sections: no index of the cars holds
/// the owner's name, so one query for a page would sort every car. The controller counts the
/// cars per owner instead, reads a page an owner at a time, and places a change by counting
/// within its owner's cars; what it shows is what a fetch shows.
@Suite("Live results: ordered by a related object's attribute")
struct GroupedOrderTests {
    /// 30 people `P100`…`P129` (the last five without cars); 300 cars `C-000`…, each owned by one
    /// of the first 25 but every twentieth, which has no owner; live results by owner's name and
    /// plate, fetched, their first page read, every statement logged.
    private func fixture() throws -> (ObjectContext, FetchedResultsController, ChangeWatcher, StatementLog) {
        let log = StatementLog()
        let store = try PersistentStore(
            location: .inMemory,
            model: fleetModel,
            options: .init(sqlLog: { log.append($0) })
        )
        let context = ObjectContext(store: store)
        let people = try (0..<30).map { try context.make("Person", ["name": .string("P\(100 + $0)")]) }
        for number in 0..<300 {
            let car = try context.make("Car", ["plate": .string(String(format: "C-%03d", number))])
            if number % 20 != 0 { try car.setRelatedObject(people[(number * 7) % 25], forKey: "owner") }
        }
        try context.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(
                entityName: "Car",
                sortDescriptors: [.init("owner.name", comparison: .caseInsensitive), .init("plate")]
            ),
            context: context
        )
        let watcher = ChangeWatcher()
        results.delegate = watcher
        try results.performFetch()
        _ = try results.objects(in: 0..<20)
        return (context, results, watcher, log)
    }

    private func fetched(_ results: FetchedResultsController) throws -> [Int64] {
        try results.context.fetch(results.fetchRequest).map(\.objectID.primaryKey)
    }

    private func person(_ name: String, in context: ObjectContext) throws -> ManagedObject {
        try #require(
            try context.fetch(
                FetchRequest(entityName: "Person", predicate: try ObjectPredicate(format: "name == '\(name)'"))
            ).first
        )
    }

    @Test("given cars by owner's name, when pages are read, then they are a fetch's, and no query sorts every car")
    func pagesWithoutSortingEveryRow() throws {
        let (_, results, _, log) = try fixture()
        let all = try fetched(results)
        log.clear()
        var shown: [Int64] = []
        for start in stride(from: 0, to: results.count, by: 20) {
            shown += try results.objects(in: start..<min(start + 20, results.count)).map(\.objectID.primaryKey)
        }
        #expect(results.count == 300)
        #expect(shown == all)
        let pages = log.statements.filter { $0.hasPrefix("SELECT t0.") }
        #expect(!pages.isEmpty)
        #expect(
            !pages.contains { $0.contains("ORDER BY (SELECT") },
            "a page orders one owner's cars by plate, not every car by a subquery"
        )
    }

    @Test(
        "given a change of plate, of owner, to no owner, to an owner without cars, a deletion and an insertion, when each is saved, then the rows delivered are a fetch's"
    )
    func changesFollowTheFetch() throws {
        let (context, results, watcher, _) = try fixture()
        var shown = try fetched(results)
        let edits: [(String, () throws -> Void)] = [
            (
                "a plate within its owner's cars",
                {
                    let car = try results.objects(in: 30..<31)[0]
                    try car.setStoreValue(.string("C-999"), forAttribute: "plate")
                }
            ),
            (
                "another owner",
                {
                    let car = try results.objects(in: 100..<101)[0]
                    try car.setRelatedObject(try person("P101", in: context), forKey: "owner")
                }
            ),
            (
                "no owner",
                {
                    let car = try results.objects(in: 200..<201)[0]
                    try car.setRelatedObject(nil, forKey: "owner")
                }
            ),
            (
                "an owner who had no car",
                {
                    let car = try results.objects(in: 50..<51)[0]
                    try car.setRelatedObject(try person("P127", in: context), forKey: "owner")
                }
            ),
            ("a deletion", { try context.delete(try results.objects(in: 150..<151)[0]) }),
            (
                "an insertion",
                {
                    let car = try context.make("Car", ["plate": .string("C-500")])
                    try car.setRelatedObject(try person("P110", in: context), forKey: "owner")
                }
            ),
        ]
        for (what, edit) in edits {
            watcher.changes = []
            let before = shown
            try edit()
            try context.save()
            shown = try Self.applied(watcher.changes, to: before, now: try fetched(results))
            #expect(shown == (try fetched(results)), "\(what): \(watcher.changes)")
            #expect(results.count == shown.count, "\(what)")
            let page = try results.objects(in: 40..<60).map(\.objectID.primaryKey)
            #expect(page == Array(try fetched(results)[40..<60]), "\(what)")
        }
    }

    @Test("given a plate changed within its owner's cars, when saved, then no car's order is read, only counted")
    func placedWithinTheGroup() throws {
        let (context, results, watcher, _) = try fixture()
        let car = try results.objects(in: 30..<31)[0]
        try car.setStoreValue(.string("C-000a"), forAttribute: "plate")
        let rows = context.statistics.rowsRead
        try context.save()
        #expect(watcher.changes.count == 1)
        #expect(context.statistics.rowsRead - rows < 300, "the cars' order is not read")
    }

    @Test(
        "given cars by owner's name, when a plate, an owner, a deletion or an insertion is saved, then its rows are placed by counts made before the commit, and nothing is read after it"
    )
    func countedInsideTheSave() throws {
        let (context, results, watcher, log) = try fixture()
        let edits: [(String, () throws -> Void)] = [
            (
                "a plate",
                { try (try results.objects(in: 5..<6)[0]).setStoreValue(.string("C-998"), forAttribute: "plate") }
            ),
            (
                "a plate off the page, its owner in memory",
                {
                    let car = try results.objects(in: 70..<71)[0]
                    try car.relatedObject(forKey: "owner")?.fulfill()
                    try car.setStoreValue(.string("C-997"), forAttribute: "plate")
                }
            ),
            (
                "an owner",
                {
                    try (try results.objects(in: 8..<9)[0]).setRelatedObject(
                        try person("P120", in: context),
                        forKey: "owner"
                    )
                }
            ),
            ("a deletion", { try context.delete(try results.objects(in: 3..<4)[0]) }),
            (
                "an insertion",
                {
                    try context.make("Car", ["plate": .string("C-501")]).setRelatedObject(
                        try person("P104", in: context),
                        forKey: "owner"
                    )
                }
            ),
        ]
        var shown = try fetched(results)
        for (what, edit) in edits {
            _ = try results.objects(in: 0..<20)
            try edit()
            watcher.changes = []
            log.clear()
            try context.save()
            let statements = log.statements
            let commit = try #require(statements.lastIndex { $0.hasPrefix("COMMIT") }, "\(what): \(statements)")
            #expect(statements[(commit + 1)...].isEmpty, "\(what): \(statements[(commit + 1)...])")
            #expect(statements.contains { $0.hasPrefix("SELECT count(*)") } == (what != "a deletion"), "\(what)")
            #expect(!watcher.changes.isEmpty, "\(what)")
            shown = try Self.applied(watcher.changes, to: shown, now: try fetched(results))
            #expect(shown == (try fetched(results)), "\(what): \(watcher.changes)")
        }
    }

    /// The keys `changes` (as `ChangeWatcher` writes them) turn `before` into: the rows moved
    /// and deleted out from the bottom up, then the moved and inserted ones in from the top down;
    /// an inserted row takes the key the fetch has at its place.
    static func applied(_ changes: [String], to before: [Int64], now: [Int64]) throws -> [Int64] {
        var rows = before
        var incoming: [(Int, Int64?)] = []
        var outgoing: [Int] = []
        for change in changes {
            let words = change.split(separator: " ")
            let positions = words[1].split(separator: "→").compactMap { Int($0) }
            switch words[0] {
            case "moved":
                outgoing.append(positions[0])
                incoming.append((positions[1], before[positions[0]]))
            case "deleted": outgoing.append(positions[0])
            case "inserted": incoming.append((positions[0], nil))
            default: break
            }
        }
        for position in outgoing.sorted(by: >) { rows.remove(at: position) }
        for (position, key) in incoming.sorted(by: { $0.0 < $1.0 }) {
            rows.insert(try key ?? #require(now.indices.contains(position) ? now[position] : nil), at: position)
        }
        return rows
    }
}

/// The statements a store ran, as its SQL log wrote them.
final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    func clear() { lock.withLock { lines = [] } }
    var statements: [String] { lock.withLock { lines } }
}
