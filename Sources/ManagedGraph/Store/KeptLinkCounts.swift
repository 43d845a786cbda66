import GRDB

// MARK: - How many rows point at each object, kept by the store

/// For each to-one relationship's column, how many rows of its table hold each key (and how
/// many hold none), kept in `Z_LINKCOUNT` by three triggers per column, so that rows grouped by
/// the object they point at — live results ordered or sectioned by a race's name — read one count
/// a race instead of walking the column's index, a step a row.
///
/// Triggers rather than the engine's saves, as for `KeptRowCounts`: every writer of the file runs
/// them, so no count drifts from its table. Each insert, delete, or change of such a column pays
/// a small update more in its transaction. A row without a related object counts under key 0,
/// which no row has (keys start at 1). Counts that fell to zero stay, as zero.
///
/// A store opened for writing gets the table and the triggers when it lacks them, each missing
/// column counted once then; a read-only store without them walks the index as before.
enum KeptLinkCounts {
    static let table = "Z_LINKCOUNT"
    private static let triggerPrefix = "Z_LINKCOUNT_"
    private static let events = ["insert", "delete", "update"]

    static let createTable =
        "CREATE TABLE IF NOT EXISTS \(table) (entity TEXT NOT NULL, relationship TEXT NOT NULL, "
        + "target INTEGER NOT NULL, rows INTEGER NOT NULL, PRIMARY KEY (entity, relationship, target)) WITHOUT ROWID"

    /// A table's to-one column: the table (its root entity's name) and the relationship.
    struct Column: Hashable {
        let table: String
        let relationship: String
    }

    static func columns(of schema: StoreSchema) -> [Column] {
        schema.roots.flatMap { root in
            schema.keyColumns(inTableOf: root).map { Column(table: root.name, relationship: $0.relationship.name) }
        }
    }

    /// The three triggers of `column`.
    static func triggers(of column: Column) -> [String] {
        let table = column.table.quotedSQLIdentifier
        let key = column.relationship.quotedSQLIdentifier
        let which =
            "entity = \(SchemaBuilder.textLiteral(column.table)) "
            + "AND relationship = \(SchemaBuilder.textLiteral(column.relationship))"
        func add(_ row: String) -> String {
            "INSERT OR IGNORE INTO \(Self.table) (entity, relationship, target, rows) VALUES "
                + "(\(SchemaBuilder.textLiteral(column.table)), \(SchemaBuilder.textLiteral(column.relationship)), "
                + "coalesce(\(row).\(key), 0), 0); "
                + "UPDATE \(Self.table) SET rows = rows + 1 WHERE \(which) AND target = coalesce(\(row).\(key), 0);"
        }
        let remove = { (row: String) in
            "UPDATE \(Self.table) SET rows = rows - 1 WHERE \(which) AND target = coalesce(\(row).\(key), 0);"
        }
        return [
            "CREATE TRIGGER \(triggerName(column, "insert").quotedSQLIdentifier) AFTER INSERT ON \(table) "
                + "FOR EACH ROW BEGIN \(add("NEW")) END",
            "CREATE TRIGGER \(triggerName(column, "delete").quotedSQLIdentifier) AFTER DELETE ON \(table) "
                + "FOR EACH ROW BEGIN \(remove("OLD")) END",
            "CREATE TRIGGER \(triggerName(column, "update").quotedSQLIdentifier) AFTER UPDATE OF \(key) ON \(table) "
                + "FOR EACH ROW WHEN OLD.\(key) IS NOT NEW.\(key) BEGIN \(remove("OLD")) \(add("NEW")) END",
        ]
    }

    private static func triggerName(_ column: Column, _ event: String) -> String {
        "\(triggerPrefix)\(column.table)_\(column.relationship)_\(event)"
    }

    /// Whether every to-one column of `schema` has its counts and triggers, and no trigger of
    /// them is left over.
    static func areComplete(for schema: StoreSchema, survey: SchemaSurvey) -> Bool {
        Survey(schema: schema, survey: survey).isComplete
    }

    /// Gives every to-one column of `schema` that lacks them its triggers and its counts, and
    /// drops what belongs to no column of it, in the caller's transaction; nothing is written when all is
    /// in place.
    static func ensure(for schema: StoreSchema, in db: Database, survey: SchemaSurvey? = nil) throws {
        let survey = Survey(schema: schema, survey: try survey ?? SchemaSurvey(db))
        guard !survey.isComplete else { return }
        try KeptCounts.remake(
            in: db,
            createTable: createTable,
            strays: survey.strayTriggers,
            uncounted: survey.uncounted,
            triggerNames: { column in events.map { triggerName(column, $0) } },
            triggers: triggers(of:)
        ) { column in
            let arguments: StatementArguments = [column.table, column.relationship]
            try db.execute(
                sql: "DELETE FROM \(Self.table) WHERE entity = ? AND relationship = ?",
                arguments: arguments
            )
            let key = "coalesce(\(column.relationship.quotedSQLIdentifier), 0)"
            try db.execute(
                sql: "INSERT INTO \(Self.table) (entity, relationship, target, rows) "
                    + "SELECT ?, ?, \(key), count(*) FROM \(column.table.quotedSQLIdentifier) GROUP BY \(key)",
                arguments: arguments
            )
        }
        // Counts of columns the schema no longer has.
        let kept = Set(columns(of: schema))
        var stale: [Column] = []
        try db.forEachRow(sql: "SELECT DISTINCT entity, relationship FROM \(Self.table)", arguments: []) { row in
            let column = Column(
                table: row.storeValue(0, type: .string).stringValue ?? "",
                relationship: row.storeValue(1, type: .string).stringValue ?? ""
            )
            if !kept.contains(column) { stale.append(column) }
        }
        for column in stale {
            try db.execute(
                sql: "DELETE FROM \(Self.table) WHERE entity = ? AND relationship = ?",
                arguments: [column.table, column.relationship]
            )
        }

    }

    /// What of the kept counts a store has, against what `schema` needs.
    private struct Survey {
        var uncounted: [Column]
        var strayTriggers: [String]

        var isComplete: Bool { uncounted.isEmpty && strayTriggers.isEmpty }

        init(schema: StoreSchema, survey: SchemaSurvey) {
            let names = survey.triggers.filter { $0.hasPrefix(triggerPrefix) }
            let columns = KeptLinkCounts.columns(of: schema)
            let expected = Set(columns.flatMap { column in events.map { triggerName(column, $0) } })
            let hasTable = survey.hasTable(KeptLinkCounts.table)
            uncounted = columns.filter { column in
                !hasTable || !events.allSatisfy { names.contains(triggerName(column, $0)) }
            }
            strayTriggers = names.subtracting(expected).sorted()
        }
    }

    /// The kept counts of the rows of `table` by the key in its `relationship` column (nil for
    /// the rows that hold none), the empty ones left out.
    static func counts(of table: String, relationship: String, in db: Database) throws -> [(key: Int64?, count: Int)] {
        var counts: [(key: Int64?, count: Int)] = []
        try db.forEachRow(
            sql: "SELECT target, rows FROM \(Self.table) WHERE entity = ? AND relationship = ? AND rows > 0",
            arguments: [.string(table), .string(relationship)]
        ) { row in
            let target = row.int64(0)
            counts.append((target == 0 ? nil : target, Int(row.int64(1))))
        }
        return counts
    }
}
