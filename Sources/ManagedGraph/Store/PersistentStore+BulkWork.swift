import GRDB
import GRDBSQLite

// MARK: - Settings for bulk work

extension PersistentStore {
    /// Pages the write-ahead log takes during bulk work before they are copied into the store
    /// file (SQLite's default is 1000).
    static let bulkCheckpointPages: Int32 = 8192

    /// Runs `body` — an import, an export, made-up data: thousands of rows saved or read in a
    /// row — with the store set for bulk work, then sets it back and copies what was saved into
    /// the store file, on disk.
    ///
    /// - The store file is read into SQLite's own page cache rather than through the memory
    ///   map (see `withoutMemoryMap(_:)`), so memory stays flat whatever the store holds.
    /// - A save is not flushed to disk on its own: it is written to the write-ahead log, whole
    ///   or not at all, and a crash of the process loses none of it, but a power cut may lose
    ///   the saves since the last copy into the store file (each one whole; the store stays
    ///   consistent). Flushing each save of a thousand rows to disk cost more than saving it.
    /// - The log is copied into the store file every `bulkCheckpointPages` pages rather than
    ///   every thousand: a save of a thousand rows into a large store changes a thousand or two
    ///   pages of its indexes, so with SQLite's default every save was copied, and flushed,
    ///   again; a page that several saves change is now copied once.
    ///
    /// An in-memory store runs `body` as it is. Nesting is allowed: the settings go back when
    /// the outermost `body` returns. The settings are read with two statements and set with
    /// one, which `--sql-debug` shows, as Core Data's log shows its pragmas.
    public func performBulkWork<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard case .file = location else { return try body() }
        let before = try? withDatabase { db in try Self.enterBulkWork(db) }
        defer { if let before = before ?? nil { try? withDatabase { db in try Self.leaveBulkWork(db, to: before) } } }
        return try withoutMemoryMap(body)
    }

    /// The settings bulk work changes, as they were before it.
    private struct WriteSettings {
        let synchronous: Int
        let checkpointPages: Int32
    }

    /// Sets the connection for bulk work and returns its settings before; nil when it already
    /// was (the work is nested).
    private static func enterBulkWork(_ db: Database) throws -> WriteSettings? {
        let pages = Int32(try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 1000)
        guard pages != bulkCheckpointPages else { return nil }
        let before = WriteSettings(
            synchronous: try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2,
            checkpointPages: pages
        )
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        sqlite3_wal_autocheckpoint(db.sqliteConnection, bulkCheckpointPages)
        return before
    }

    /// Copies the log into the store file now (which flushes both to disk), then sets the
    /// connection back. A checkpoint that another process's reading stops part way is
    /// finished by a later one, as usual.
    private static func leaveBulkWork(_ db: Database, to settings: WriteSettings) throws {
        sqlite3_wal_checkpoint_v2(db.sqliteConnection, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        try db.execute(sql: "PRAGMA synchronous = \(settings.synchronous)")
        sqlite3_wal_autocheckpoint(db.sqliteConnection, settings.checkpointPages)
    }

    /// Runs `body` with SQLite reading the store file into its own page cache (a couple of
    /// megabytes) instead of through the memory map, then maps it again.
    ///
    /// Pages read through the map count as the process's memory for as long as the map lasts,
    /// and the kernel maps the pages around each one touched as well: one walk of a million
    /// rows in index order, or a million inserts at random places of an index, leaves nearly
    /// the whole file resident. Bulk work touches each page about once, so it loses little by
    /// reading them one at a time. Nesting is allowed; an in-memory store has no map.
    func withoutMemoryMap<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        guard case .file = location else { return try body() }
        let previous = setMemoryMapLimit(0)
        defer { if let previous { _ = setMemoryMapLimit(previous) } }
        return try body()
    }

    /// Sets the most of the file SQLite maps (which unmaps what is mapped beyond it) and returns
    /// the limit before; nil when the connection could not be reached. The file control, not the
    /// `mmap_size` pragma: no statement, so nothing in the SQL log or the statement count.
    private func setMemoryMapLimit(_ limit: Int64) -> Int64? {
        try? withDatabase { db in
            var value = -1 as Int64  // -1 reads the limit without changing it
            guard sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_MMAP_SIZE, &value) == SQLITE_OK
            else { return nil }
            let previous = value
            value = limit
            _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_MMAP_SIZE, &value)
            return previous
        }
    }
}
