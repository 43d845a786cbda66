import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Rows counted by the object they point at, from the counts the store keeps

@Suite("Kept link counts")
struct KeptLinkCountTests {
    let file: FleetFile

    init() throws { file = try FleetFile() }

    /// The kept counts of the cars by owner, and the same counted from the cars themselves.
    func keptAndCounted() throws -> (kept: [Int64: Int64], counted: [Int64: Int64]) {
        try DatabaseQueue(path: file.path).read { db in
            var kept: [Int64: Int64] = [:]
            for row in try Row.fetchAll(
                db,
                sql: "SELECT target, rows FROM Z_LINKCOUNT WHERE entity = 'Car' AND relationship = 'owner' AND rows > 0"
            ) {
                kept[row[0]] = row[1]
            }
            var counted: [Int64: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT coalesce(owner, 0), count(*) FROM Car GROUP BY 1") {
                counted[row[0]] = row[1]
            }
            return (kept, counted)
        }
    }

    /// Three people; cars C-0…C-8, owned by them in turn, every third without an owner.
    func fleet(_ context: ObjectContext) throws {
        let people = try ["Ada", "Bo", "Cy"].map { try context.make("Person", ["name": .string($0)]) }
        for number in 0..<9 {
            let car = try context.make("Car", ["plate": .string("C-\(number)")])
            if number % 3 != 0 { try car.setRelatedObject(people[number % 3], forKey: "owner") }
        }
        try context.save()
    }

    @Test("the counts follow the engine's saves and another program's SQL: inserts, deletes and changed owners")
    func followWriters() throws {
        let context = try file.open()
        try fleet(context)
        var (kept, counted) = try keptAndCounted()
        #expect(kept == counted)
        #expect(kept[0] == 3, "the cars without an owner count under 0")

        let cars = try context.fetch(FetchRequest(entityName: "Car", sortDescriptors: [.init("plate")]))
        try cars[1].setRelatedObject(nil, forKey: "owner")
        try context.delete(cars[2])
        try context.save()
        try file.write("UPDATE Car SET owner = (SELECT Z_PK FROM Person WHERE name = 'Ada') WHERE plate = 'C-0'")
        try file.write("INSERT INTO Car (Z_PK, plate, owner) VALUES (100, 'X-1', NULL)")
        try file.write("DELETE FROM Car WHERE plate = 'C-4'")
        (kept, counted) = try keptAndCounted()
        #expect(kept == counted)
    }

    @Test("cars ordered by their owner's name read the kept counts, without a step through the cars")
    func groupsFromTheCounts() throws {
        let log = SQLRecorder()
        let context = try file.open(sqlLog: log.log)
        try fleet(context)
        context.store.countsStatements = true
        let work = context.store.statementWork
        log.reset()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Car", sortDescriptors: [.init("owner.name"), .init("plate")]),
            context: context
        )
        try results.performFetch()
        #expect(log.selects.contains { $0.contains("FROM Z_LINKCOUNT") })
        #expect((context.store.statementWork - work).fullScanSteps == 0)
        #expect(results.count == 9)
        #expect(
            try results.objects(in: 0..<9).map(\.objectID)
                == (try context.fetch(results.fetchRequest)).map(\.objectID)
        )
    }

    @Test("a to-many relationship is counted without its objects: kept counts, a join table, unsaved changes")
    func relatedCounts() throws {
        let log = SQLRecorder()
        let context = try file.open(sqlLog: log.log)
        try fleet(context)
        let people = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        let club = try context.make("Club", ["name": .string("Chess")])
        try people[0].setRelatedObjects([club], forKey: "clubs")
        try context.save()
        context.reset()

        let fresh = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        log.reset()
        #expect(try context.countsOfRelatedObjects(forKey: "cars", of: fresh) == [0, 3, 3])
        #expect(log.selects.count == 1 && log.selects[0].contains("FROM Z_LINKCOUNT"), "one statement, the kept counts")
        #expect(try context.countsOfRelatedObjects(forKey: "clubs", of: fresh) == [1, 0, 0])
        #expect(context.registeredObjects.allSatisfy { $0.entity.name == "Person" }, "no car or club read")

        // A loaded relationship counts what it holds now, unsaved changes included.
        let car = try context.make("Car", ["plate": .string("N-1")])
        try car.setRelatedObject(fresh[1], forKey: "owner")
        _ = fresh[1].relatedObjects(forKey: "cars")
        #expect(try context.countsOfRelatedObjects(forKey: "cars", of: fresh) == [0, 4, 3])
        #expect(throws: ContextError.store("Car.owner is not a to-many relationship")) {
            try context.countsOfRelatedObjects(forKey: "owner", of: [car])
        }
    }

    @Test("a results controller follows the counted relationship: a car changing hands updates both owners' rows")
    func countedRowsFollowed() throws {
        let context = try file.open()
        try fleet(context)
        var request = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")])
        request.relationshipKeyPathsForCounting = ["cars"]
        let results = try FetchedResultsController(fetchRequest: request, context: context)
        let changes = ChangeWatcher()
        results.delegate = changes
        try results.performFetch()
        let cars = try context.fetch(FetchRequest(entityName: "Car", sortDescriptors: [.init("plate")]))
        let people = try results.objects(in: 0..<3)
        try cars[1].setRelatedObject(people[0], forKey: "owner")
        try context.save()
        #expect(changes.changes.sorted() == ["updated 0", "updated 1"])
        #expect(try context.countsOfRelatedObjects(forKey: "cars", of: people) == [1, 2, 3])
    }

    @Test("a store without the counts gets them, counted, when opened for writing; read-only, it walks the index")
    func olderStores() throws {
        do { try fleet(try file.open()) }
        // What a store written before the counts were kept looks like: no table, no triggers.
        var drops = ""
        for column in ["owner", "garage"] {
            for event in ["insert", "delete", "update"] {
                drops += "DROP TRIGGER \"Z_LINKCOUNT_Car_\(column)_\(event)\"; "
            }
        }
        try file.write(drops + "DROP TABLE Z_LINKCOUNT")
        try file.write("INSERT INTO Car (Z_PK, plate, owner) VALUES (100, 'X-1', NULL)")

        let log = SQLRecorder()
        let reader = try file.open(readOnly: true, sqlLog: log.log)
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Car", sortDescriptors: [.init("owner.name"), .init("plate")]),
            context: reader
        )
        try results.performFetch()
        #expect(results.count == 10)
        #expect(!log.selects.contains { $0.contains("Z_LINKCOUNT") })
        #expect(!(try StoreFile.tables(file.path)).contains("Z_LINKCOUNT"), "a read-only store is not written")

        _ = try file.open()
        #expect(try StoreFile.tables(file.path).contains("Z_LINKCOUNT"))
        let (kept, counted) = try keptAndCounted()
        #expect(kept == counted)
    }

    @Test("a trigger of the counts whose column is gone is dropped, and one missing is made again")
    func strays() throws {
        _ = try file.open()
        try file.write(
            "CREATE TABLE \"Old\" (Z_PK INTEGER PRIMARY KEY, x INTEGER); "
                + "CREATE TRIGGER \"Z_LINKCOUNT_Old_x_insert\" AFTER INSERT ON \"Old\" BEGIN SELECT 1; END"
        )
        try file.write("DROP TRIGGER \"Z_LINKCOUNT_Car_owner_update\"")
        _ = try file.open()
        let triggers = try StoreFile.schema(file.path).filter { $0.hasPrefix("trigger Z_LINKCOUNT_") }
        #expect(!triggers.contains { $0.contains("Old") })
        #expect(triggers.contains { $0.hasPrefix("trigger Z_LINKCOUNT_Car_owner_update ") })
    }

    @Test("the rows whose related row matches values are counted from the kept counts, and match the rows")
    func countsOfOneRelatedRow() throws {
        let model = ManagedObjectModel(
            version: 1,
            entities: [
                EntityDescription(
                    name: "Team",
                    attributes: [AttributeDescription(name: "code", type: .integer, isUnique: true)],
                    relationships: [
                        RelationshipDescription(name: "players", destination: "Player", inverse: "team", isToMany: true)
                    ]
                ),
                EntityDescription(
                    name: "Player",
                    attributes: [AttributeDescription(name: "name", type: .string)],
                    relationships: [
                        RelationshipDescription(name: "team", destination: "Team", inverse: "players", isToMany: false)
                    ]
                ),
            ]
        )
        let recorder = SQLRecorder()
        let context = ObjectContext(
            store: try PersistentStore(
                location: .file(file.path + "-teams"),
                model: model,
                options: .init(sqlLog: recorder.log)
            )
        )
        let teams = try (1...3).map { try context.make("Team", ["code": .integer(Int64($0))]) }
        for number in 0..<50 {
            let player = try context.make("Player", ["name": .string("P\(number)")])
            if number % 4 != 0 { try player.setRelatedObject(teams[number % 3], forKey: "team") }
        }
        try context.save()
        let players = try context.fetch(FetchRequest(entityName: "Player"))
        // Counted from the kept counts: a comparison of the team's code with values, alone.
        let fromCounts = [
            "team.code == 2", "team.code == 9", "team.code > 1", "team.code IN {1, 3}", "team.code BETWEEN {2, 9}",
        ]
        for format in fromCounts + ["NOT team.code == 2", "team.code == 2 AND name BEGINSWITH 'P1'", "team.code != 2"] {
            let predicate = try ObjectPredicate(format: format)
            recorder.reset()
            let counted = try context.count(for: FetchRequest(entityName: "Player", predicate: predicate))
            let matching = try players.filter { try predicate.evaluate(with: $0) }.count
            #expect(counted == matching, "\(format)")
            let kept = recorder.all.contains { $0.contains("FROM Z_LINKCOUNT") }
            #expect(kept == fromCounts.contains(format), "\(format): \(recorder.all)")
        }
    }
}
