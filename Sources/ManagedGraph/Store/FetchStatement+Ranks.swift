// MARK: - Positions found through the counted buckets of a ranked order

extension FetchStatement {
    static let ranksPayAbove = 128

    private var table: String { "\(entity.quotedTable) \(Self.alias)" }

    /// The rows' order columns as a row value: `(t0.Z_FOLD_name, t0."name", t0.Z_PK)`.
    private func rowTuple(_ ranked: KeptRanks.Order) -> String {
        ranked.tuple(Self.alias)
    }

    private func buckets(_ ranked: KeptRanks.Order) -> String {
        ranked.buckets.quotedSQLIdentifier
    }

    /// The page at the fetch's offset: the bucket it starts in is found by summing the buckets'
    /// counts in order (a row a bucket), and the page read from that bucket's first key, stepping
    /// over no more than a bucket's rows.
    func selectFromBucket(_ columns: String, _ ranked: KeptRanks.Order) -> SQLFragment {
        let keys = ranked.keys.joined(separator: ", ")
        let sql = """
            WITH start AS MATERIALIZED (SELECT \(keys), before FROM (SELECT \(keys), rows, \
            sum(rows) OVER (ORDER BY \(keys) ROWS UNBOUNDED PRECEDING) - rows AS before FROM \(buckets(ranked))) \
            WHERE before <= ? ORDER BY before DESC LIMIT 1) \
            SELECT \(columns) FROM \(table) WHERE \(rowTuple(ranked)) >= (SELECT \(keys) FROM start) \
            ORDER BY \(orderBy.joined(separator: ", ")) LIMIT ? OFFSET ? - (SELECT before FROM start)
            """
        let offset = StoreValue.integer(Int64(fetchOffset))
        return SQLFragment(sql: sql, arguments: [offset, .integer(Int64(fetchLimit > 0 ? fetchLimit : -1)), offset])
    }

    /// `SELECT` the number of rows before the row with sort values `values` and key `key`, the
    /// rows of `excluded` left out: the buckets before its bucket, summed, and the rows of its
    /// bucket before it, counted; then the excluded rows before it, found by their keys.
    func rankedCount(
        _ ranked: KeptRanks.Order,
        before values: [StoreValue],
        key: Int64,
        excluding excluded: [Int64]
    )
        -> SQLFragment
    {
        let termValues = orderTerms.map { $0.value(from: values, key: key) }
        let keys = ranked.keys.joined(separator: ", ")
        let descending = ranked.keys.map { "\($0) DESC" }.joined(separator: ", ")
        let placeholders = "(\(SQL.placeholders(termValues.count)))"
        var sql = """
            WITH start AS (SELECT \(keys) FROM \(buckets(ranked)) WHERE \(ranked.keyList) <= \(placeholders) \
            ORDER BY \(descending) LIMIT 1) \
            SELECT coalesce((SELECT sum(rows) FROM \(buckets(ranked)) WHERE \(ranked.keyList) < (SELECT \(keys) FROM start)), 0) \
            + (SELECT count(*) FROM \(table) WHERE \(rowTuple(ranked)) >= (SELECT \(keys) FROM start) \
            AND \(rowTuple(ranked)) < \(placeholders))
            """
        var arguments = termValues + termValues
        if !excluded.isEmpty {
            sql += """
                 - (SELECT count(*) FROM \(table) WHERE \(Self.alias).\(StoreSchema.primaryKey) \
                IN (\(SQL.placeholders(excluded.count))) AND \(rowTuple(ranked)) < \(placeholders))
                """
            arguments += excluded.map { .integer($0) } + termValues
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }

    /// The number of rows whose first order column is before the SQL expression `bound`: the
    /// buckets starting before it, summed, less the rows of the last of them that are not
    /// before it (a bucket's rows at most: those up to the next bucket's first value, and those
    /// with that value before its key). Used by `countsByInitial()`.
    ///
    /// Such a count costs about a bucket's steps wherever the bound is; counting a letter's
    /// rows directly costs a step a row. With few buckets the direct count is the cheaper:
    /// `ranksPayAbove` buckets is where the two meet (26 letters, two bounds each).
    func rankedCount(_ ranked: KeptRanks.Order, firstColumnBefore bound: String, orEqual: Bool = false) -> String {
        // Before, or at most: the buckets starting so, summed, less the rows of the last of them
        // past the bound.
        let (before, after) = orEqual ? ("<=", ">") : ("<", ">=")
        let first = "\(Self.alias).\(ranked.columns[0])"
        let rest = ranked.columns.dropFirst().map { "\(Self.alias).\($0)" }.joined(separator: ", ")
        let restKeys = ranked.keys.dropFirst().map { "next.\($0)" }.joined(separator: ", ")
        let next =
            "(SELECT * FROM \(buckets(ranked)) WHERE c0 \(after) \(bound) ORDER BY \(ranked.keys.joined(separator: ", ")) LIMIT 1)"
        return """
            (coalesce((SELECT sum(rows) FROM \(buckets(ranked)) WHERE c0 \(before) \(bound)), 0) - \
            coalesce((SELECT (SELECT count(*) FROM \(table) WHERE \(first) \(after) \(bound) AND \(first) < next.c0) \
            + (SELECT count(*) FROM \(table) WHERE \(first) = next.c0 AND (\(rest)) < (\(restKeys))) \
            FROM \(next) AS next), \
            (SELECT count(*) FROM \(table) WHERE \(first) \(after) \(bound))))
            """
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
    /// its lower end, each found from the buckets; the whole order's count, where an end is
    /// open, is the buckets' sum.
    func rankedCount(_ range: RankedRange) -> SQLFragment {
        let order = range.order
        let total = "(SELECT coalesce(sum(rows), 0) FROM \(order.buckets.quotedSQLIdentifier))"
        func before(_ bound: Int, orEqual: Bool) -> String {
            rankedCount(order, firstColumnBefore: "(SELECT v\(bound) FROM bounds)", orEqual: orEqual)
        }
        let count: String
        switch range.op {
        case .less: count = before(0, orEqual: false)
        case .lessOrEqual: count = before(0, orEqual: true)
        case .greater: count = "\(total) - \(before(0, orEqual: true))"
        case .greaterOrEqual: count = "\(total) - \(before(0, orEqual: false))"
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
