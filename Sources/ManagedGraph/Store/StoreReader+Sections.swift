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
        if let counted = try countedIndex(for: relationship, of: fetch) {
            let counts = fetch.rangeCountsPerGroup(counted.order, counted.range)
            return try groupCounts(counts).filter { $0.count > 0 }
        }
        let alias = FetchStatement.alias
        let column = "\(alias).\(relationship.name.quotedSQLIdentifier)"
        var sql = "SELECT \(column), count(*) FROM \(fetch.entity.name.quotedSQLIdentifier) \(alias)"
        if let filter = fetch.whereClause { sql += " WHERE " + filter.sql }
        // A range of a ranked attribute: its own index finds the rows, the groups a few
        // hundred, where walking the relationship's index to group would test every row
        // (`FetchStatement+RangeFirst`).
        sql += " GROUP BY \(fetch.rankedRange == nil ? column : "+" + column)"
        return try groupCounts(SQLFragment(sql: sql, arguments: fetch.whereClause?.arguments ?? []))
    }

    private func groupCounts(_ statement: SQLFragment) throws -> [(key: Int64?, count: Int)] {
        var counts: [(key: Int64?, count: Int)] = []
        try db.forEachRow(sql: statement.sql, arguments: statement.arguments) { row in
            counts.append((row.optionalInt64(0), Int(row.int64(1))))
        }
        return counts
    }

    /// The counted index of `relationship`, then the attribute whose range filters `fetch`
    /// (see `KeptRanks+Partitions`), if the model declares one and counting from it costs less
    /// than grouping the matches: it costs each related object a few seeks and up to a bucket's
    /// steps, where grouping costs a step and a look into the table a match, so a range of a
    /// few thousand of a million rows is grouped.
    private func countedIndex(
        for relationship: RelationshipDescription,
        of fetch: FetchStatement
    ) throws -> (order: KeptRanks.Order, range: RankedRange)? {
        guard let range = fetch.rankedRange,
            let destination = store.schema.model.entity(named: relationship.destination),
            let order = KeptRanks.orders(of: store.schema).first(where: {
                $0.isPartitioned && $0.table == fetch.entity.rootName
                    && $0.columns[0] == relationship.name.quotedSQLIdentifier && $0.columns[1] == range.order.columns[0]
            })
        else { return nil }
        let counts = fetch.rangeFirstCounts(range, rowsOf: destination.rootName)
        var counted = false
        try db.forEachRow(sql: counts.sql, arguments: counts.arguments) { row in
            guard let related = row.optionalInt64(1) else { return }
            counted = Int(row.int64(0)) > Int(related) * order.bucketRows / 4
        }
        return counted ? (order, range) : nil
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
