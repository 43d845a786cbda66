import GRDB

@testable import ManagedGraph

// MARK: - A fleet store on disk

/// A fleet store in a folder of its own: opened as the engine opens it, and written as another
/// program would write it, by SQL.
struct FleetFile {
    let folder: StoreFolder
    let path: String

    init() throws {
        folder = try StoreFolder()
        path = folder.path("fleet.sqlite")
    }

    func open(readOnly: Bool = false, sqlLog: (@Sendable (String) -> Void)? = nil) throws -> ObjectContext {
        ObjectContext(
            store: try PersistentStore(
                location: .file(path),
                model: fleetModel,
                options: .init(sqlLog: sqlLog, readOnly: readOnly)
            )
        )
    }

    func write(_ sql: String) throws {
        try DatabaseQueue(path: path).write { db in try db.execute(sql: sql) }
    }
}
