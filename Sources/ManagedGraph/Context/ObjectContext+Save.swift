import Foundation
import GRDB

// MARK: - Saving

extension ObjectContext {
    /// Validates every change, then writes them all in one transaction. On any failure —
    /// validation, a conflict with another writer, the disk — nothing is written and the
    /// context keeps its changes, so the caller can fix and retry (or roll back).
    /// Returns what the save changed, which another context of the same store can merge
    /// (`mergeChanges(_:)`).
    ///
    /// A child context's save goes to its parent, not the store. When another writer changed
    /// a row this context changed, the `mergePolicy` decides: refuse (the default), or resolve
    /// and try again.
    @discardableResult
    public func save() throws(ContextError) -> ContextChanges {
        guard hasChanges else { return ContextChanges(origin: .save) }
        if let parent { return try saveToParent(parent) }
        guard !store.isReadOnly else { throw .readOnlyStore }
        for object in insertedObjects + updatedObjects + deletedObjects { object.willSave() }
        // What the hooks left to save, sorted once: validating and writing read the same lists
        // (sorting a large insert again was a measurable part of its save).
        var plan = SavePlan(inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
        let failures = try validationFailures(inserted: plan.inserted, updated: plan.updated)
        guard failures.isEmpty else { throw .validation(failures) }

        var attempts = 0
        while true {
            notifyObserversOfSave()
            let permanentKeys: [Int64: Int64]
            do {
                permanentKeys = try write(plan)
            } catch .conflict(let conflicts) where mergePolicy != .error && attempts < 3 {
                attempts += 1
                try resolve(conflicts)
                guard hasChanges else { return ContextChanges(origin: .save) }
                plan = SavePlan(inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
                continue
            }
            let (changes, undoRecord) = finishSave(plan, permanentKeys: permanentKeys)
            if let undoManager, let undoRecord { undoManager.record(undoRecord) }
            notifyObservers(changes)
            store.mergeHub.publish(changes, from: inbox.id)
            for child in children { child.context?.adoptPermanentIDs(changes.permanentIDs) }
            return changes
        }
    }

    /// Forgets every unsaved change: inserted objects disappear, changed and deleted ones
    /// return to their stored values.
    public func rollback() {
        for object in inserted.values {
            unregister(object.objectID)
            object.detach()
            object.isInserted = false
            object.isDeleted = true
        }
        for object in Array(updated.values) + Array(deleted.values) {
            object.setStoredValues(object.committedValues)
            for slot in object.changedToManySlots {
                object.toMany[slot] = nil
                object.committedToMany[slot] = nil
            }
            object.changedSlots = []
            object.changedToManySlots = []
            object.isDeleted = false
        }
        inserted = [:]
        updated = [:]
        deleted = [:]
        actionName = nil
    }

    /// Forgets everything: changes, registered objects (which detach from the context) and
    /// the undo history. The next fetch starts from the store.
    public func reset() {
        for entry in registry.values { entry.object.detach() }
        registry = ObjectRegistry()
        inserted = [:]
        updated = [:]
        deleted = [:]
        faultFailures = [:]
        actionName = nil
        undoManager?.removeAll()
    }

    // MARK: Writing

    /// The objects one save writes, in a stable order.
    struct SavePlan {
        let inserted: [ManagedObject]
        let updated: [ManagedObject]
        let deleted: [ManagedObject]
    }

    /// Writes a plan in one immediate transaction and returns the permanent key of every
    /// inserted object (by temporary key). Throws, having written nothing, on any failure.
    private func write(_ plan: SavePlan) throws(ContextError) -> [Int64: Int64] {
        try withDatabase { db in
            var permanent: [Int64: Int64] = [:]
            try db.inTransaction(.immediate) {
                permanent = try allocateKeys(for: plan.inserted, in: db)
                let resolve: (StoreValue) -> StoreValue = { value in
                    if case .integer(let key) = value, key < 0, let mapped = permanent[key] { return .integer(mapped) }
                    return value
                }
                // Deletes first, then updates, then inserts: a unique value that a deleted or
                // changed row gives up can be taken by a new row in the same save.
                var conflicts: [MergeConflict] = []
                for object in plan.deleted {
                    if let conflict = try deleteRow(object, in: db) { conflicts.append(conflict) }
                }
                for object in plan.updated where !object.changedSlots.isEmpty {
                    if let conflict = try updateRow(object, resolve: resolve, in: db) { conflicts.append(conflict) }
                }
                guard conflicts.isEmpty else { throw ContextError.conflict(conflicts) }
                var inserter = RowInserter(schema: store.schema)
                for object in plan.inserted {
                    try inserter.insert(object, key: permanent[object.objectID.primaryKey]!, resolve: resolve, in: db)
                }
                try writeLinks(plan, permanent: permanent, in: db)
                try TransactionLog.append(transactionRecord(plan, permanent: permanent), author: name, in: db)
                store.mergeHub.recordTransaction(db.lastInsertedRowID)
                return .commit
            }
            return permanent
        }
    }

    /// Permanent keys for new objects: above every key the entity's table ever had, so a key
    /// is never reused (undo may bring a deleted object back under its old key).
    private func allocateKeys(for objects: [ManagedObject], in db: Database) throws -> [Int64: Int64] {
        var permanent: [Int64: Int64] = [:]
        for (entityName, members) in Dictionary(grouping: objects, by: \.entity.name).sorted(by: { $0.key < $1.key }) {
            let fresh = members.filter(\.objectID.isTemporary).sorted(by: Self.insertionOrder)
            let table = entityName.quotedSQLIdentifier
            let maxRow = try Int64.fetchOne(db, sql: "SELECT max(\(StoreSchema.primaryKey)) FROM \(table)") ?? 0
            let maxEver =
                try Int64.fetchOne(db, sql: "SELECT max FROM Z_PRIMARYKEY WHERE entity = ?", arguments: [entityName])
                ?? 0
            var next = max(maxRow, maxEver) + 1
            for object in fresh {
                permanent[object.objectID.primaryKey] = next
                next += 1
            }
            for object in members where !object.objectID.isTemporary {
                permanent[object.objectID.primaryKey] = object.objectID.primaryKey
            }
            let highest = max(next - 1, members.map(\.objectID.primaryKey).max() ?? 0)
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO Z_PRIMARYKEY (entity, max) VALUES (?, max(?, coalesce((SELECT max FROM Z_PRIMARYKEY WHERE entity = ?), 0)))",
                arguments: [entityName, highest, entityName]
            )
        }
        return permanent
    }

    /// Updates the changed columns if the row still has the version this context read;
    /// otherwise returns the conflict (optimistic locking).
    private func updateRow(
        _ object: ManagedObject,
        resolve: (StoreValue) -> StoreValue,
        in db: Database
    ) throws
        -> MergeConflict?
    {
        let entity = object.entity
        var assignments: [String] = []
        var values: [StoreValue] = []
        for slot in object.changedSlots.sorted() {
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
            "UPDATE \(entity.name.quotedSQLIdentifier) SET \(assignments.joined(separator: ", ")) "
            + "WHERE \(StoreSchema.primaryKey) = ? AND \(StoreSchema.version) = ?"
        values += [.integer(object.objectID.primaryKey), .integer(object.storedVersion)]
        try db.execute(sql: sql, arguments: StatementArguments(storeValues: values))
        return db.changesCount == 0 ? try conflict(for: object, in: db) : nil
    }

    private func deleteRow(_ object: ManagedObject, in db: Database) throws -> MergeConflict? {
        let entity = object.entity
        try db.execute(
            sql:
                "DELETE FROM \(entity.name.quotedSQLIdentifier) WHERE \(StoreSchema.primaryKey) = ? AND \(StoreSchema.version) = ?",
            arguments: [object.objectID.primaryKey, object.storedVersion]
        )
        if db.changesCount == 0 { return try conflict(for: object, in: db) }
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
        return nil
    }

    /// Describes how the stored row differs from what this context read.
    private func conflict(for object: ManagedObject, in db: Database) throws -> MergeConflict {
        let entity = object.entity
        let row = try Row.fetchOne(
            db,
            sql:
                "SELECT \(RowLayout.columns(of: entity, alias: nil)) FROM \(entity.name.quotedSQLIdentifier) WHERE \(StoreSchema.primaryKey) = ?",
            arguments: [object.objectID.primaryKey]
        )
        guard let row else {
            return MergeConflict(objectID: object.objectID, object: describe(object), keys: [], deletedInStore: true)
        }
        let stored = RowLayout.values(of: entity, from: row, offset: 0)
        let keys = stored.indices.filter { stored[$0] != object.committedValues[$0] }.map(object.slotName)
        return MergeConflict(objectID: object.objectID, object: describe(object), keys: keys, deletedInStore: false)
    }

    /// Writes the many-to-many links that changed. An owner side whose keys were loaded and
    /// changed is rewritten whole (keeping its order); changes seen only from the other side
    /// are applied link by link.
    private func writeLinks(_ plan: SavePlan, permanent: [Int64: Int64], in db: Database) throws {
        let key: (Int64) -> Int64 = { permanent[$0] ?? $0 }
        for object in plan.inserted + plan.updated {
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

    private func transactionRecord(_ plan: SavePlan, permanent: [Int64: Int64]) -> TransactionRecord {
        var record = TransactionRecord()
        for object in plan.inserted {
            record.inserted[object.entity.name, default: []].append(permanent[object.objectID.primaryKey]!)
        }
        for object in plan.updated where !object.changedSlots.isEmpty {
            var before: [String: LoggedValue] = [:]
            for slot in object.changedSlots {
                before[object.slotName(slot)] = LoggedValue(object.committedValues[slot])
            }
            record.updated[object.entity.name, default: [:]][String(object.objectID.primaryKey)] = before
        }
        for object in plan.deleted {
            var before: [String: LoggedValue] = [:]
            for slot in object.committedValues.indices {
                before[object.slotName(slot)] = LoggedValue(object.committedValues[slot])
            }
            record.deleted[object.entity.name, default: [:]][String(object.objectID.primaryKey)] = before
        }
        return record
    }

    static func folded(_ value: StoreValue) -> StoreValue {
        guard case .string(let text) = value else { return value }
        return .string(StringFolding.fold(text))
    }
}
