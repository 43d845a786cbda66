import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - Counting every object from the count the store keeps

@Suite("Kept row counts")
struct KeptRowCountTests {
    let file: FleetFile

    init() throws { file = try FleetFile() }

    func count(_ entity: String, _ predicate: String? = nil, in context: ObjectContext) throws -> Int {
        try context.count(
            for: FetchRequest(entityName: entity, predicate: try predicate.map { try ObjectPredicate(format: $0) })
        )
    }

    @Test("a count of every object reads the kept count, not the table, and follows saves")
    func followsSaves() throws {
        let log = SQLRecorder()
        let context = try file.open(sqlLog: log.log)
        for name in ["Ada", "Bo", "Cy"] { try context.make("Person", ["name": .string(name)]) }
        try context.save()
        log.reset()
        #expect(try count("Person", in: context) == 3)
        #expect(log.selects.contains { $0.contains("FROM Z_ROWCOUNT") })
        #expect(!log.selects.contains { $0.contains("count(*)") })

        let people = try objects("Person", in: context)
        try context.delete(people[0])
        try context.save()
        try context.make("Person", ["name": .string("Di")])
        try context.make("Person", ["name": .string("Ed")])
        try context.save()
        #expect(try count("Person", in: context) == 4)
        #expect(try count("Car", in: context) == 0)
    }

    @Test("a count with a predicate counts the rows that match")
    func predicateCounts() throws {
        let log = SQLRecorder()
        let context = try file.open(sqlLog: log.log)
        for name in ["Ada", "Bo", "Al"] { try context.make("Person", ["name": .string(name)]) }
        try context.save()
        log.reset()
        #expect(try count("Person", "name BEGINSWITH 'A'", in: context) == 2)
        #expect(log.selects.contains { $0.hasPrefix("SELECT count(*) FROM \"Person\"") })
    }

    @Test("rows another program inserts or deletes by SQL are counted: the triggers run for every writer")
    func otherWriters() throws {
        do {
            let context = try file.open()
            try context.make("Person", ["name": .string("Ada")])
            try context.save()
        }
        try file.write("INSERT INTO \"Person\" (Z_PK, name) VALUES (100, 'Zed'), (101, 'Yo')")
        try file.write("DELETE FROM \"Person\" WHERE name = 'Ada'")
        let context = try file.open()
        #expect(try count("Person", in: context) == 2)
        try file.write("DELETE FROM \"Person\"")
        #expect(try count("Person", in: context) == 0)
    }

    @Test("a store without kept counts gets them, counted, when opened for writing; read-only, it counts rows")
    func olderStores() throws {
        do {
            let context = try file.open()
            for name in ["Ada", "Bo"] { try context.make("Person", ["name": .string(name)]) }
            try context.save()
        }
        // What a store written before the counts were kept looks like.
        try file.write(
            "DROP TRIGGER \"Z_ROWCOUNT_Person_insert\"; DROP TRIGGER \"Z_ROWCOUNT_Person_delete\"; DROP TABLE Z_ROWCOUNT"
        )
        try file.write("INSERT INTO \"Person\" (Z_PK, name) VALUES (100, 'Zed')")

        let log = SQLRecorder()
        let reader = try file.open(readOnly: true, sqlLog: log.log)
        #expect(try count("Person", in: reader) == 3)
        #expect(log.selects.contains { $0.hasPrefix("SELECT count(*) FROM \"Person\"") })
        #expect(!(try StoreFile.tables(file.path)).contains("Z_ROWCOUNT"), "a read-only store is not written")

        let writer = try file.open()
        #expect(try StoreFile.tables(file.path).contains("Z_ROWCOUNT"))
        #expect(try count("Person", in: writer) == 3)
        try file.write("INSERT INTO \"Person\" (Z_PK, name) VALUES (101, 'Yo')")
        #expect(try count("Person", in: writer) == 4)
    }

    @Test("a trigger of the counts whose table is gone is dropped, and a kept count gone is counted again")
    func strays() throws {
        _ = try file.open()
        try file.write(
            "CREATE TABLE \"Old\" (Z_PK INTEGER PRIMARY KEY); "
                + "CREATE TRIGGER \"Z_ROWCOUNT_Old_insert\" AFTER INSERT ON \"Old\" BEGIN SELECT 1; END"
        )
        try file.write("DROP TRIGGER \"Z_ROWCOUNT_Car_delete\"")
        try file.write("INSERT INTO \"Car\" (Z_PK, plate) VALUES (1, 'XX-1')")
        let context = try file.open()
        let triggers = try StoreFile.schema(file.path).filter { $0.hasPrefix("trigger Z_ROWCOUNT_") }
        #expect(!triggers.contains { $0.contains("Old") })
        #expect(triggers.contains { $0.hasPrefix("trigger Z_ROWCOUNT_Car_delete ") })
        #expect(try count("Car", in: context) == 1)
    }
}

@Suite("Kept row counts in a hierarchy")
struct KeptRowCountHierarchyTests {
    @Test("the root counts its table's rows from the kept count; a sub-entity counts its own kinds")
    func hierarchy() throws {
        let log = SQLRecorder()
        let context = try Zoo.context(sqlLog: log.log)
        try context.animal("Dog", "Rex")
        try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
        try context.animal("Cat", "Tom", ["indoor": .bool(true)])
        try context.save()
        log.reset()
        #expect(try context.count(for: FetchRequest(entityName: "Animal")) == 3)
        #expect(!log.selects.contains { $0.contains("count(*)") })
        #expect(try context.count(for: FetchRequest(entityName: "Dog")) == 2)
        #expect(try context.count(for: FetchRequest(entityName: "Cat")) == 1)
        #expect(try context.count(for: FetchRequest(entityName: "Dog", includesSubentities: false)) == 1)
    }
}
