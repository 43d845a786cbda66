import GRDB

// MARK: - What a save reads of derived values

/// The questions a save asks, inside its transaction, to learn which derived values it changed
/// (see `ObjectContext.watchDerivedValues(_:writer:)`): the values of rows, and the rows whose
/// values are computed from rows the save changes.
extension StoreWriter {
    /// The values of `derived` (attributes that `entity` declares) in the rows with `keys` of
    /// `entity` and its sub-entities, by key, with the entity each row is of; a row that does not
    /// exist, or is of another entity of the table, is not in the result.
    func derivedValues(
        _ derived: [DerivedAttribute],
        of entity: EntityDescription,
        keys: [Int64]
    ) throws -> [Int64: (kind: String, values: [StoreValue])] {
        let columns = derived.map { $0.attribute.name.quotedSQLIdentifier }.joined(separator: ", ")
        let types = derived.map(\.attribute.type)
        let kinds = entity.sharesTable ? entity.concreteKinds.map { Array($0.utf8) } : []
        var values: [Int64: (String, [StoreValue])] = [:]
        try forEachChunk(of: keys) { chunk in
            let sql =
                "SELECT \(StoreSchema.primaryKey), \(entity.sharesTable ? StoreSchema.kind : "NULL"), \(columns) "
                + "FROM \(entity.quotedTable) WHERE \(StoreSchema.primaryKey) IN (\(SQL.placeholders(chunk.count)))"
            try db.forEachRow(sql: sql, keys: chunk) { row in
                var kind = entity.name
                if entity.sharesTable {
                    guard let index = kinds.firstIndex(where: { row.text(1, equals: $0) }) else { return }
                    kind = entity.concreteKinds[index]
                }
                values[row.int64(0)] = (kind, types.enumerated().map { row.storeValue($0 + 2, type: $1) })
            }
        }
        return values
    }

    /// The keys of `entity`'s rows whose to-one `relationship` points at one of `targets`.
    func keys(
        of entity: EntityDescription,
        pointingThrough relationship: RelationshipDescription,
        at targets: [Int64]
    ) throws -> [Int64] {
        let column = relationship.name.quotedSQLIdentifier
        return try collect(targets) { count in
            "SELECT \(StoreSchema.primaryKey) FROM \(entity.quotedTable) "
                + "WHERE \(column) IN (\(SQL.placeholders(count)))"
        }
    }

    /// The keys of the owners of `members` (keys of a to-many relationship's destination), as
    /// the store holds the relationship now.
    func owners(through storage: StoreSchema.RelationshipStorage, of members: [Int64]) throws -> [Int64] {
        switch storage {
        case .inverseForeignKey(let table, let column):
            return try collect(members) { count in
                "SELECT \(column.quotedSQLIdentifier) FROM \(table.quotedSQLIdentifier) "
                    + "WHERE \(StoreSchema.primaryKey) IN (\(SQL.placeholders(count))) "
                    + "AND \(column.quotedSQLIdentifier) IS NOT NULL"
            }
        case .joinTable(let table, let source, let target, _):
            return try collect(members) { count in
                "SELECT \(source) FROM \(table.quotedSQLIdentifier) WHERE \(target) IN (\(SQL.placeholders(count)))"
            }
        case .foreignKey:
            return []
        }
    }

    /// The first column of each row of the statement `sql(count)` makes for each chunk of `keys`.
    private func collect(_ keys: [Int64], _ sql: (Int) -> String) throws -> [Int64] {
        var found: [Int64] = []
        try forEachChunk(of: keys) { chunk in
            try db.forEachRow(sql: sql(chunk.count), keys: chunk) { row in found.append(row.int64(0)) }
        }
        return found
    }

    private func forEachChunk(of keys: [Int64], _ body: (ArraySlice<Int64>) throws -> Void) throws {
        for start in stride(from: 0, to: keys.count, by: StoreReader.keysPerStatement) {
            try body(keys[start..<min(start + StoreReader.keysPerStatement, keys.count)])
        }
    }
}
