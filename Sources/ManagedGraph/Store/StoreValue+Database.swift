import GRDB

// MARK: - Values as GRDB binds and reads them

/// Values cross into GRDB through these two conversions only (GRDB stays inside this module).
extension StoreValue {
    var databaseValue: DatabaseValue {
        switch self {
        case .null: return .null
        case .integer(let i): return i.databaseValue
        case .double(let d): return d.databaseValue
        case .string(let s): return s.databaseValue
        case .bool(let b): return (b ? 1 : 0).databaseValue
        }
    }

    init(databaseValue: DatabaseValue) {
        switch databaseValue.storage {
        case .null, .blob: self = .null
        case .int64(let i): self = .integer(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        }
    }
}

extension StatementArguments {
    /// Bound values for a statement: every value reaches SQL this way, never spliced into text.
    init(storeValues: [StoreValue]) {
        self.init(storeValues.map(\.databaseValue))
    }
}
