import Foundation
import GRDB
import GRDBSQLite

// MARK: - Many rows, read through SQLite's C API

/// The loops that read thousands of rows — objects, keys, a results controller's order — step
/// GRDB's prepared statement themselves, bind with SQLite's C functions and read each column
/// with them. GRDB still prepares and caches the statement; what this skips is GRDB's
/// argument checking and a `Row` and a `DatabaseValue` per row and column, which cost more
/// than SQLite's own work.
///
/// Values are bound as GRDB binds them and come out exactly as reading them through GRDB did
/// (`RowLayout.storeValue`).
extension Database {
    /// Runs a `SELECT` with `arguments` and calls `body` with each row, in order. The row is
    /// valid only during the call.
    func forEachRow(
        sql: String,
        arguments: [StoreValue],
        _ body: (StatementRow) throws -> Void
    ) throws {
        try forEachRow(sql: sql, parameterCount: arguments.count, body) { pointer in
            for (index, value) in zip(Int32(1)..., arguments) { StatementBinding.bind(value, at: index, to: pointer) }
        }
    }

    /// The first column of a `SELECT`'s first row as an integer; nil without a row, or for NULL.
    /// (A count, a version: what start-up reads, without GRDB's generic fetching, whose first
    /// use in a process costs more than the query.)
    func firstInt64(sql: String, arguments: [StoreValue] = []) throws -> Int64? {
        var value: Int64?
        var seen = false
        try forEachRow(sql: sql, arguments: arguments) { row in
            guard !seen else { return }
            seen = true
            value = row.optionalInt64(0)
        }
        return value
    }

    /// Runs a `SELECT` whose parameters are `keys`, in order.
    func forEachRow(
        sql: String,
        keys: ArraySlice<Int64>,
        _ body: (StatementRow) throws -> Void
    ) throws {
        try forEachRow(sql: sql, parameterCount: keys.count, body) { pointer in
            for (index, key) in zip(Int32(1)..., keys) { sqlite3_bind_int64(pointer, index, key) }
        }
    }

    private func forEachRow(
        sql: String,
        parameterCount: Int,
        _ body: (StatementRow) throws -> Void,
        bind: (OpaquePointer) -> Void
    ) throws {
        var statement = try cachedStatement(sql: sql)
        if sqlite3_stmt_busy(statement.sqliteStatement) != 0 {
            // The same statement is being stepped further up: `body` fetched again (from an
            // `awakeFromFetch` override, say). A statement of its own, then.
            statement = try makeStatement(sql: sql)
        }
        let pointer = statement.sqliteStatement
        guard Int(sqlite3_bind_parameter_count(pointer)) == parameterCount else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "wrong number of statement arguments", sql: sql)
        }
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
        bind(pointer)
        // Done or not, the statement is reset: one left mid-way would keep its read open.
        defer {
            sqlite3_reset(pointer)
            sqlite3_clear_bindings(pointer)
        }
        while true {
            let code = sqlite3_step(pointer)
            if code == SQLITE_ROW {
                try body(StatementRow(pointer: pointer))
            } else if code == SQLITE_DONE {
                return
            } else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(sqliteConnection)),
                    sql: sql
                )
            }
        }
    }
}

// MARK: - Binding

enum StatementBinding {
    /// Binds a value as GRDB binds the same value: text copied, up to its first NUL; the other
    /// kinds as `StoredForm` keeps them, bytes copied (empty bytes as an empty blob: SQLite
    /// binds NULL for a blob without an address).
    static func bind(_ value: StoreValue, at index: Int32, to pointer: OpaquePointer) {
        switch value {
        case .null: sqlite3_bind_null(pointer, index)
        case .integer(let i): sqlite3_bind_int64(pointer, index, i)
        case .double(let d): sqlite3_bind_double(pointer, index, d)
        case .bool(let b): sqlite3_bind_int64(pointer, index, b ? 1 : 0)
        case .string(let s): bindText(s, at: index, to: pointer)
        case .date, .uuid, .data, .decimal, .transformable:
            switch StoredForm(value)! {
            case .integer(let i): sqlite3_bind_int64(pointer, index, i)
            case .real(let d): sqlite3_bind_double(pointer, index, d)
            case .text(let s): bindText(s, at: index, to: pointer)
            case .blob(let bytes):
                _ = bytes.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress else { return sqlite3_bind_zeroblob(pointer, index, 0) }
                    return sqlite3_bind_blob(pointer, index, base, Int32(raw.count), transient)
                }
            }
        }
    }

    /// Text through `withCString`, which lends a native string's own NUL-terminated bytes:
    /// passing the `String` itself as a C string made a copy of it in an array for every value.
    private static func bindText(_ text: String, at index: Int32, to pointer: OpaquePointer) {
        _ = text.withCString { sqlite3_bind_text(pointer, index, $0, -1, transient) }
    }

    /// `SQLITE_TRANSIENT`, a C macro Swift cannot import: SQLite copies the bytes.
    static var transient: sqlite3_destructor_type {
        unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)
    }
}

// MARK: - Reading

/// The current row of a statement being stepped.
struct StatementRow {
    let pointer: OpaquePointer

    /// An integer column (0 for NULL, as `sqlite3_column_int64` reads it).
    func int64(_ column: Int) -> Int64 {
        sqlite3_column_int64(pointer, Int32(column))
    }

    /// An integer column, or nil for NULL. (NULL reads as 0, so only a 0 needs its type asked.)
    func optionalInt64(_ column: Int) -> Int64? {
        let value = sqlite3_column_int64(pointer, Int32(column))
        if value != 0 { return value }
        return sqlite3_column_type(pointer, Int32(column)) == SQLITE_NULL ? nil : 0
    }

    /// Whether a text column holds exactly these bytes (a row's kind, compared without making
    /// a string for every row).
    func text(_ column: Int, equals bytes: [UInt8]) -> Bool {
        let index = Int32(column)
        // The text first, then its length, as SQLite asks.
        guard let text = sqlite3_column_text(pointer, index),
            Int(sqlite3_column_bytes(pointer, index)) == bytes.count
        else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty || memcmp(text, buffer.baseAddress!, buffer.count) == 0
        }
    }

    /// A value slot's column, read as `reader` says: the common kinds without the general
    /// conversion, which anything unexpected still takes, so the values are those of
    /// `storeValue(_:type:)`.
    func value(_ reader: SlotReader) -> StoreValue {
        let index = reader.column
        switch reader.read {
        case .key:
            let key = sqlite3_column_int64(pointer, index)
            // NULL reads as 0, so only a 0 needs its type asked.
            if key != 0 || sqlite3_column_type(pointer, index) != SQLITE_NULL { return .integer(key) }
            return .null
        case .text:
            let type = sqlite3_column_type(pointer, index)
            if type == SQLITE_TEXT, let text = sqlite3_column_text(pointer, index) { return .string(Self.string(text)) }
            if type == SQLITE_NULL { return .null }
            return storeValue(Int(index), type: .string)
        case .integer:
            let type = sqlite3_column_type(pointer, index)
            if type == SQLITE_INTEGER { return .integer(sqlite3_column_int64(pointer, index)) }
            if type == SQLITE_NULL { return .null }
            return storeValue(Int(index), type: .integer)
        case .date:
            let type = sqlite3_column_type(pointer, index)
            if type == SQLITE_FLOAT {
                return .date(Date(timeIntervalSinceReferenceDate: sqlite3_column_double(pointer, index)))
            }
            if type == SQLITE_NULL { return .null }
            return storeValue(Int(index), type: .date)
        case .converted(let type):
            return storeValue(Int(index), type: type)
        }
    }

    /// Text as GRDB reads it — up to the first NUL, invalid UTF-8 repaired — made the way that
    /// copies the bytes once: `String(cString:)` builds a short string a byte at a time, where
    /// this copies the bytes into it and checks them for ASCII in one step (text that is not
    /// ASCII is then validated and repaired as before).
    private static func string(_ text: UnsafePointer<UInt8>) -> String {
        let count = text.withMemoryRebound(to: CChar.self, capacity: 1) { strlen($0) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: text, count: count))
            return count
        }
    }

    /// A column as an attribute of `type` holds it: the same conversions as
    /// `RowLayout.storeValue(_:type:)` applies to a `DatabaseValue`.
    func storeValue(_ column: Int, type: AttributeType) -> StoreValue {
        let index = Int32(column)
        switch sqlite3_column_type(pointer, index) {
        case SQLITE_INTEGER:
            let i = sqlite3_column_int64(pointer, index)
            switch type {
            case .boolean: return .bool(i != 0)
            case .double: return .double(Double(i))
            case .string, .integer: return .integer(i)
            case .date, .uuid, .binaryData, .decimal, .transformable: return StoredForm.integer(i).value(as: type)
            }
        case SQLITE_FLOAT:
            let d = sqlite3_column_double(pointer, index)
            switch type {
            case .integer: return .integer(Int64(d))
            case .string, .double, .boolean: return .double(d)
            case .date, .uuid, .binaryData, .decimal, .transformable: return StoredForm.real(d).value(as: type)
            }
        case SQLITE_TEXT:
            // As GRDB reads text: up to the first NUL, invalid UTF-8 repaired.
            guard let text = sqlite3_column_text(pointer, index) else { return .null }
            switch type {
            case .string, .integer, .double, .boolean: return .string(Self.string(text))
            case .date, .uuid, .binaryData, .decimal, .transformable:
                return StoredForm.text(Self.string(text)).value(as: type)
            }
        case SQLITE_BLOB:
            // As GRDB reads bytes: copied, a zero-length blob as empty bytes.
            let count = Int(sqlite3_column_bytes(pointer, index))
            let bytes = sqlite3_column_blob(pointer, index).map { Data(bytes: $0, count: count) } ?? Data()
            return StoredForm.blob(bytes).value(as: type)
        default:
            return .null
        }
    }
}
