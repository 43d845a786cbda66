import GRDB

// MARK: - The order of a ranked attribute, counted in buckets

/// For each ranked attribute (`AttributeDescription.isRanked`), its table's rows in the order of
/// a sort by it alone, counted in buckets of a few hundred: a table `Z_RANK_<Entity>_<name>`
/// with a row per bucket, its first key in that order (the sort columns and the primary key)
/// and how many rows it holds. A row belongs to the last bucket whose first key is not after
/// its own; the first bucket's key comes before every value (`lowest`). Buckets are counted in
/// turn in groups of tens of thousands of rows (`Z_RANK_<Entity>_<name>_GROUPS`, the same
/// columns), each starting at one of its buckets' keys. So the rows before a key are the groups
/// before its group, summed, its group's buckets before its bucket, summed, and its bucket's
/// rows before it, counted in the index: a few hundred steps of each kind, whatever the rows,
/// where counting from the first row steps over every row before. That is what finds a page in
/// the middle of ten million rows, or a moved row's new place, as fast as in a thousand.
///
/// Triggers keep it, as for `KeptRowCounts`, so every writer of the file does: an insert adds
/// one to its bucket and its group, a delete takes one away, a change of the attribute does
/// both (a seek and an update each). A bucket that grows past twice its size is split at its
/// middle by a trigger of its own, which steps over half a bucket in the index; a group past
/// twice its size is split where its buckets' running sum passes the size. Buckets emptied by
/// deletes stay; they cost a row of a sum each. Text ordered by its folded column also keeps
/// its rows counted by first character (`Z_RANK_<Entity>_<name>_INITIALS`), which sections by
/// initial read a row a letter.
///
/// A store opened for writing gets the table and its triggers when it lacks them, the table
/// filled then by one walk of the attribute's index; a read-only store without them steps
/// over rows as before.
enum KeptRanks {
    /// The size of a bucket when it is made or split.
    static let bucketRows = 512
    /// The size of a group of buckets when it is made or split: a whole number of buckets, so
    /// that the groups made with the buckets start where buckets do.
    static let groupRows = 128 * bucketRows
    /// A key after every value, number or text, as a first column: the end of the last group.
    static let highest = "x''"
    /// The first bucket's key: minus infinity in every column, before any number or text, so
    /// that every row has a bucket at or before it and a trigger never has to make one.
    static let lowest = "-9e999"
    private static let prefix = "Z_RANK_"
    private static let events = ["insert", "delete", "update", "split", "groupsplit"]

    /// A ranked attribute's order in its table: the columns an ascending sort by it alone
    /// orders by (the folded text first for text), then the primary key.
    struct Order: Hashable {
        let table: String
        let attribute: String
        /// The columns, as SQL names them (quoted where the model names them), the primary key
        /// last.
        let columns: [String]
        /// Whether no bucket holds rows of two values of the first column: a counted index's
        /// order, whose rows are counted per related object (`KeptRanks+Partitions`).
        var isPartitioned = false

        /// The size of a bucket when it is made or split. A counted index's buckets are
        /// smaller: a range is counted in each related object, a bucket's steps in each, where
        /// an order of one attribute steps over one bucket for a whole count.
        var bucketRows: Int { isPartitioned ? KeptRanks.bucketRows / 4 : KeptRanks.bucketRows }

        /// The table of its buckets.
        var buckets: String { "\(KeptRanks.prefix)\(table)_\(attribute)" }
        /// The table of its groups of buckets.
        var groups: String { "\(buckets)_GROUPS" }
        /// The table of its rows counted by their first character, for text ordered by its
        /// folded column; nil for other orders.
        var initials: String? {
            columns[0].hasPrefix(StoreSchema.foldedPrefix) ? "\(buckets)_INITIALS" : nil
        }
        /// The tables of its counts in order: the buckets, and their groups but for a counted
        /// index, whose counts are read a related object at a time (a few dozen buckets each).
        var counts: [String] { isPartitioned ? [buckets] : [buckets, groups] }
        /// The tables kept for it.
        var tables: [String] { counts + [initials].compactMap { $0 } }
        /// What its triggers follow.
        var events: [String] { isPartitioned ? KeptRanks.events.filter { $0 != "groupsplit" } : KeptRanks.events }
        /// The buckets' key columns, `c0`, `c1`…, one per column of the order.
        var keys: [String] { columns.indices.map { "c\($0)" } }
        var keyList: String { "(\(keys.joined(separator: ", ")))" }

        /// The order's columns of `row` (`NEW`, `OLD`, or a table's alias), as a row value.
        func tuple(_ row: String) -> String {
            "(\(columns.map { "\(row).\($0)" }.joined(separator: ", ")))"
        }
    }

    static func orders(of schema: StoreSchema) -> [Order] {
        schema.roots.flatMap { root in
            root.attributes.filter { $0.isRanked && root.declaringEntityName(of: $0.name) == root.name }.map {
                attribute in
                Order(
                    table: root.name,
                    attribute: attribute.name,
                    columns: [schema.foldedColumn(for: attribute), attribute.name.quotedSQLIdentifier].compactMap { $0 }
                        + [StoreSchema.primaryKey]
                )
            } + partitionedOrders(of: root)
        }
    }

    /// The ranked order an ascending sort of `root`'s whole table by `attribute` alone gives,
    /// if that attribute is ranked.
    static func order(of root: EntityDescription, sortedBy attribute: String, schema: StoreSchema) -> Order? {
        orders(of: schema).first { $0.table == root.name && $0.attribute == attribute }
    }

    // MARK: Triggers

    /// The bucket (or group, in `table`) holding the row whose order values are `tuple`: the
    /// last one starting at or before it.
    private static func bucket(of order: Order, holding tuple: String, in table: String? = nil) -> String {
        let descending = order.keys.map { "\($0) DESC" }.joined(separator: ", ")
        return "(SELECT \(order.keys.joined(separator: ", ")) FROM \((table ?? order.buckets).quotedSQLIdentifier) "
            + "WHERE \(order.keyList) <= \(tuple) ORDER BY \(descending) LIMIT 1)"
    }

    static func triggers(of order: Order) -> [String] {
        let table = order.table.quotedSQLIdentifier
        let buckets = order.buckets.quotedSQLIdentifier
        let keys = order.keys.joined(separator: ", ")
        let groups = order.groups.quotedSQLIdentifier
        // A row with a null in its order is counted nowhere: a null first column finds no
        // bucket, but a null later one would find the bucket before its first column's.
        func count(_ row: String, _ change: String) -> String {
            let tuple = order.tuple(row)
            let present = order.columns.map { "\(row).\($0) IS NOT NULL" }.joined(separator: " AND ")
            return order.counts.map { counts in
                "UPDATE \(counts.quotedSQLIdentifier) SET rows = rows \(change) WHERE \(order.keyList) = "
                    + "\(bucket(of: order, holding: tuple, in: counts)) AND \(present); "
            }.joined()
        }
        // A row's first character, counted in the initials (a row of its own made first).
        func initial(_ row: String, _ change: String) -> String {
            guard let initials = order.initials?.quotedSQLIdentifier else { return "" }
            let first = "substr(\(row).\(order.columns[0]), 1, 1)"
            return (change == "+ 1" ? " INSERT OR IGNORE INTO \(initials) (initial, rows) VALUES (\(first), 0);" : "")
                + " UPDATE \(initials) SET rows = rows \(change) WHERE initial = \(first);"
        }
        func add(_ row: String) -> String { partitionStart(of: order, row) + count(row, "+ 1") + initial(row, "+ 1") }
        func remove(_ row: String) -> String { count(row, "- 1") + initial(row, "- 1") }
        let changed = order.columns.dropLast().joined(separator: ", ")
        let newKey = "(\(order.keys.map { "NEW.\($0)" }.joined(separator: ", ")))"
        let split =
            "INSERT INTO \(buckets) (\(keys), rows) SELECT \(order.columns.joined(separator: ", ")), "
            + "NEW.rows - \(order.bucketRows) FROM \(table) WHERE \(order.tuple(order.table)) >= \(newKey) "
            + "ORDER BY \(order.columns.joined(separator: ", ")) LIMIT 1 OFFSET \(order.bucketRows); "
            + "UPDATE \(buckets) SET rows = \(order.bucketRows) WHERE \(order.keyList) = \(newKey);"
        // The first of the group's buckets before which its running sum reaches the size: a
        // new group from there on. The buckets past the group's end come after it in the sum,
        // so the first to reach the size is the group's own.
        let splitPoint =
            "(SELECT \(keys), before FROM (SELECT \(keys), sum(rows) OVER (ORDER BY \(keys) ROWS UNBOUNDED PRECEDING) "
            + "- rows AS before FROM \(buckets) WHERE \(order.keyList) >= \(newKey)) WHERE before >= \(groupRows) "
            + "ORDER BY \(keys) LIMIT 1)"
        let groupSplit =
            "UPDATE \(groups) SET rows = coalesce((SELECT before FROM \(splitPoint)), rows) WHERE \(order.keyList) = \(newKey); "
            + "INSERT INTO \(groups) (\(keys), rows) SELECT \(keys), NEW.rows - before FROM \(splitPoint);"
        let all = [
            "insert": "CREATE TRIGGER \(triggerName(order, "insert").quotedSQLIdentifier) AFTER INSERT ON \(table) "
                + "FOR EACH ROW BEGIN \(add("NEW")) END",
            "delete": "CREATE TRIGGER \(triggerName(order, "delete").quotedSQLIdentifier) AFTER DELETE ON \(table) "
                + "FOR EACH ROW BEGIN \(remove("OLD")) END",
            "update":
                "CREATE TRIGGER \(triggerName(order, "update").quotedSQLIdentifier) AFTER UPDATE OF \(changed) ON \(table) "
                + "FOR EACH ROW WHEN \(order.tuple("OLD")) IS NOT \(order.tuple("NEW")) BEGIN \(remove("OLD")) \(add("NEW")) END",
            "split":
                "CREATE TRIGGER \(triggerName(order, "split").quotedSQLIdentifier) AFTER UPDATE OF rows ON \(buckets) "
                + "FOR EACH ROW WHEN NEW.rows > \(2 * order.bucketRows) BEGIN \(split) END",
            "groupsplit":
                "CREATE TRIGGER \(triggerName(order, "groupsplit").quotedSQLIdentifier) AFTER UPDATE OF rows ON \(groups) "
                + "FOR EACH ROW WHEN NEW.rows > \(2 * groupRows) BEGIN \(groupSplit) END",
        ]
        return order.events.compactMap { all[$0] }
    }

    private static func triggerName(_ order: Order, _ event: String) -> String {
        "\(order.buckets)_\(event)"
    }

    // MARK: Making them

    static func areComplete(for schema: StoreSchema, survey: SchemaSurvey) -> Bool {
        Survey(schema: schema, survey: survey).isComplete
    }

    /// Gives every ranked order of `schema` that lacks them its buckets and triggers, and drops
    /// those of orders the schema no longer has, in the caller's transaction.
    /// How many orders `ensure(for:in:survey:counted:)` would count.
    static func uncounted(for schema: StoreSchema, survey: SchemaSurvey) -> Int {
        Survey(schema: schema, survey: survey).uncounted.count
    }

    static func ensure(
        for schema: StoreSchema,
        in db: Database,
        survey: SchemaSurvey,
        counted: () -> Void = {}
    ) throws {
        let survey = Survey(schema: schema, survey: survey)
        guard !survey.isComplete else { return }
        for name in survey.strayTriggers { try db.execute(sql: "DROP TRIGGER \(name.quotedSQLIdentifier)") }
        for name in survey.strayTables { try db.execute(sql: "DROP TABLE \(name.quotedSQLIdentifier)") }
        for order in survey.uncounted {
            for event in KeptRanks.events {
                try db.execute(sql: "DROP TRIGGER IF EXISTS \(triggerName(order, event).quotedSQLIdentifier)")
            }
            for table in order.tables { try db.execute(sql: "DROP TABLE IF EXISTS \(table.quotedSQLIdentifier)") }
            for table in order.counts {
                try db.execute(
                    sql: "CREATE TABLE \(table.quotedSQLIdentifier) (\(order.keys.joined(separator: ", ")), "
                        + "rows INTEGER NOT NULL, PRIMARY KEY \(order.keyList)) WITHOUT ROWID"
                )
            }
            if let initials = order.initials {
                try db.execute(
                    sql: "CREATE TABLE \(initials.quotedSQLIdentifier) (initial TEXT NOT NULL PRIMARY KEY, "
                        + "rows INTEGER NOT NULL) WITHOUT ROWID"
                )
            }
            try fill(order, in: db)
            for trigger in triggers(of: order) { try db.execute(sql: trigger) }
            counted()
        }
    }

    /// Drops every bucket table and trigger, before a migration changes the tables they read:
    /// the store opened afterwards counts the new tables afresh.
    static func dropAll(in db: Database) throws {
        let survey = try SchemaSurvey(db)
        for name in survey.triggers where name.hasPrefix(prefix) {
            try db.execute(sql: "DROP TRIGGER \(name.quotedSQLIdentifier)")
        }
        for name in survey.tables where name.hasPrefix(prefix.lowercased()) {
            try db.execute(sql: "DROP TABLE \(name.quotedSQLIdentifier)")
        }
    }

    /// One walk of the order: the first bucket, then one every `bucketRows` rows; the groups
    /// likewise, every `groupRows`, from the same walk.
    private static func fill(_ order: Order, in db: Database) throws {
        if order.isPartitioned { return try fillPartitioned(order, in: db) }
        let columns = order.columns.joined(separator: ", ")
        let present = order.columns.map { "\($0) IS NOT NULL" }.joined(separator: " AND ")
        let table = order.table.quotedSQLIdentifier
        let rows = try db.firstInt64(sql: "SELECT count(*) FROM \(table) WHERE \(present)", arguments: []) ?? 0
        let keys = order.keys.joined(separator: ", ")
        for (counts, size) in [(order.buckets, bucketRows), (order.groups, groupRows)] {
            try db.execute(
                sql: "INSERT INTO \(counts.quotedSQLIdentifier) (\(keys), rows) VALUES "
                    + "(\(order.keys.map { _ in lowest }.joined(separator: ", ")), min(?, ?))",
                arguments: [size, rows]
            )
        }
        // Every bucket's first key, numbered, written once: the groups start at some of them.
        let aliased = zip(order.columns, order.keys).map { "\($0) AS \($1)" }.joined(separator: ", ")
        try db.execute(sql: "DROP TABLE IF EXISTS temp.z_rank_walk")
        try db.execute(
            sql: "CREATE TEMP TABLE z_rank_walk AS SELECT \(aliased), n FROM (SELECT \(columns), "
                + "row_number() OVER (ORDER BY \(columns)) - 1 AS n FROM \(table) WHERE \(present)) "
                + "WHERE n > 0 AND n % ? = 0",
            arguments: [bucketRows]
        )
        for (counts, size) in [(order.buckets, bucketRows), (order.groups, groupRows)] {
            try db.execute(
                sql: "INSERT INTO \(counts.quotedSQLIdentifier) (\(keys), rows) "
                    + "SELECT \(keys), min(?, ? - n) FROM temp.z_rank_walk WHERE n % ? = 0",
                arguments: [size, rows, size]
            )
        }
        try db.execute(sql: "DROP TABLE temp.z_rank_walk")
        if let initials = order.initials {
            // Every first character of the folded text, a seek each: the index gives the rows of
            // one character as a range, whose end bounds the next.
            let first = order.columns[0]
            let end = "substr(initials.folded, 1, 1) || CAST(x'FF' AS TEXT)"
            try db.execute(
                sql: """
                    WITH RECURSIVE initials(folded) AS (\
                    SELECT (SELECT \(first) FROM \(table) WHERE \(first) > '' ORDER BY \(first) LIMIT 1) \
                    UNION ALL \
                    SELECT (SELECT \(first) FROM \(table) WHERE \(first) >= \(end) ORDER BY \(first) LIMIT 1) \
                    FROM initials WHERE initials.folded IS NOT NULL) \
                    INSERT INTO \(initials.quotedSQLIdentifier) (initial, rows) \
                    SELECT substr(folded, 1, 1), (SELECT count(*) FROM \(table) \
                    WHERE \(first) >= substr(initials.folded, 1, 1) AND \(first) < \(end)) \
                    FROM initials WHERE folded IS NOT NULL
                    """
            )
            try db.execute(
                sql: "INSERT INTO \(initials.quotedSQLIdentifier) (initial, rows) "
                    + "SELECT '', count(*) FROM \(table) WHERE \(first) = ''"
            )
        }
    }

    /// What of the ranked orders a store has, against what `schema` needs.
    private struct Survey {
        var uncounted: [Order]
        var strayTriggers: [String]
        var strayTables: [String]

        var isComplete: Bool { uncounted.isEmpty && strayTriggers.isEmpty && strayTables.isEmpty }

        init(schema: StoreSchema, survey: SchemaSurvey) {
            let orders = KeptRanks.orders(of: schema)
            let names = survey.triggers.filter { $0.hasPrefix(prefix) }
            let expected = Set(orders.flatMap { order in order.events.map { triggerName(order, $0) } })
            uncounted = orders.filter { order in
                !order.tables.allSatisfy(survey.hasTable)
                    || !order.events.allSatisfy { names.contains(triggerName(order, $0)) }
            }
            strayTriggers = names.subtracting(expected).sorted()
            let tables = Set(orders.flatMap { $0.tables.map { $0.lowercased() } })
            strayTables = survey.tables.filter { $0.hasPrefix(prefix.lowercased()) && !tables.contains($0) }.sorted()
        }
    }
}
