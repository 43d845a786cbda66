import Foundation
import GRDB

// MARK: - Where a heavy migration stands, in the store itself

/// The state of a heavy migration, kept as one row of `Z_METADATA` and written in the same
/// transaction as each batch: after a crash it tells exactly which rows the building tables
/// hold, so that the next opening goes on from there. Gone with the swap that ends it.
struct HeavyMigrationState: Codable, Equatable {
    static let key = "heavy_migration"

    /// The step it is: a state of another step (another program's) is thrown away.
    var sourceVersion: Int
    var destinationVersion: Int
    /// The transaction log's last entry when it began: a save made since (by a program of the
    /// source version, between batches or after a crash) means the copied rows may be stale.
    var marker: Int64
    /// By destination entity.
    var entities: [String: EntityProgress] = [:]
    /// Destination entities whose rank tables are filled.
    var ranked: Set<String> = []
    /// Join tables whose links are copied.
    var linked: Set<String> = []

    struct EntityProgress: Codable, Equatable {
        /// The last source key read: the next batch reads after it.
        var lastKey: Int64 = 0
        /// Source objects read, and destination objects written, so far.
        var read = 0
        var written = 0
        var finished = false
    }

    subscript(entity name: String) -> EntityProgress {
        get { entities[name] ?? EntityProgress() }
        set { entities[name] = newValue }
    }

    // MARK: In the store

    static func load(_ db: Database) throws -> HeavyMigrationState? {
        guard let text = try String.fetchOne(db, sql: "SELECT value FROM Z_METADATA WHERE key = ?", arguments: [key])
        else { return nil }
        return try? JSONDecoder().decode(HeavyMigrationState.self, from: Data(text.utf8))
    }

    func save(_ db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(self), as: UTF8.self)
        try db.execute(
            sql: "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)",
            arguments: [Self.key, text]
        )
    }

    /// The transaction log's last entry number (0 for none).
    static func marker(_ db: Database) throws -> Int64 {
        try db.firstInt64(sql: "SELECT coalesce(max(Z_PK), 0) FROM Z_TRANSACTION") ?? 0
    }

    /// The `CREATE TABLE` a table was made with, nil when there is no such table.
    static func definition(of table: String, in db: Database) throws -> String? {
        try String.fetchOne(
            db,
            sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
            arguments: [table]
        )
    }

    /// Drops every table a heavy migration built and its state: what an interrupted migration
    /// left that will not be resumed. The source's tables are not touched.
    static func discard(_ db: Database) throws {
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? ESCAPE '\\'",
            arguments: [HeavyMigrationTables.prefix.replacingOccurrences(of: "_", with: "\\_") + "%"]
        )
        for table in tables { try db.execute(sql: "DROP TABLE \(table.quotedSQLIdentifier)") }
        try db.execute(sql: "DELETE FROM Z_METADATA WHERE key = ?", arguments: [key])
    }

    /// Whether the store holds anything of a heavy migration (its state or a table).
    static func isPresent(_ db: Database) throws -> Bool {
        try db.firstInt64(
            sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name LIKE ? ESCAPE '\\'",
            arguments: [.string(HeavyMigrationTables.prefix.replacingOccurrences(of: "_", with: "\\_") + "%")]
        ) ?? 0 > 0
    }
}
