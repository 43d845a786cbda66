import GRDB

// MARK: - How the rest of the engine reaches the store

extension PersistentStore {
    /// Runs `body` with the store's reading face, on its connection (serialized with every
    /// other use of it). Statements run each in its own read, as SQLite runs statements outside
    /// a transaction. SQLite's failures come out as the context reports them.
    func read<T>(_ body: (StoreReader) throws -> T) throws(ContextError) -> T {
        try access { db in try body(StoreReader(store: self, db: db)) }
    }

    /// Runs `body` with the store's writing face in one immediate transaction: committed when
    /// `body` returns, rolled back whole when it throws (so nothing of a failed save is written).
    func write<T>(_ body: (inout StoreWriter) throws -> T) throws(ContextError) -> T {
        // Without a version to check, the write always happens.
        try write(unlessChangedSince: nil, body)!
    }

    /// `write(_:)`, unless another connection committed since this connection's `data_version`
    /// was `version`: then nil, with nothing written. What a context that reads as of its last
    /// look checks, so that it brings in the others' commits before its own (see
    /// `ObjectContext.save()`).
    func write<T>(
        unlessChangedSince version: Int64?,
        _ body: (inout StoreWriter) throws -> T
    ) throws(ContextError) -> T? {
        try access { db in
            if db.isInsideTransaction {
                if let written = try writeInsidePinnedRead(unlessChangedSince: version, db, body) { return written }
                // The pinned read ends where a write begins: the write must see the store as it
                // is now (its optimistic locking tells what changed since the reads). A context
                // that reads as of its last look pins again after its save.
                if db.isInsideTransaction { try db.commit() }
                pinnedVersion.withLock { $0 = nil }
            }
            var writer = StoreWriter(store: self, db: db)
            var result: T?
            do {
                try db.inTransaction(.immediate) {
                    if let version, try Int64.fetchOne(db, sql: "PRAGMA data_version") != version { return .rollback }
                    result = try body(&writer)
                    return .commit
                }
            } catch let error as DatabaseError where error.isWriteFailure {
                Self.dropFailedCommit(db)
                throw error
            }
            return result
        }
    }

    /// Writes in the open pinned read, when nothing was committed since it began: its first
    /// write takes the store's write lock there and then, which SQLite refuses at once
    /// (`SQLITE_BUSY`) when another connection committed since or is writing. Refused, the
    /// transaction is rolled back, having written nothing, and nil says to write the usual way:
    /// a transaction of its own that waits for the lock and checks the version. This spares a
    /// save three statements (the read's end, `BEGIN IMMEDIATE`, the version's check).
    private func writeInsidePinnedRead<T>(
        unlessChangedSince version: Int64?,
        _ db: Database,
        _ body: (inout StoreWriter) throws -> T
    ) throws -> T?? {
        guard let pinned = pinnedVersion.withLock({ $0 }), version == nil || version == pinned else { return nil }
        pinnedVersion.withLock { $0 = nil }
        var writer = StoreWriter(store: self, db: db)
        do {
            let result = try body(&writer)
            try db.commit()
            return .some(result)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            try? db.rollback()
            return nil
        } catch let error as DatabaseError where error.isWriteFailure {
            try? db.rollback()
            Self.dropFailedCommit(db)
            throw error
        } catch {
            try? db.rollback()
            throw error
        }
    }

    /// Starts a read transaction that every later read of the connection shares, ending the one
    /// before: from its first statement on, they see the store as it was then, whatever other
    /// processes commit, until `endPinnedRead()` or a write (see
    /// `ObjectContext.pinsReadsToLastLook`). SQLite keeps that state while the transaction is
    /// open, as write-ahead logging lets a reader do beside writers.
    /// Returns the connection's `data_version` as the pin sees it.
    @discardableResult
    func pinReads() throws(ContextError) -> Int64 {
        try access { db in
            pinnedVersion.withLock { $0 = nil }
            if db.isInsideTransaction { try db.commit() }
            return try pin(db)
        }
    }

    /// A deferred transaction takes its state at its first read, not at `BEGIN`: it is read
    /// at once (the cheapest read there is, a counter of the file's header).
    private func pin(_ db: Database) throws -> Int64 {
        try db.beginTransaction(.deferred)
        let version = try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0
        pinnedVersion.withLock { $0 = version }
        return version
    }

    /// Ends the pinned read, if one is open: later reads see each commit as it comes.
    func endPinnedRead() {
        // A read transaction's commit cannot lose anything; a failure leaves SQLite to end it.
        try? access { db in
            pinnedVersion.withLock { $0 = nil }
            if db.isInsideTransaction { try db.commit() }
        }
    }

    /// A commit whose sync of the write-ahead log failed had written all its frames, the one
    /// that marks the commit too: SQLite leaves them out of the log's index, so no connection
    /// sees them, but a crash before the next write would have the next opening read them back
    /// from the log, and the save reported failed would be there. Copying the log into the store
    /// and truncating it drops them. Best effort: it needs the disk to work again, and waits for
    /// other processes' readers as a save waits for a writer (the busy timeout).
    private static func dropFailedCommit(_ db: Database) {
        _ = try? db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// `body` on the connection, its errors turned into `ContextError`.
    private func access<T>(_ body: (Database) throws -> T) throws(ContextError) -> T {
        do {
            return try withDatabase(body)
        } catch let error as ContextError {
            throw error
        } catch let error as DatabaseError {
            throw Self.contextError(for: error)
        } catch {
            throw .store("\(error)")
        }
    }

    /// SQLite's failure as the context reports it, in one line.
    static func contextError(for error: DatabaseError) -> ContextError {
        if error.isDiskFull { return .storeFull }
        if error.isWriteFailure { return .storeIOError }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .storeBusy
        case .SQLITE_READONLY: return .readOnlyStore
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return .store("the store file is damaged: \(oneLine(error.message ?? "corrupt"))")
        default: return .store("the store failed: \(oneLine(error.message ?? "\(error.resultCode)"))")
        }
    }

    /// SQLite's own messages are one line, but nothing guarantees it.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
