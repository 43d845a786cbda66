import GRDB

// MARK: - The counts a store keeps, made in one transaction

/// How `KeptRowCounts` and `KeptLinkCounts` make what a store lacks, in the transaction the
/// caller has open (opening a store makes both, and the ranked orders, in one).
enum KeptCounts {
    /// Makes `table` when missing, drops the `strays`, and makes each of `uncounted` again: its
    /// triggers dropped (`triggerNames`) and made (`triggers`), then its rows counted (`count`).
    static func remake<Counted>(
        in db: Database,
        createTable table: String,
        strays: [String],
        uncounted: [Counted],
        triggerNames: (Counted) -> [String],
        triggers: (Counted) -> [String],
        count: (Counted) throws -> Void
    ) throws {
        try db.execute(sql: table)
        for name in strays { try db.execute(sql: "DROP TRIGGER \(name.quotedSQLIdentifier)") }
        for counted in uncounted {
            for name in triggerNames(counted) {
                try db.execute(sql: "DROP TRIGGER IF EXISTS \(name.quotedSQLIdentifier)")
            }
            for trigger in triggers(counted) { try db.execute(sql: trigger) }
            try count(counted)
        }
    }
}
