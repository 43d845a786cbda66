import Foundation
import GRDB

// MARK: - The transaction log

/// What one save committed, as other processes read it from `Z_TRANSACTION` to learn what
/// changed in the store (Core Data's persistent history). Inserted keys, changed keys with
/// their values before the change, and deleted keys with every value they had, per entity.
struct TransactionRecord: Codable, Equatable {
    var inserted: [String: [Int64]] = [:]
    /// entity → key → changed property → value before.
    var updated: [String: [String: [String: LoggedValue]]] = [:]
    /// entity → key → property → value before.
    var deleted: [String: [String: [String: LoggedValue]]] = [:]
}

/// A `StoreValue` as JSON: null, a number, text or a boolean; its attribute type tells which.
/// The other kinds are logged as their stored form is written: a date as its seconds since
/// 2001, bytes and transformable values in Base64, a UUID and a decimal as their text; the
/// reader turns them back with the attribute's type (`restored(as:)`).
enum LoggedValue: Codable, Equatable {
    case null
    case integer(Int64)
    case double(Double)
    case string(String)
    case bool(Bool)

    init(_ value: StoreValue) {
        switch value {
        case .null: self = .null
        case .integer(let i): self = .integer(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .date(let d): self = .double(d.timeIntervalSinceReferenceDate)
        case .uuid(let u): self = .string(u.uuidString)
        case .data(let d), .transformable(let d): self = .string(d.base64EncodedString())
        case .decimal(let d): self = .string(DecimalText.canonical(d))
        }
    }

    var storeValue: StoreValue {
        switch self {
        case .null: return .null
        case .integer(let i): return .integer(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int64.self) {
            self = .integer(i)
        } else if let d = try? container.decode(Double.self) {
            self = .double(d)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let i): try container.encode(i)
        case .double(let d): try container.encode(d)
        case .string(let s): try container.encode(s)
        case .bool(let b): try container.encode(b)
        }
    }
}

extension StoreValue {
    /// A value read from the log as an attribute of `type` holds it: the inverse of
    /// `LoggedValue.init(_:)`, and JSON's 1 told from true.
    func restored(as type: AttributeType) -> StoreValue {
        switch (type, self) {
        case (.date, .double(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.date, .integer(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
        case (.uuid, .string(let text)): return UUID(uuidString: text).map(StoreValue.uuid) ?? self
        case (.binaryData, .string(let text)): return Data(base64Encoded: text).map(StoreValue.data) ?? self
        case (.transformable, .string(let text)): return Data(base64Encoded: text).map(StoreValue.transformable) ?? self
        case (.decimal, .string(let text)): return DecimalText.decimal(from: text).map(StoreValue.decimal) ?? self
        default: return converted(to: type) ?? self
        }
    }
}

enum TransactionLog {
    /// How many transactions the log keeps; a reader further behind reloads instead.
    static let retained: Int64 = 1000

    static func append(_ record: TransactionRecord, author: String, in db: Database) throws {
        // What `JSONEncoder` with `.sortedKeys` writes, written faster (see `TransactionJSON`).
        let json = try TransactionJSON.encode(record)
        try db.execute(
            sql: "INSERT INTO Z_TRANSACTION (author, timestamp, changes) VALUES (?, ?, ?)",
            arguments: [author, Date().timeIntervalSince1970, json]
        )
        let last = db.lastInsertedRowID
        if last % 100 == 0 {
            try db.execute(sql: "DELETE FROM Z_TRANSACTION WHERE Z_PK <= ?", arguments: [last - retained])
        }
    }

    /// The newest transaction's number (0 for an empty log).
    static func lastTransaction(in db: Database) throws -> Int64 {
        try db.firstInt64(sql: "SELECT max(Z_PK) FROM Z_TRANSACTION") ?? 0
    }

    /// The records after `transaction`, or nil when the log no longer reaches back that far.
    static func records(after transaction: Int64, in db: Database) throws -> [(Int64, TransactionRecord)]? {
        let oldest = try Int64.fetchOne(db, sql: "SELECT min(Z_PK) FROM Z_TRANSACTION")
        if let oldest, oldest > transaction + 1 { return nil }
        let decoder = JSONDecoder()
        return try Row.fetchAll(
            db,
            sql: "SELECT Z_PK, changes FROM Z_TRANSACTION WHERE Z_PK > ? ORDER BY Z_PK",
            arguments: [transaction]
        ).map { row in
            (row[0], try decoder.decode(TransactionRecord.self, from: Data((row[1] as String).utf8)))
        }
    }
}
