import GRDB

// MARK: - The last transaction of a heavy migration

extension HeavyMigration {
    /// One transaction: the source's tables out, the new ones in under their names, indexed,
    /// key ceilings carried over, the state row gone and the new version written.
    func swap(_ state: HeavyMigrationState, in db: Database) throws {
        report(.finishing, 0, of: 1)
        try db.inTransaction(.immediate) {
            guard try HeavyMigrationState.load(db) == state else { throw StoreError.busy(path: path) }
            guard try HeavyMigrationState.marker(db) == state.marker else { throw SourceChanged() }
            for statement in tables.keyCleanups() { try db.execute(sql: statement) }
            // By table: the entities of a hierarchy share their root's keys.
            var ceilings: [String: Int64] = [:]
            for entity in plan.entities {
                guard let source = entity.source else { continue }
                let recorded = try db.firstInt64(
                    sql: HeavyMigrationTables.recordedKeyCeiling,
                    arguments: [.string(source.rootName)]
                )
                let highest = try db.firstInt64(sql: tables.highestKey(source))
                let root = entity.destination.rootName
                ceilings[root] = max(ceilings[root] ?? 0, recorded ?? 0, highest ?? 0)
            }
            // The buckets' triggers name the old tables, which the swap renames; the store
            // counts the new ones afresh once it opens.
            try KeptRanks.dropAll(in: db)
            for statement in tables.swapTables() { try db.execute(sql: statement) }
            try createIndexes(in: db)
            // Derived attributes: the new tables get the destination's triggers, and every derived
            // value is computed afresh, in this transaction, so no store is ever new and stale.
            try DerivationSQL.dropTriggers(in: db)
            for statement in tables.builder.derivedTriggers() { try db.execute(sql: statement) }
            for derived in (try? DerivedAttributes(schema: tables.destinationSchema))?.all ?? [] {
                try db.execute(sql: DerivationSQL.fill(derived))
            }
            try db.execute(sql: HeavyMigrationTables.clearKeyCeilings)
            for root in tables.destinationSchema.roots {
                let highest = try db.firstInt64(sql: tables.highestKey(root)) ?? 0
                let ceiling = max(ceilings[root.name] ?? 0, highest)
                guard ceiling > 0 else { continue }
                try db.execute(sql: HeavyMigrationTables.writeKeyCeiling, arguments: [root.name, ceiling])
            }
            try db.execute(sql: "DELETE FROM Z_METADATA WHERE key = ?", arguments: [HeavyMigrationState.key])
            try StoreMigrator.writeVersion(plan.destinationVersion, in: db)
            return .commit
        }
        report(.finishing, 1, of: 1)
    }

    /// The destination's indexes, on its tables under their own names. A unique index that
    /// finds two objects with the same value fails the migration, naming the value.
    private func createIndexes(in db: Database) throws {
        let builder = tables.builder
        for entity in plan.mapping.destination.entities {
            // The statements a new store's tables get, whatever the builder makes them.
            for statement in builder.entityIndexes(entity) {
                do {
                    try db.execute(sql: statement)
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    throw try uniquenessFailure(in: entity, db: db) ?? error
                }
            }
        }
        for table in tables.destinationSchema.joinTables {
            try db.execute(sql: builder.joinTableIndex(table))
        }
    }

    /// The unique attribute of `entity` two of whose objects share a value, as a failure that
    /// names the attribute and the value.
    private func uniquenessFailure(in entity: EntityDescription, db: Database) throws -> StoreError? {
        for attribute in entity.attributes where attribute.isUnique {
            var value: StoreValue?
            try db.forEachRow(sql: tables.duplicateValue(of: attribute, in: entity), arguments: []) { row in
                value = row.storeValue(0, type: attribute.type)
            }
            if let value {
                return failed(
                    "\(entity.name).\(attribute.name) must be unique, and two objects have \(DestinationMaker.literal(value))"
                )
            }
        }
        return nil
    }
}
