// MARK: - Rows counted by the object they point at

extension StoreReader {
    /// How many of a fetch's rows point at each object of a to-one relationship of its entity,
    /// nil for rows that point at none; in no particular order: what a results controller
    /// ordered or sectioned by a related object's attribute needs to know its groups without
    /// sorting every row. For every row of the table, the store's kept counts give them, a row a
    /// related object (`KeptLinkCounts`); a filtered fetch's are counted by walking the
    /// relationship's column's index (it is a foreign key), a step a row.
    func rowCounts(
        by relationship: RelationshipDescription,
        of fetch: FetchStatement
    ) throws -> [(key: Int64?, count: Int)] {
        // Every row of the table: the store's kept counts, one a related object.
        if fetch.whereClause == nil, store.keepsLinkCounts {
            return try KeptLinkCounts.counts(of: fetch.entity.rootName, relationship: relationship.name, in: db)
        }
        let alias = FetchStatement.alias
        let column = "\(alias).\(relationship.name.quotedSQLIdentifier)"
        var sql = "SELECT \(column), count(*) FROM \(fetch.entity.name.quotedSQLIdentifier) \(alias)"
        if let filter = fetch.whereClause { sql += " WHERE " + filter.sql }
        // A range of a ranked attribute: its own index finds the rows, the groups a few
        // hundred, where walking the relationship's index to group would test every row
        // (`FetchStatement+RangeFirst`).
        sql += " GROUP BY \(fetch.rankedRange == nil ? column : "+" + column)"
        var counts: [(key: Int64?, count: Int)] = []
        try db.forEachRow(sql: sql, arguments: fetch.whereClause?.arguments ?? []) { row in
            counts.append((row.optionalInt64(0), Int(row.int64(1))))
        }
        return counts
    }
}

extension StoreReader {
    /// The rows of `fetch` counted by the first scalar of its order's folded first term: those
    /// without one (null or empty), then each scalar's folded first text and count, in order
    /// (see `FetchStatement.countsByInitial()`).
    func countsByInitial(of fetch: FetchStatement) throws -> (withoutInitial: Int, initials: [(String, Int)]) {
        let none = fetch.countWithoutInitial()
        var withoutInitial = 0
        try db.forEachRow(sql: none.sql, arguments: none.arguments) { row in withoutInitial = Int(row.int64(0)) }
        let counts = fetch.countsByInitial()
        var initials: [(String, Int)] = []
        try db.forEachRow(sql: counts.sql, arguments: counts.arguments) { row in
            initials.append((row.storeValue(0, type: .string).stringValue ?? "", Int(row.int64(1))))
        }
        return (withoutInitial, initials)
    }
}
