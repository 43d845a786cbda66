// MARK: - Positions found through the counted buckets of a ranked order

extension FetchStatement {
    private var table: String { "\(entity.quotedTable) \(Self.alias)" }

    /// The rows' order columns as a row value: `(t0.Z_FOLD_name, t0."name", t0.Z_PK)`.
    private func rowTuple(_ ranked: KeptRanks.Order) -> String {
        ranked.tuple(Self.alias)
    }

    /// The last bucket (or group) whose first key meets `condition`, a condition on the keys
    /// `c0`, `c1`… that holds for every key up to a place in the order: as a row value.
    private func last(_ counts: String, meeting condition: String, _ ranked: KeptRanks.Order) -> String {
        let descending = ranked.keys.map { "\($0) DESC" }.joined(separator: ", ")
        return "(SELECT \(ranked.keys.joined(separator: ", ")) FROM \(counts.quotedSQLIdentifier) "
            + "WHERE \(condition) ORDER BY \(descending) LIMIT 1)"
    }

    /// The number of rows before a place in the order, as an SQL expression: the groups before
    /// the place's group, summed; the buckets of its group before its bucket, summed; and the
    /// rows of its bucket before it, counted. `keysAtOrBefore` is a condition on a bucket's or
    /// a group's keys that holds for those starting at or before the place; `rowBefore`, on a
    /// row, that holds for the rows before it. A few hundred steps of each kind at most.
    private func rowsBefore(
        _ ranked: KeptRanks.Order,
        keysAtOrBefore condition: String,
        rowBefore: String
    ) -> String {
        let (group, inGroup) = placeInGroup(ranked, keysAtOrBefore: condition, rowBefore: rowBefore)
        return "(coalesce((SELECT sum(rows) FROM \(ranked.groups.quotedSQLIdentifier) "
            + "WHERE \(ranked.keyList) < \(group)), 0) + \(inGroup))"
    }

    /// The number of rows not before a place (see `rowsBefore`): the groups after its group,
    /// summed, and its group's rows less those before the place. The groups summed are those
    /// past the place, not those before it: a place near the end costs few.
    private func rowsNotBefore(
        _ ranked: KeptRanks.Order,
        keysAtOrBefore condition: String,
        rowBefore: String
    ) -> String {
        let (group, inGroup) = placeInGroup(ranked, keysAtOrBefore: condition, rowBefore: rowBefore)
        let groups = ranked.groups.quotedSQLIdentifier
        return "(coalesce((SELECT sum(rows) FROM \(groups) WHERE \(ranked.keyList) > \(group)), 0) "
            + "+ (SELECT rows FROM \(groups) WHERE \(ranked.keyList) = \(group)) - \(inGroup))"
    }

    /// The place's group (its key, as a row value) and the rows of that group before the place:
    /// its buckets before the place's bucket, summed, and the rows of that bucket before it.
    private func placeInGroup(
        _ ranked: KeptRanks.Order,
        keysAtOrBefore condition: String,
        rowBefore: String
    ) -> (group: String, rows: String) {
        let group = last(ranked.groups, meeting: condition, ranked)
        let bucket = last(ranked.buckets, meeting: condition, ranked)
        let buckets = ranked.buckets.quotedSQLIdentifier
        let rows =
            "(coalesce((SELECT sum(rows) FROM \(buckets) WHERE \(ranked.keyList) >= \(group) "
            + "AND \(ranked.keyList) < \(bucket)), 0) "
            + "+ (SELECT count(*) FROM \(table) WHERE \(rowTuple(ranked)) >= \(bucket) AND \(rowBefore)))"
        return (group, rows)
    }

    /// The page at the fetch's offset: the group it starts in is found by summing the groups'
    /// counts in order, then its bucket by summing that group's buckets, and the page read from
    /// that bucket's first key, stepping over no more than a bucket's rows.
    func selectFromBucket(_ columns: String, _ ranked: KeptRanks.Order) -> SQLFragment {
        let keys = ranked.keys.joined(separator: ", ")
        let groups = ranked.groups.quotedSQLIdentifier
        let buckets = ranked.buckets.quotedSQLIdentifier
        let running = "sum(rows) OVER (ORDER BY \(keys) ROWS UNBOUNDED PRECEDING) - rows"
        // The group's end: the next group's first key, or past every value for the last group.
        let next = { (column: String) in
            "(SELECT \(column) FROM \(groups) WHERE \(ranked.keyList) > (SELECT \(keys) FROM g) ORDER BY \(keys) LIMIT 1)"
        }
        let end =
            "(coalesce(\(next("c0")), \(KeptRanks.highest))"
            + ranked.keys.dropFirst().map { ", \(next($0))" }.joined() + ")"
        let sql = """
            WITH g AS MATERIALIZED (SELECT \(keys), before FROM (SELECT \(keys), rows, \(running) AS before \
            FROM \(groups)) WHERE before <= ? ORDER BY before DESC LIMIT 1), \
            b AS MATERIALIZED (SELECT \(keys), before FROM (SELECT \(keys), rows, \(running) + (SELECT before FROM g) \
            AS before FROM \(buckets) WHERE \(ranked.keyList) >= (SELECT \(keys) FROM g) AND \(ranked.keyList) < \(end)) \
            WHERE before <= ? ORDER BY before DESC LIMIT 1) \
            SELECT \(columns) FROM \(table) WHERE \(rowTuple(ranked)) >= (SELECT \(keys) FROM b) \
            ORDER BY \(orderBy.joined(separator: ", ")) LIMIT ? OFFSET ? - (SELECT before FROM b)
            """
        let offset = StoreValue.integer(Int64(fetchOffset))
        return SQLFragment(
            sql: sql,
            arguments: [offset, offset, .integer(Int64(fetchLimit > 0 ? fetchLimit : -1)), offset]
        )
    }

    /// `SELECT` the number of rows before the row with sort values `values` and key `key`, the
    /// rows of `excluded` left out (see `rowsBefore`); then the excluded rows before it, found
    /// by their keys.
    func rankedCount(
        _ ranked: KeptRanks.Order,
        before values: [StoreValue],
        key: Int64,
        excluding excluded: [Int64]
    )
        -> SQLFragment
    {
        let termValues = orderTerms.map { $0.value(from: values, key: key) }
        let names = termValues.indices.map { "v\($0)" }.joined(separator: ", ")
        let place = "(SELECT \(names) FROM place)"
        var sql =
            "WITH place(\(names)) AS (VALUES (\(SQL.placeholders(termValues.count)))) SELECT "
            + rowsBefore(
                ranked,
                keysAtOrBefore: "\(ranked.keyList) <= \(place)",
                rowBefore: "\(rowTuple(ranked)) < \(place)"
            )
        if !excluded.isEmpty {
            sql += """
                 - (SELECT count(*) FROM \(table) WHERE \(Self.alias).\(StoreSchema.primaryKey) \
                IN (\(SQL.placeholders(excluded.count))) AND \(rowTuple(ranked)) < \(place))
                """
        }
        return SQLFragment(sql: sql, arguments: termValues + excluded.map { .integer($0) })
    }

    /// `SELECT` the number of rows before the row with sort values `values` and key `key`, to
    /// within a bucket: the groups before its group and its group's buckets before its bucket,
    /// summed, its bucket's rows not counted. Two seeks and a few hundred rows summed at most,
    /// where the exact count steps through up to a bucket's rows: where a row falls in the
    /// order, roughly. Then the table's kept count of rows.
    func rankedRoughCount(_ ranked: KeptRanks.Order, before values: [StoreValue], key: Int64) -> SQLFragment {
        let termValues = orderTerms.map { $0.value(from: values, key: key) }
        let names = termValues.indices.map { "v\($0)" }.joined(separator: ", ")
        let condition = "\(ranked.keyList) <= (SELECT \(names) FROM place)"
        let group = last(ranked.groups, meeting: condition, ranked)
        let bucket = last(ranked.buckets, meeting: condition, ranked)
        let sql =
            "WITH place(\(names)) AS (VALUES (\(SQL.placeholders(termValues.count)))) SELECT "
            + "coalesce((SELECT sum(rows) FROM \(ranked.groups.quotedSQLIdentifier) WHERE \(ranked.keyList) < \(group)), 0) "
            + "+ coalesce((SELECT sum(rows) FROM \(ranked.buckets.quotedSQLIdentifier) "
            + "WHERE \(ranked.keyList) >= \(group) AND \(ranked.keyList) < \(bucket)), 0), "
            + "(SELECT rows FROM \(KeptRowCounts.table) WHERE entity = ?)"
        return SQLFragment(sql: sql, arguments: termValues + [.string(entity.rootName)])
    }

    /// The number of rows whose first order column is before the SQL expression `bound` (or at
    /// most it), as an SQL expression (see `rowsBefore`). Used by the counts of a range.
    func rankedCount(_ ranked: KeptRanks.Order, firstColumnBefore bound: String, orEqual: Bool = false) -> String {
        let before = orEqual ? "<=" : "<"
        return rowsBefore(
            ranked,
            keysAtOrBefore: "c0 \(before) \(bound)",
            rowBefore: firstColumn(ranked, before, bound)
        )
    }

    /// The number of rows whose first order column is after the SQL expression `bound` (or at
    /// least it), as an SQL expression (see `rowsNotBefore`).
    func rankedCount(_ ranked: KeptRanks.Order, firstColumnAfter bound: String, orEqual: Bool = false) -> String {
        let before = orEqual ? "<" : "<="
        return rowsNotBefore(
            ranked,
            keysAtOrBefore: "c0 \(before) \(bound)",
            rowBefore: firstColumn(ranked, before, bound)
        )
    }

    /// A row whose first order column compares with `bound` as `before` says.
    private func firstColumn(_ ranked: KeptRanks.Order, _ before: String, _ bound: String) -> String {
        "\(Self.alias).\(ranked.columns[0]) \(before) \(bound)"
    }
}

// MARK: - Counts of a range of a ranked attribute

/// A fetch's filter when it is one comparison of a ranked attribute of its whole table with
/// values (`caught > %@`, `points BETWEEN {1, 9}`): its matches are counted from the buckets
/// of the attribute's order, two positions apart, where counting them steps over each.
struct RankedRange {
    enum Operator: String, CaseIterable {
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case equal = "="
        case between = "BETWEEN"
    }

    let order: KeptRanks.Order
    let op: Operator
    let values: [StoreValue]

    /// The range `filter` compares `order`'s attribute with, if it is one and nothing else:
    /// `t0."caught" > ?`, or `(t0."caught" >= ? AND t0."caught" <= ?)` for `BETWEEN`, as the
    /// predicate compiler writes them.
    init?(filter: SQLFragment, order: KeptRanks.Order) {
        guard order.columns.count == 2, filter.arguments.allSatisfy({ !$0.isNull }) else { return nil }
        let column = "\(FetchStatement.alias).\(order.columns[0])"
        for op in Operator.allCases {
            let expected = op == .between ? "(\(column) >= ? AND \(column) <= ?)" : "\(column) \(op.rawValue) ?"
            guard filter.sql == expected || filter.sql == "(\(expected))" else { continue }
            guard filter.arguments.count == (op == .between ? 2 : 1) else { return nil }
            self.order = order
            self.op = op
            self.values = filter.arguments
            return
        }
        return nil
    }
}

extension FetchStatement {
    /// `SELECT` the number of rows in `range`: the rows before its upper end, less those before
    /// its lower end, each found from the buckets; with no upper end, the rows not before its
    /// lower end, counted from that end's group on.
    func rankedCount(_ range: RankedRange) -> SQLFragment {
        let order = range.order
        func before(_ bound: Int, orEqual: Bool) -> String {
            rankedCount(order, firstColumnBefore: "(SELECT v\(bound) FROM bounds)", orEqual: orEqual)
        }
        let count: String
        switch range.op {
        case .less: count = before(0, orEqual: false)
        case .lessOrEqual: count = before(0, orEqual: true)
        case .greater: count = rankedCount(order, firstColumnAfter: "(SELECT v0 FROM bounds)")
        case .greaterOrEqual: count = rankedCount(order, firstColumnAfter: "(SELECT v0 FROM bounds)", orEqual: true)
        case .equal: count = "\(before(0, orEqual: true)) - \(before(0, orEqual: false))"
        case .between: count = "\(before(1, orEqual: true)) - \(before(0, orEqual: false))"
        }
        let names = range.values.indices.map { "v\($0)" }.joined(separator: ", ")
        return SQLFragment(
            sql: "WITH bounds(\(names)) AS (SELECT \(SQL.placeholders(range.values.count))) SELECT \(count)",
            arguments: range.values
        )
    }
}
