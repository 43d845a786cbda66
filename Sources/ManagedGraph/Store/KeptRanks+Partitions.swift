import GRDB

// MARK: - A counted index: the order kept per related object

/// A counted index (`FetchIndexDescription.isCounted`, `["race", "caught"]`) is kept as a
/// ranked order of its two columns and the primary key, with one rule more: no bucket holds the
/// rows of two related objects. Each related object's rows start a bucket of their own, keyed by
/// the object and `lowest`, so a range of the attribute is counted within each object from its
/// own buckets (`FetchStatement.rangeCountsPerGroup`). It keeps no groups of buckets: a count
/// reads one object's buckets, a few dozen at ten million rows, where groups cost two more
/// seeks an object than they save.
extension KeptRanks {
    static func partitionedOrders(of root: EntityDescription) -> [Order] {
        root.indexes.filter { $0.isCounted && $0.keys.count == 2 }.map { index in
            var order = Order(
                table: root.name,
                attribute: index.name,
                columns: index.keys.map(\.quotedSQLIdentifier) + [StoreSchema.primaryKey]
            )
            order.isPartitioned = true
            return order
        }
    }

    /// The statement an insert's trigger runs first: the bucket that starts the row's related
    /// object, when it has none yet and the row is counted (no key of it null).
    static func partitionStart(of order: Order, _ row: String) -> String {
        guard order.isPartitioned else { return "" }
        let present = order.columns.map { "\(row).\($0) IS NOT NULL" }.joined(separator: " AND ")
        return
            "INSERT OR IGNORE INTO \(order.buckets.quotedSQLIdentifier) (\(order.keys.joined(separator: ", ")), rows) "
            + "SELECT \(row).\(order.columns[0]), \(lowest), \(lowest), 0 WHERE \(present); "
    }

    /// One walk of the order per related object: a bucket at its start (keyed `lowest`), then
    /// one every `Order.bucketRows` of its rows, each full; then each object's last bucket,
    /// counted from its first key to the object's end (counting each object's rows in the walk
    /// took as long again as the walk).
    static func fillPartitioned(_ order: Order, in db: Database) throws {
        let (object, value, key) = (order.columns[0], order.columns[1], order.columns[2])
        let keys = order.keys.joined(separator: ", ")
        let buckets = order.buckets.quotedSQLIdentifier
        let table = order.table.quotedSQLIdentifier
        let present = order.columns.map { "\($0) IS NOT NULL" }.joined(separator: " AND ")
        try db.execute(
            sql: """
                INSERT INTO \(buckets) (\(keys), rows) \
                SELECT c0, CASE WHEN n = 0 THEN \(lowest) ELSE c1 END, CASE WHEN n = 0 THEN \(lowest) ELSE c2 END, ? \
                FROM (SELECT \(object) AS c0, \(value) AS c1, \(key) AS c2, \
                row_number() OVER (PARTITION BY \(object) ORDER BY \(value), \(key)) - 1 AS n \
                FROM \(table) WHERE \(present)) WHERE n % ? = 0
                """,
            arguments: [order.bucketRows, order.bucketRows]
        )
        try db.execute(
            sql: """
                UPDATE \(buckets) AS b SET rows = (SELECT count(*) FROM \(table) \
                WHERE \(object) = b.c0 AND \(present) AND (\(value), \(key)) >= (b.c1, b.c2)) \
                WHERE NOT EXISTS (SELECT 1 FROM \(buckets) AS later WHERE later.c0 = b.c0 \
                AND (later.c1, later.c2) > (b.c1, b.c2))
                """
        )
    }
}
