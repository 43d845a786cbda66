import GRDB
import GRDBSQLite

// MARK: - Settings for bulk work

extension PersistentStore {
    /// Pages the write-ahead log takes during bulk work before they are copied into the store
    /// file (SQLite's default is 1000).
    static let bulkCheckpointPages: Int32 = 8192
    /// SQLite's page cache during bulk work, as its `cache_size` pragma takes it: negative, in
    /// KiB (16 MiB; the default is 2 MiB).
    static let bulkCacheSize = -16384

    /// Runs `body` — an import, an export, made-up data: thousands of rows saved or read in a
    /// row — with the store set for bulk work, then sets it back and copies what was saved into
    /// the store file, on disk.
    ///
    /// - A save is not flushed to disk on its own: it is written to the write-ahead log, whole
    ///   or not at all, and a crash of the process loses none of it, but a power cut may lose
    ///   the saves since the last copy into the store file (each one whole; the store stays
    ///   consistent). Flushing each save of thousands of rows to disk cost more than saving it.
    /// - The log is copied into the store file every `bulkCheckpointPages` pages rather than
    ///   every thousand: a save of thousands of rows into a large store changes a page or two of
    ///   each index for each place its new keys go, so with SQLite's default every save was
    ///   copied, and flushed, again; a page that several saves change is now copied once.
    /// - SQLite's page cache is 16 MiB rather than 2: every page a save changes stays in it
    ///   until the save ends, with the inner pages of the indexes every insert goes through. A
    ///   smaller cache writes changed pages to the log before the save ends, and again when the
    ///   save changes them again.
    /// - SQLite keeps its temporary files in memory (`temp_store`). Each row a save writes fires
    ///   the store's triggers (its kept counts and counted orders), which makes every insert a
    ///   statement SQLite must be able to undo on its own: its journal of the pages it changes
    ///   outgrows the 64 KiB SQLite keeps in memory and goes to a temporary file, written many
    ///   times a row. Not for every command: a grouping of millions of rows would then be sorted
    ///   in memory too, where a temporary file bounds it.
    ///
    /// A save's cost is mostly the index pages it changes, which grow more slowly than the rows
    /// in it: saving several thousand rows at a time writes far fewer pages a row than saving a
    /// thousand.
    ///
    /// An in-memory store runs `body` as it is. Nesting is allowed: the settings go back when
    /// the outermost `body` returns. The settings are read and set with pragmas, which
    /// `--sql-debug` shows, as Core Data's log shows its own.
    public func performBulkWork<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard case .file = location else { return try body() }
        // Bulk work reads and writes the store as it is now; its pragmas and checkpoint are not
        // for inside a transaction.
        endPinnedRead()
        let before = try? withDatabase { db in try Self.enterBulkWork(db) }
        defer { if let before = before ?? nil { try? withDatabase { db in try Self.leaveBulkWork(db, to: before) } } }
        return try body()
    }

    /// The settings bulk work changes, as they were before it.
    private struct WriteSettings {
        let synchronous: Int
        let checkpointPages: Int32
        let cacheSize: Int
        let tempStore: Int
    }

    /// Sets the connection for bulk work and returns its settings before; nil when it already
    /// was (the work is nested).
    private static func enterBulkWork(_ db: Database) throws -> WriteSettings? {
        let pages = Int32(try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1000)
        guard pages != bulkCheckpointPages else { return nil }
        let before = WriteSettings(
            synchronous: try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2,
            checkpointPages: pages,
            cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000,
            tempStore: try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? 0
        )
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        try db.execute(sql: "PRAGMA cache_size = \(bulkCacheSize)")
        try db.execute(sql: "PRAGMA temp_store = MEMORY")
        sqlite3_wal_autocheckpoint(db.sqliteConnection, bulkCheckpointPages)
        return before
    }

    /// Copies the log into the store file now (which flushes both to disk), then sets the
    /// connection back. A checkpoint that another process's reading stops part way is
    /// finished by a later one, as usual.
    private static func leaveBulkWork(_ db: Database, to settings: WriteSettings) throws {
        sqlite3_wal_checkpoint_v2(db.sqliteConnection, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        try db.execute(sql: "PRAGMA synchronous = \(settings.synchronous)")
        try db.execute(sql: "PRAGMA cache_size = \(settings.cacheSize)")
        try db.execute(sql: "PRAGMA temp_store = \(settings.tempStore)")
        sqlite3_wal_autocheckpoint(db.sqliteConnection, settings.checkpointPages)
    }
}
