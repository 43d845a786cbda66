// MARK: - The pokemons, transaction after transaction

/// The store's pokemons as the audit has them after some of its transactions: the rows by key,
/// their keys by name, and the highest key any pokemon ever had (a new one must be above it:
/// keys are never given twice, or undo could bring a deleted pokemon back over another).
struct ReplayedStore {
    private(set) var rows: [Int64: PokemonRow]
    private var keysByName: [String: Set<Int64>] = [:]
    private(set) var ceiling: Int64

    init(_ rows: [Int64: PokemonRow]) {
        self.rows = rows
        ceiling = rows.keys.max() ?? 0
        for (key, row) in rows { keysByName[row.name, default: []].insert(key) }
    }

    func keys(named name: String) -> Set<Int64> {
        keysByName[name] ?? []
    }

    /// Where a write does not start from the row as it stands (a write the audit missed), what is
    /// wrong with it.
    func mismatch(of write: AuditedWrite) -> String? {
        rows[write.key] == write.before
            ? nil : "\(write), but #\(write.key) was \(rows[write.key]?.description ?? "absent")"
    }

    mutating func apply(_ transaction: AuditedTransaction) {
        for write in transaction.writes { apply(write) }
    }

    mutating func apply(_ write: AuditedWrite) {
        if let old = rows[write.key] { keysByName[old.name]?.remove(write.key) }
        rows[write.key] = write.after
        if let new = write.after { keysByName[new.name, default: []].insert(write.key) }
        ceiling = max(ceiling, write.key)
    }
}
