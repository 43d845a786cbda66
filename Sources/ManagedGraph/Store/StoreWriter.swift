import GRDB
import TextRules

// MARK: - The store's writing face

/// What a save asks of the store, inside the one transaction it writes in: keys for new rows,
/// rows inserted, updated if their version is still the one read, deleted, many-to-many links,
/// and the transaction's entry in the log other processes read. The SQL is written here.
///
/// Made by `PersistentStore.write(_:)`; each update and delete reports whether the row was
/// still as the context read it, so that the context can describe a conflict.
struct StoreWriter {
    let store: PersistentStore
    let db: Database
    /// The statements that insert rows, one per entity, prepared on first use in this save.
    private var inserter: RowInserter

    init(store: PersistentStore, db: Database) {
        self.store = store
        self.db = db
        inserter = RowInserter(schema: store.schema)
    }

    // MARK: Keys

    /// The highest key the table of `root` (an entity on its own, or a hierarchy's root) has
    /// now or ever had: new keys go above it, so that a key is never reused (undo may bring a
    /// deleted object back under its old key). The entities of a hierarchy share the table's keys.
    func keyCeiling(of root: String) throws -> Int64 {
        let table = root.quotedSQLIdentifier
        let maxRow = try Int64.fetchOne(db, sql: "SELECT max(\(StoreSchema.primaryKey)) FROM \(table)") ?? 0
        let maxEver =
            try Int64.fetchOne(db, sql: "SELECT max FROM Z_PRIMARYKEY WHERE entity = ?", arguments: [root]) ?? 0
        return max(maxRow, maxEver)
    }

    /// Records `highest` as taken for the table of `root`, unless a higher key was recorded already.
    func raiseKeyCeiling(of entityName: String, to highest: Int64) throws {
        try db.execute(
            sql:
                "INSERT OR REPLACE INTO Z_PRIMARYKEY (entity, max) VALUES (?, max(?, coalesce((SELECT max FROM Z_PRIMARYKEY WHERE entity = ?), 0)))",
            arguments: [entityName, highest, entityName]
        )
    }

    // MARK: Rows

    /// Inserts the row of `object` under `key`; `resolve` turns temporary keys of related new
    /// objects into permanent ones.
    mutating func insertRow(_ object: ManagedObject, key: Int64, resolve: (StoreValue) -> StoreValue) throws {
        try inserter.insert(object, key: key, resolve: resolve, in: db)
    }

    /// Writes the changed columns of `object`'s row, and raises its version, if the row still
    /// has the version the object read; false when it does not (or is gone): a conflict.
    func updateRow(_ object: ManagedObject, resolve: (StoreValue) -> StoreValue) throws -> Bool {
        let entity = object.entity
        var assignments: [String] = []
        var values: [StoreValue] = []
        // A derived value is the store's to write (a merge policy may mark it changed).
        for slot in object.changedSlots.sorted()
        where slot >= entity.attributes.count || entity.attributes[slot].derivation == nil {
            let name = object.slotName(slot)
            assignments.append("\(name.quotedSQLIdentifier) = ?")
            values.append(resolve(object.values[slot]))
            if slot < entity.attributes.count, let folded = store.schema.foldedColumn(for: entity.attributes[slot]) {
                assignments.append("\(folded) = ?")
                values.append(Self.folded(object.values[slot]))
            }
        }
        assignments.append("\(StoreSchema.version) = \(StoreSchema.version) + 1")
        let sql =
            "UPDATE \(entity.quotedTable) SET \(assignments.joined(separator: ", ")) "
            + "WHERE \(StoreSchema.primaryKey) = ? AND \(StoreSchema.version) = ?"
        values += [.integer(object.objectID.primaryKey), .integer(object.storedVersion)]
        try db.execute(sql: sql, arguments: StatementArguments(storeValues: values))
        return db.changesCount > 0
    }

    /// Deletes `object`'s row, and the many-to-many links its side owns, if the row still has the
    /// version the object read; false when it does not (or is gone): a conflict.
    func deleteRow(_ object: ManagedObject) throws -> Bool {
        let entity = object.entity
        try db.execute(
            sql:
                "DELETE FROM \(entity.quotedTable) WHERE \(StoreSchema.primaryKey) = ? AND \(StoreSchema.version) = ?",
            arguments: [object.objectID.primaryKey, object.storedVersion]
        )
        if db.changesCount == 0 { return false }
        for relationship in entity.toManyRelationships {
            guard case .joinTable(let table, let source, _, _) = store.schema.storage(of: relationship, in: entity)
            else {
                continue
            }
            try db.execute(
                sql: "DELETE FROM \(table.quotedSQLIdentifier) WHERE \(source) = ?",
                arguments: [object.objectID.primaryKey]
            )
        }
        return true
    }

    /// The row's values as the store has them now, inside this transaction; nil when it is gone.
    func storedValues(of entity: EntityDescription, key: Int64) throws -> SlotValues? {
        try StoreReader.storedRow(of: entity, key: key, in: db)?.values
    }

    /// The text a folded shadow column holds for a value (`TextFolding.fold`); other values
    /// as they are.
    static func folded(_ value: StoreValue) -> StoreValue {
        guard case .string(let text) = value else { return value }
        return .string(TextFolding.fold(text))
    }

    // MARK: Many-to-many links

    /// Writes the many-to-many links of `objects` that changed (every link of a new object).
    /// An owner side whose keys were loaded and changed is rewritten whole (keeping its order);
    /// changes seen only from the other side are applied link by link. `key` gives each
    /// temporary key its permanent one.
    func writeLinks(of objects: [ManagedObject], key: (Int64) -> Int64) throws {
        for object in objects {
            for slot in object.changedToManySlots.union(object.isInserted ? Set(object.toMany.indices) : []).sorted() {
                let relationship = object.entity.toManyRelationships[slot]
                guard
                    case .joinTable(let table, let source, let target, let order) =
                        store.schema.storage(of: relationship, in: object.entity),
                    let current = object.toMany[slot]
                else { continue }
                let owner = key(object.objectID.primaryKey)
                let quoted = table.quotedSQLIdentifier
                if source == "Z_SOURCE" {
                    try db.execute(sql: "DELETE FROM \(quoted) WHERE Z_SOURCE = ?", arguments: [owner])
                    for (position, other) in current.enumerated() {
                        try db.execute(
                            sql:
                                "INSERT OR REPLACE INTO \(quoted) (Z_SOURCE, Z_TARGET, Z_SOURCE_ORDER) VALUES (?, ?, ?)",
                            arguments: [owner, key(other), order == nil ? nil : position]
                        )
                    }
                } else {
                    let before = Set(object.committedToMany[slot] ?? [])
                    let after = Set(current)
                    for other in after.subtracting(before).sorted() {
                        try db.execute(
                            sql: """
                                INSERT OR IGNORE INTO \(quoted) (\(source), \(target), Z_SOURCE_ORDER) \
                                VALUES (?, ?, (SELECT coalesce(max(Z_SOURCE_ORDER), -1) + 1 FROM \(quoted) WHERE Z_SOURCE = ?))
                                """,
                            arguments: [owner, key(other), key(other)]
                        )
                    }
                    for other in before.subtracting(after).sorted() {
                        try db.execute(
                            sql: "DELETE FROM \(quoted) WHERE \(source) = ? AND \(target) = ?",
                            arguments: [owner, key(other)]
                        )
                    }
                }
            }
        }
    }

    // MARK: The transaction log

    /// Logs what this transaction commits, for other processes; returns the entry's number,
    /// which is this process's only once the transaction commits (see `ObjectContext.save()`).
    func logTransaction(_ record: TransactionRecord, author: String) throws -> Int64 {
        try TransactionLog.append(record, author: author, in: db)
        return db.lastInsertedRowID
    }
}
