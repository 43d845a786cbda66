// MARK: - A range counted per related object, from a counted index

extension FetchStatement {
    /// `SELECT` each related object's key and how many of its rows `range` holds (zero for
    /// some), then the count of matching rows that point at none, when there are some; of the
    /// objects `among` (nil standing for the rows that point at none) when given, of every one
    /// otherwise.
    ///
    /// `order` is a counted index's (`KeptRanks+Partitions`): the related object, then the
    /// range's attribute. Each bound has a cut in each object: the last of its buckets that
    /// starts before the bound, found by a seek. The rows between two places are the buckets
    /// between their cuts, summed, and the rows from each cut to its bound, counted in the
    /// index — a bucket's steps at most, where grouping the matches steps over each. The
    /// objects are found by a seek each in the buckets, and their cuts written once: a table
    /// of a row an object, which SQLite scans (its full-scan steps).
    func rangeCountsPerGroup(
        _ order: KeptRanks.Order,
        _ range: RankedRange,
        among objects: [Int64?]? = nil
    ) -> SQLFragment {
        let buckets = order.buckets.quotedSQLIdentifier
        let (object, value, key) = (order.columns[0], order.columns[1], order.columns[2])
        let table = "\(entity.quotedTable) \(Self.alias)"
        let row = { (column: String) in "\(Self.alias).\(column)" }
        var cuts: [String] = []
        /// The last bucket of each object starting before bound `v<bound>` (at or before it when
        /// `orEqual`): its key columns, as a row value of the cuts; and the rows from its start
        /// to the bound, counted in the index.
        func cut(_ bound: Int, orEqual: Bool) -> (bucket: String, partial: String) {
            let name = "k\(bound)\(orEqual ? "e" : "s")"
            let op = orEqual ? "<=" : "<"
            let limit = "(SELECT v\(bound) FROM bounds)"
            for column in ["c1", "c2"] where !cuts.contains(where: { $0.hasSuffix("AS \(name)\(column)") }) {
                cuts.append(
                    "(SELECT \(column) FROM \(buckets) k WHERE k.c0 = parts.c0 AND k.c1 \(op) \(limit) "
                        + "ORDER BY k.c1 DESC, k.c2 DESC LIMIT 1) AS \(name)\(column)"
                )
            }
            let first = "cuts.\(name)c1"
            // The rows from the cut to the bound: after its value, then its ties from its key on.
            let partial =
                "((SELECT count(*) FROM \(table) WHERE \(row(object)) = cuts.c0 AND \(row(value)) > \(first) "
                + "AND \(row(value)) \(op) \(limit)) + (SELECT count(*) FROM \(table) WHERE \(row(object)) = cuts.c0 "
                + "AND \(row(value)) = \(first) AND \(row(key)) >= cuts.\(name)c2))"
            return ("(cuts.\(name)c1, cuts.\(name)c2)", partial)
        }
        /// The object's buckets meeting `condition`, summed.
        func sum(_ condition: String) -> String {
            "(SELECT coalesce(sum(k.rows), 0) FROM \(buckets) k WHERE k.c0 = cuts.c0 AND \(condition))"
        }
        // Summed on the bound's side: the buckets after the lower bound's cut, before the upper
        // bound's, or between the two.
        let count: String
        switch range.op {
        case .less, .lessOrEqual:
            let below = cut(0, orEqual: range.op == .lessOrEqual)
            count = "\(sum("(k.c1, k.c2) < \(below.bucket)")) + \(below.partial)"
        case .greater, .greaterOrEqual:
            let above = cut(0, orEqual: range.op == .greater)
            count = "\(sum("(k.c1, k.c2) >= \(above.bucket)")) - \(above.partial)"
        case .equal, .between:
            let upper = range.op == .equal ? 0 : 1
            let (low, high) = (cut(0, orEqual: false), cut(upper, orEqual: true))
            count =
                "CASE WHEN (SELECT v0 FROM bounds) <= (SELECT v\(upper) FROM bounds) THEN "
                + "\(sum("(k.c1, k.c2) >= \(low.bucket) AND (k.c1, k.c2) < \(high.bucket)")) "
                + "+ \(high.partial) - \(low.partial) ELSE 0 END"
        }
        let names = range.values.indices.map { "v\($0)" }.joined(separator: ", ")
        let next = { (after: String) in "(SELECT c0 FROM \(buckets) WHERE c0 > \(after) ORDER BY c0 LIMIT 1)" }
        let keys = objects?.compactMap { $0 }.map(StoreValue.integer)
        // The objects named, or every object with buckets, found by a seek each.
        let parts =
            keys.map { keys in
                keys.isEmpty
                    ? "parts(c0) AS (SELECT NULL)"
                    : "parts(c0) AS (VALUES \(keys.map { _ in "(?)" }.joined(separator: ", ")))"
            }
                ?? """
                parts(c0) AS (SELECT \(next(KeptRanks.lowest)) UNION ALL SELECT \(next("parts.c0")) FROM parts \
                WHERE parts.c0 IS NOT NULL)
                """
        // The filter on the whole would evaluate the count twice: objects without matches are
        // left to the caller.
        var sql = """
            WITH RECURSIVE bounds(\(names)) AS (SELECT \(SQL.placeholders(range.values.count))), \(parts), \
            cuts AS MATERIALIZED (SELECT c0, \(cuts.joined(separator: ", ")) FROM parts WHERE c0 IS NOT NULL) \
            SELECT c0, \(count) FROM cuts
            """
        var arguments = range.values + (keys ?? [])
        if let filter = whereClause, objects?.contains(where: { $0 == nil }) ?? true {
            sql += """
                 UNION ALL SELECT NULL, count(*) FROM \(table) WHERE \(row(object)) IS NULL AND \(filter.sql) \
                HAVING count(*) > 0
                """
            arguments += filter.arguments
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }
}
