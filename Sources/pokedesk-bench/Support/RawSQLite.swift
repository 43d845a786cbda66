import GRDBSQLite

// MARK: - SQLite's C API, thinly wrapped

/// A connection through SQLite's C API and nothing else: the floor every other way of reading
/// and writing is compared with, and the fastest way to fill a store with a million rows.
final class RawDatabase {
    private(set) var handle: OpaquePointer?

    init(path: String) throws(BenchError) {
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(status)"
            sqlite3_close(handle)
            throw BenchError("cannot open \(path): \(message)")
        }
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs statements that return no rows.
    func execute(_ sql: String) throws(BenchError) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw BenchError("\(message) in: \(sql)")
        }
    }

    func prepare(_ sql: String) throws(BenchError) -> RawStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw BenchError("\(String(cString: sqlite3_errmsg(handle))) in: \(sql)")
        }
        return RawStatement(statement, database: self)
    }

    /// Every row's first column as text (`PRAGMA`s, `EXPLAIN QUERY PLAN`'s detail column…).
    func strings(_ sql: String, column: Int32 = 0) throws(BenchError) -> [String] {
        let statement = try prepare(sql)
        var result: [String] = []
        while try statement.step() { result.append(statement.text(column)) }
        return result
    }

    var errorMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A prepared statement; finalized when released.
final class RawStatement {
    let pointer: OpaquePointer
    private unowned let database: RawDatabase

    init(_ pointer: OpaquePointer, database: RawDatabase) {
        self.pointer = pointer
        self.database = database
    }

    deinit {
        sqlite3_finalize(pointer)
    }

    // MARK: Binding (1-based, as SQLite counts)

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(pointer, index, value)
    }

    func bind(_ value: String, at index: Int32) {
        var text = value
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = sqlite3_bind_text(pointer, index, chars.baseAddress, Int32(chars.count), Self.transient)
            }
        }
    }

    func bind(_ value: Double, at index: Int32) {
        sqlite3_bind_double(pointer, index, value)
    }

    func bindNull(at index: Int32) {
        sqlite3_bind_null(pointer, index)
    }

    // MARK: Stepping

    /// Steps once: true when a row is ready, false when done.
    func step() throws(BenchError) -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw BenchError(database.errorMessage)
        }
    }

    /// Makes the statement ready to run again with new bindings.
    func reset() {
        sqlite3_reset(pointer)
    }

    // MARK: Reading columns (0-based)

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(pointer, column)
    }

    /// A real column that may be NULL.
    func optionalDouble(_ column: Int32) -> Double? {
        sqlite3_column_type(pointer, column) == SQLITE_NULL ? nil : sqlite3_column_double(pointer, column)
    }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(pointer, column) else { return "" }
        let count = Int(sqlite3_column_bytes(pointer, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// `SQLITE_TRANSIENT`, a C macro Swift cannot import: SQLite copies the bound bytes.
    private static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)
    }
}
