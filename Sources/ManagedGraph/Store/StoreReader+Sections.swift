// MARK: - Rows counted by the object they point at

extension StoreReader {
    /// How many of a fetch's rows point at each object of a to-one relationship of its entity,
    /// nil for rows that point at none; in no particular order. The relationship's column is
    /// indexed (it is a foreign key), so a million rows are counted by walking that index: what
    /// a results controller sectioned by a related object's attribute needs to know its
    /// sections without sorting every row.
    func rowCounts(
        by relationship: RelationshipDescription,
        of fetch: FetchStatement
    ) throws -> [(key: Int64?, count: Int)] {
        let alias = FetchStatement.alias
        let column = "\(alias).\(relationship.name.quotedSQLIdentifier)"
        var sql = "SELECT \(column), count(*) FROM \(fetch.entity.name.quotedSQLIdentifier) \(alias)"
        if let filter = fetch.whereClause { sql += " WHERE " + filter.sql }
        sql += " GROUP BY \(column)"
        var counts: [(key: Int64?, count: Int)] = []
        try db.forEachRow(sql: sql, arguments: fetch.whereClause?.arguments ?? []) { row in
            counts.append((row.optionalInt64(0), Int(row.int64(1))))
        }
        return counts
    }
}
