import GRDB

// MARK: - How many rows each table holds, kept by the store

/// The number of rows of each entity table, kept in `Z_ROWCOUNT` by two triggers per table, so
/// that counting every object of an entity (what a list shows above its first page) reads one row
/// instead of walking an index of the whole table.
///
/// Triggers rather than the engine's saves: every writer of the file runs them — another
/// process, a heavy migration's copy, the `sqlite3` shell — so the count cannot drift from the
/// table. Each insert and delete pays one more small update in its transaction.
///
/// A store opened for writing gets the table and its triggers when it lacks them (a store made
/// before they existed, a table a migration made anew), each missing table counted once then.
/// A read-only store without them counts rows as before.
enum KeptRowCounts {
    static let table = "Z_ROWCOUNT"
    private static let triggerPrefix = "Z_ROWCOUNT_"

    static let createTable =
        "CREATE TABLE IF NOT EXISTS \(table) (entity TEXT PRIMARY KEY NOT NULL, rows INTEGER NOT NULL)"

    /// The two triggers of `table` (an entity table's name, unquoted).
    static func triggers(of table: String) -> [String] {
        let quoted = table.quotedSQLIdentifier
        let key = SchemaBuilder.textLiteral(table)
        return [
            "CREATE TRIGGER \(triggerName(table, "insert").quotedSQLIdentifier) AFTER INSERT ON \(quoted) FOR EACH ROW "
                + "BEGIN UPDATE \(Self.table) SET rows = rows + 1 WHERE entity = \(key); END",
            "CREATE TRIGGER \(triggerName(table, "delete").quotedSQLIdentifier) AFTER DELETE ON \(quoted) FOR EACH ROW "
                + "BEGIN UPDATE \(Self.table) SET rows = rows - 1 WHERE entity = \(key); END",
        ]
    }

    private static func triggerName(_ table: String, _ event: String) -> String {
        "\(triggerPrefix)\(table)_\(event)"
    }

    /// Whether every table of `schema` has its kept count and both triggers, and nothing else
    /// of them is left (a trigger of a table since renamed or dropped).
    static func areComplete(for schema: StoreSchema, survey: SchemaSurvey) -> Bool {
        Survey(schema: schema, survey: survey).isComplete
    }

    /// Gives every table of `schema` that lacks them its triggers and its count, and drops the
    /// triggers of tables the schema no longer has, in the caller's transaction; nothing is written when
    /// all is in place. `survey` is the schema as the store holds it now, read again when nil.
    static func ensure(for schema: StoreSchema, in db: Database, survey: SchemaSurvey? = nil) throws {
        let survey = Survey(schema: schema, survey: try survey ?? SchemaSurvey(db))
        guard !survey.isComplete else { return }
        try KeptCounts.remake(
            in: db,
            createTable: createTable,
            strays: survey.strayTriggers,
            uncounted: survey.uncounted,
            triggerNames: { table in ["insert", "delete"].map { triggerName(table, $0) } },
            triggers: triggers(of:)
        ) { table in
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO \(Self.table) (entity, rows) SELECT ?, count(*) FROM \(table.quotedSQLIdentifier)",
                arguments: [table]
            )
        }
        let tables = schema.roots.map(\.name)
        try db.execute(
            sql: "DELETE FROM \(Self.table) WHERE entity NOT IN (\(SQL.placeholders(tables.count)))",
            arguments: StatementArguments(tables)
        )

    }

    /// What of the kept counts a store has, against what `schema` needs.
    private struct Survey {
        /// The tables without the count table, or without both of their triggers.
        var uncounted: [String]
        /// Triggers of the count that belong to no table of the schema.
        var strayTriggers: [String]

        var isComplete: Bool { uncounted.isEmpty && strayTriggers.isEmpty }

        init(schema: StoreSchema, survey: SchemaSurvey) {
            let names = survey.triggers.filter { $0.hasPrefix(triggerPrefix) }
            let tables = schema.roots.map(\.name)
            let expected = Set(tables.flatMap { [triggerName($0, "insert"), triggerName($0, "delete")] })
            let hasTable = survey.hasTable(KeptRowCounts.table)
            uncounted = tables.filter { table in
                !hasTable || !names.contains(triggerName(table, "insert"))
                    || !names.contains(triggerName(table, "delete"))
            }
            strayTriggers = names.subtracting(expected).sorted()
        }
    }

    /// The kept count of `table`; nil when the store keeps none for it.
    static func rows(of table: String, in db: Database) throws -> Int? {
        try db.firstInt64(sql: "SELECT rows FROM \(Self.table) WHERE entity = ?", arguments: [.string(table)])
            .map { Int($0) }
    }
}
