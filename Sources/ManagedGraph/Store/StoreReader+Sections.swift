// MARK: - Rows counted by the object they point at

extension StoreReader {
    /// How many of a fetch's rows point at each object of a to-one relationship of its entity,
    /// nil for rows that point at none; in no particular order: what a results controller
    /// ordered or sectioned by a related object's attribute needs to know its groups without
    /// sorting every row. For every row of the table, the store's kept counts give them, a row a
    /// related object (`KeptLinkCounts`); a filtered fetch's are counted by walking the
    /// relationship's column's index (it is a foreign key), a step a row, or a range's own
    /// index, a step a match (for many matches, see `objectsToCount(by:of:)`).
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
        return try groupCounts(SQLFragment(sql: sql, arguments: fetch.whereClause?.arguments ?? []))
    }

    private func groupCounts(_ statement: SQLFragment) throws -> [(key: Int64?, count: Int)] {
        var counts: [(key: Int64?, count: Int)] = []
        try db.forEachRow(sql: statement.sql, arguments: statement.arguments) { row in
            counts.append((row.optionalInt64(0), Int(row.int64(1))))
        }
        return counts
    }

    /// What counting `fetch`'s rows per object of `relationship` a few objects at a time needs:
    /// how many rows match, and the objects that have rows at all (nil for rows that point at
    /// none), with how many each (`KeptLinkCounts`) — when the model declares a counted index of
    /// the relationship and the range that filters `fetch` (see `KeptRanks+Partitions`) and
    /// counting from it costs less than grouping the matches: it costs each related object a few
    /// seeks and up to a bucket's steps, where grouping costs a step and a look into the table
    /// a match, so a range of a few thousand of a million rows is grouped, and all at once.
    func objectsToCount(
        by relationship: RelationshipDescription,
        of fetch: FetchStatement
    ) throws -> (matches: Int, objects: [(key: Int64?, count: Int)])? {
        guard store.keepsLinkCounts, let range = fetch.rankedRange,
            let order = countedOrder(for: relationship, of: fetch),
            let destination = store.schema.model.entity(named: relationship.destination)
        else { return nil }
        let counts = fetch.rangeFirstCounts(range, rowsOf: destination.rootName)
        var matches: Int?
        try db.forEachRow(sql: counts.sql, arguments: counts.arguments) { row in
            guard let related = row.optionalInt64(1), Int(row.int64(0)) > Int(related) * order.bucketRows / 4 else {
                return
            }
            matches = Int(row.int64(0))
        }
        guard let matches else { return nil }
        let objects = try KeptLinkCounts.counts(of: fetch.entity.rootName, relationship: relationship.name, in: db)
        return (matches, objects)
    }

    /// How many of `fetch`'s rows point at each of `objects` (nil: at none), counted from the
    /// counted index `objectsToCount(by:of:)` found; in no particular order, and zero for some.
    func rowCounts(
        by relationship: RelationshipDescription,
        of fetch: FetchStatement,
        among objects: [Int64?]
    ) throws -> [(key: Int64?, count: Int)] {
        guard let order = countedOrder(for: relationship, of: fetch), let range = fetch.rankedRange else {
            throw ContextError.store("no counted index of \(relationship.name) for this fetch")
        }
        return try groupCounts(fetch.rangeCountsPerGroup(order, range, among: objects))
    }

    /// The counted index of `relationship`, then the attribute whose range filters `fetch`, if
    /// the model declares one.
    private func countedOrder(for relationship: RelationshipDescription, of fetch: FetchStatement) -> KeptRanks.Order? {
        guard let range = fetch.rankedRange else { return nil }
        return KeptRanks.orders(of: store.schema).first {
            $0.isPartitioned && $0.table == fetch.entity.rootName
                && $0.columns[0] == relationship.name.quotedSQLIdentifier && $0.columns[1] == range.order.columns[0]
        }
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
