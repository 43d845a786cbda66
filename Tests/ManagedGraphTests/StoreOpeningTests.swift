import Foundation
import GRDB
import Testing

@testable import ManagedGraph

// MARK: - What opening reads, and closing before the process ends

@Suite("Opening and closing a store")
struct StoreOpeningTests {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("fleet.sqlite")
    }

    func open() throws -> PersistentStore {
        try PersistentStore(location: .file(path), model: fleetModel)
    }

    @Test("close checkpoints the log into the file and removes it; the store then refuses use")
    func closeRemovesTheLog() throws {
        let store = try open()
        let context = ObjectContext(store: store)
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))

        try store.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(throws: ContextError.self) { try context.count(for: FetchRequest(entityName: "Person")) }
        try store.close()

        let reopened = ObjectContext(store: try open())
        #expect(try reopened.names(FetchRequest(entityName: "Person")) == ["Ada"])
    }

    @Test("an up-to-date store without one of the engine's own tables gets it back when opened")
    func missingInfrastructureTable() throws {
        let context = ObjectContext(store: try open())
        try context.make("Person", ["name": .string("Ada")])
        try context.save()
        try context.store.close()
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DROP TABLE Z_TRANSACTION") }

        let reopened = ObjectContext(store: try open())
        try reopened.make("Person", ["name": .string("Bo")])
        try reopened.save()
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name = 'Z_TRANSACTION'")
        }
        #expect(tables == ["Z_TRANSACTION"])
        #expect(try reopened.names(FetchRequest(entityName: "Person")) == ["Ada", "Bo"])
    }

    @Test("a database with tables but no metadata is refused as not a store")
    func foreignDatabase() throws {
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
        #expect {
            _ = try open()
        } throws: { error in
            guard case StoreError.foreignDatabase = error else { return false }
            return true
        }
    }
}
