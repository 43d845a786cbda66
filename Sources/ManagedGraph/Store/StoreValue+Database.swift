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
        case .date, .uuid, .data, .decimal, .transformable:
            switch StoredForm(self)! {
            case .integer(let i): return i.databaseValue
            case .real(let d): return d.databaseValue
            case .text(let s): return s.databaseValue
            case .blob(let bytes): return bytes.databaseValue
            }
        }
    }
}

extension StatementArguments {
    /// Bound values for a statement: every value reaches SQL this way, never spliced into text.
    init(storeValues: [StoreValue]) {
        self.init(storeValues.map(\.databaseValue))
    }
}
