import GRDB

// MARK: - The size of a to-many relationship, without its objects

extension StoreReader {
    /// How many objects each of `owners` (keys of `entity`'s rows) holds in its to-many
    /// `relationship`, as the store holds them, in the order of `owners`: the store's kept counts
    /// (`KeptLinkCounts`, a row an owner) when the inverse is a to-one relationship and the store
    /// keeps them; otherwise a count through the inverse's column or the join table, grouped by
    /// owner. No related row is read.
    func relatedCounts(
        of owners: [Int64],
        relationship: RelationshipDescription,
        in entity: EntityDescription
    ) throws -> [Int] {
        let sql: (Int) -> String
        var names: [StoreValue] = []
        switch store.schema.storage(of: relationship, in: entity) {
        case .inverseForeignKey(let table, let column) where store.keepsLinkCounts:
            names = [.string(table), .string(column)]
            sql = { count in
                "SELECT target, rows FROM \(KeptLinkCounts.table) WHERE entity = ? AND relationship = ? "
                    + "AND target IN (\(SQL.placeholders(count)))"
            }
        case .inverseForeignKey(let table, let column):
            sql = { count in
                "SELECT \(column.quotedSQLIdentifier), count(*) FROM \(table.quotedSQLIdentifier) "
                    + "WHERE \(column.quotedSQLIdentifier) IN (\(SQL.placeholders(count))) GROUP BY 1"
            }
        case .joinTable(let table, let source, _, _):
            sql = { count in
                "SELECT \(source), count(*) FROM \(table.quotedSQLIdentifier) "
                    + "WHERE \(source) IN (\(SQL.placeholders(count))) GROUP BY 1"
            }
        case .foreignKey:
            throw ContextError.store("\(entity.name).\(relationship.name) is not a to-many relationship")
        }
        var counts = KeyTable<Int>(capacity: owners.count)
        for start in stride(from: 0, to: owners.count, by: Self.keysPerStatement) {
            let chunk = owners[start..<min(start + Self.keysPerStatement, owners.count)]
            try db.forEachRow(sql: sql(chunk.count), arguments: names + chunk.map { .integer($0) }) { row in
                counts[row.int64(0)] = Int(row.int64(1))
            }
        }
        return owners.map { counts[$0] ?? 0 }
    }
}
