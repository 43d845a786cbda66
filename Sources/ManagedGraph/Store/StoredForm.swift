import Foundation

// MARK: - The kinds SQLite lacks, in the storage classes it has

/// How a date, a UUID, bytes, a decimal or a transformable value is kept in one of SQLite's
/// storage classes, and read back. Text, numbers and booleans are kept as they are, by the
/// binding and reading code itself, which is the hot path; every value of the other kinds goes
/// through here, both ways, so that what is written is what is read.
///
/// | attribute type | SQL column | stored as |
/// |---|---|---|
/// | date | `REAL` | seconds since 1 January 2001 UTC, as Core Data stores them |
/// | UUID | `BLOB` | its 16 bytes, as Core Data stores them |
/// | binary data | `BLOB` | the bytes |
/// | decimal | `TEXT` | canonical plain notation (`12.5`), compared through `PD_DECIMAL` |
/// | transformable | `BLOB` | the value's JSON encoding, keys sorted |
enum StoredForm {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    /// What SQLite holds for `value`; nil for the kinds it holds as they are.
    init?(_ value: StoreValue) {
        switch value {
        case .date(let date): self = .real(date.timeIntervalSinceReferenceDate)
        case .uuid(let uuid): self = .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) })
        case .data(let bytes), .transformable(let bytes): self = .blob(bytes)
        case .decimal(let number): self = .text(DecimalText.canonical(number))
        case .null, .integer, .double, .string, .bool: return nil
        }
    }

    /// The value a column of an attribute of `type` holds, for the types whose values are
    /// not SQLite's own, and for blobs of any type. A value that does not fit the type (text
    /// in a date column, written by another tool) comes back as the kind SQLite has, as
    /// mismatched text and numbers always have; a blob where the model has no bytes, as nil.
    func value(as type: AttributeType) -> StoreValue {
        switch (type, self) {
        case (.date, .real(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.date, .integer(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
        case (.date, .text(let text)): return DateText.date(from: text).map(StoreValue.date) ?? .string(text)
        case (.uuid, .blob(let bytes)) where bytes.count == 16: return .uuid(Self.uuid(bytes))
        case (.uuid, .text(let text)): return UUID(uuidString: text).map(StoreValue.uuid) ?? .string(text)
        case (.binaryData, .blob(let bytes)): return .data(bytes)
        case (.decimal, .text(let text)):
            return DecimalText.decimal(from: text).map(StoreValue.decimal) ?? .string(text)
        case (.decimal, .integer(let number)): return .decimal(Decimal(number))
        case (.decimal, .real(let number)):
            return DecimalText.decimal(exactly: number).map(StoreValue.decimal) ?? .double(number)
        case (.transformable, .blob(let bytes)): return .transformable(bytes)
        case (.transformable, .text(let text)): return .transformable(Data(text.utf8))
        case (.string, .blob), (.integer, .blob), (.double, .blob), (.boolean, .blob): return .null
        case (_, .integer(let number)): return .integer(number)
        case (_, .real(let number)): return .double(number)
        case (_, .text(let text)): return .string(text)
        case (_, .blob(let bytes)): return .data(bytes)
        }
    }

    private static func uuid(_ bytes: Data) -> UUID {
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { target in target.copyBytes(from: bytes) }
        return UUID(uuid: raw)
    }

    /// The literal a column default is written as. Defaults come from the model, never from
    /// users (and a blob's literal is hexadecimal digits only).
    var sqlLiteral: String {
        switch self {
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case .text(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let bytes): return "X'" + bytes.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}
