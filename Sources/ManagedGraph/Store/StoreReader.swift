import Foundation
import GRDB

// MARK: - The store's reading face

/// What the context, its fetches and its live results ask of the store, each question a
/// method, grouped by purpose: rows by key, fetches, relationships, uniqueness, and what other
/// processes committed. The SQL that answers them is written here and in the store's other
/// files, nowhere else (Core Data's persistent store does the same for its contexts).
///
/// Made by `PersistentStore.read(_:)` for the length of one use of the connection; the rows it
/// hands out are valid only during the call that hands them.
struct StoreReader {
    let store: PersistentStore
    let db: Database

    // MARK: Rows by key

    /// How many keys one statement reads: well under SQLite's limit of bound variables.
    static let keysPerStatement = 500

    /// The rows of an entity's objects with `keys` (at most `keysPerStatement`, in any order),
    /// in key order, laid out by `RowLayout.columns(of:alias:)`, each handed with its key (read
    /// here once, for the callers too).
    func forEachRow(
        of entity: EntityDescription,
        keys: ArraySlice<Int64>,
        _ body: (Int64, StatementRow) throws -> Void
    ) throws {
        if let range = Self.contiguousRange(keys) {
            try forEachRow(of: entity, run: range, body)
        } else {
            let reads = store.rowReads[entity.name] ?? RowReads(entity: entity)
            try db.forEachRow(sql: reads.byKeys(keys.count), keys: keys) { row in try body(row.int64(0), row) }
        }
    }

    /// `forEachRow(of:keys:_:)` for a run of consecutive keys (a fetch in key order, rows
    /// inserted together): one range of the table, read in order, instead of a look-up per key.
    /// The same rows come back: as many rows as keys from the lowest on, those past the highest
    /// (there when a row of the range is gone) passed over.
    func forEachRow(
        of entity: EntityDescription,
        run: ClosedRange<Int64>,
        _ body: (Int64, StatementRow) throws -> Void
    ) throws {
        let reads = store.rowReads[entity.name] ?? RowReads(entity: entity)
        let arguments = [run.lowerBound, Int64(run.count)][...]
        try db.forEachRow(sql: reads.fromKey, keys: arguments) { row in
            let key = row.int64(0)
            if key <= run.upperBound { try body(key, row) }
        }
    }

    /// The keys as a closed range when they are exactly its members (distinct and consecutive,
    /// in any order), else nil.
    static func contiguousRange(_ keys: ArraySlice<Int64>) -> ClosedRange<Int64>? {
        guard keys.count > 1, let low = keys.min(), let high = keys.max() else { return nil }
        // Keys of distinct objects are distinct: consecutive exactly when they fill the range.
        return high - low + 1 == Int64(keys.count) ? low...high : nil
    }

    /// One row's values and version as the store has them now, or nil when it is gone.
    func storedRow(of entity: EntityDescription, key: Int64) throws -> (values: SlotValues, version: Int64)? {
        try Self.storedRow(of: entity, key: key, in: db)
    }

    static func storedRow(
        of entity: EntityDescription,
        key: Int64,
        in db: Database
    ) throws -> (values: SlotValues, version: Int64)? {
        let row = try Row.fetchOne(
            db,
            sql: "SELECT \(RowLayout.columns(of: entity, alias: nil)) FROM \(entity.quotedTable) "
                + "WHERE \(StoreSchema.primaryKey) = ?",
            arguments: [key]
        )
        return row.map { (RowLayout.values(of: entity, from: $0, offset: 0), $0[1] as Int64) }
    }

    // MARK: Fetches

    /// Each matching row, laid out as an object (`RowLayout`), in the fetch's order.
    func forEachObjectRow(_ fetch: FetchStatement, limited: Bool, _ body: (StatementRow) throws -> Void) throws {
        let fragment = try planned(fetch, limited: limited).objects(limited: limited)
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments, body)
    }

    /// The matching primary keys, in order.
    func keys(_ fetch: FetchStatement, limited: Bool) throws -> [Int64] {
        if let run = try keyRun(fetch, limited: limited) { return Array(run) }
        return try keysByStepping(fetch, limited: limited)
    }

    /// The matching primary keys, in order, each read from a row of the fetch's statement: for a
    /// caller that asked `keyRun(_:limited:)` already.
    func keysByStepping(_ fetch: FetchStatement, limited: Bool) throws -> [Int64] {
        let fragment = try planned(fetch, limited: limited).keys(limited: limited)
        var keys: [Int64] = []
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in keys.append(row.int64(0)) }
        return keys
    }

    /// The matching primary keys as a run of consecutive keys, read without stepping through
    /// them, when the fetch selects every key of its table in key order and they are one run
    /// (see `everyKeyAsRun(of:)`); nil otherwise.
    func keyRun(_ fetch: FetchStatement, limited: Bool) throws -> ClosedRange<Int64>? {
        guard fetch.selectsEveryKeyInOrder(limited: limited) else { return nil }
        return try everyKeyAsRun(of: fetch.entity)
    }

    /// Every key of `entity`'s table when they are one run of consecutive keys (a table never
    /// deleted from), from its lowest and highest key and its kept row count, read in one
    /// statement so that the three agree; nil when they are not a run or the store keeps no
    /// count. Distinct keys as many as the range holds are the whole range: the keys of a batched
    /// fetch of a whole table are then known without stepping through every row for them.
    private func everyKeyAsRun(of entity: EntityDescription) throws -> ClosedRange<Int64>? {
        guard store.keepsRowCounts else { return nil }
        let table = entity.quotedTable
        let key = StoreSchema.primaryKey
        // Each bound its own subquery: SQLite reads a lone min() or max() of the key from one
        // end of the table, but both in one query from a scan of it.
        var bounds: (low: Int64, high: Int64, rows: Int64)?
        try db.forEachRow(
            sql: "SELECT (SELECT min(\(key)) FROM \(table)), (SELECT max(\(key)) FROM \(table)), "
                + "(SELECT rows FROM \(KeptRowCounts.table) WHERE entity = ?)",
            arguments: [.string(entity.rootName)]
        ) { row in
            guard let low = row.optionalInt64(0), let high = row.optionalInt64(1), let rows = row.optionalInt64(2)
            else { return }
            bounds = (low, high, rows)
        }
        guard let bounds, bounds.high >= bounds.low, bounds.high - bounds.low + 1 == bounds.rows else { return nil }
        return bounds.low...bounds.high
    }

    /// The matching primary keys, in order, each with the entity its row is of (an index into
    /// the fetch's `MixedRowLayout.kinds`), for a fetch whose rows can be of several entities.
    /// A row of an entity the fetch does not know is left out.
    func keysAndKinds(_ fetch: FetchStatement, limited: Bool) throws -> (keys: [Int64], kinds: [Int]) {
        guard let layout = fetch.mixedLayout else {
            let keys = try self.keys(fetch, limited: limited)
            return (keys, Array(repeating: 0, count: keys.count))
        }
        let fragment = try planned(fetch, limited: limited).keys(limited: limited)
        var keys: [Int64] = []
        var kinds: [Int] = []
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in
            guard let kind = layout.kinds.firstIndex(where: { row.text(1, equals: $0.name) }) else { return }
            keys.append(row.int64(0))
            kinds.append(kind)
        }
        return (keys, kinds)
    }

    /// The entity each of `keys` is of, by key, among the concrete entities of `entity`'s
    /// hierarchy: what a key of an entity with sub-entities does not say. Keys without a row
    /// are not in the result.
    func kinds(of keys: [Int64], in entity: EntityDescription) throws -> [Int64: String] {
        var kinds: [Int64: String] = [:]
        let names = entity.concreteKinds.map { Array($0.utf8) }
        for start in stride(from: 0, to: keys.count, by: Self.keysPerStatement) {
            let chunk = keys[start..<min(start + Self.keysPerStatement, keys.count)]
            let sql =
                "SELECT \(StoreSchema.primaryKey), \(StoreSchema.kind) FROM \(entity.quotedTable) "
                + "WHERE \(StoreSchema.primaryKey) IN (\(SQL.placeholders(chunk.count)))"
            try db.forEachRow(sql: sql, keys: chunk) { row in
                if let index = names.firstIndex(where: { row.text(1, equals: $0) }) {
                    kinds[row.int64(0)] = entity.concreteKinds[index]
                }
            }
        }
        return kinds
    }

    /// The rows of a table, from the store's kept counts; nil for a store without them.
    func keptRows(of table: String) throws -> Int? {
        store.keepsRowCounts ? try KeptRowCounts.rows(of: table, in: db) : nil
    }

    /// How many rows match (limit and offset not applied).
    func count(_ fetch: FetchStatement) throws -> Int {
        if fetch.whereClause == nil, store.keepsRowCounts,
            let rows = try KeptRowCounts.rows(of: fetch.entity.rootName, in: db)
        {
            return rows
        }
        // The rows pointing at one related row: its kept link count, not a step a match.
        if store.keepsLinkCounts, let filter = fetch.whereClause,
            let match = RelatedMatch(filter: filter, entity: fetch.entity, schema: store.schema)
        {
            let fragment = fetch.linkCount(match, filter: filter)
            return try Int.fetchOne(
                db,
                sql: fragment.sql,
                arguments: StatementArguments(storeValues: fragment.arguments)
            )
                ?? 0
        }
        // A range of a ranked attribute: two positions in its counted order, not a step a match.
        let fragment = fetch.rankedRange.map(fetch.rankedCount) ?? fetch.count()
        return try Int.fetchOne(db, sql: fragment.sql, arguments: StatementArguments(storeValues: fragment.arguments))
            ?? 0
    }

    /// How many matching rows, `excluded` left out, sort before (or `after`) a row with sort
    /// values `values` and key `key`, counting no further than `limit` (see
    /// `FetchStatement.count(before:key:after:excluding:limit:)`; through the buckets of a ranked
    /// order, `FetchStatement.rankedCount(_:before:key:excluding:)`).
    func count(
        _ fetch: FetchStatement,
        before values: [StoreValue],
        key: Int64,
        after: Bool = false,
        excluding excluded: [Int64],
        limit: Int? = nil
    ) throws -> Int {
        // A ranked order counts exactly, whatever the limit, in a few thousand steps.
        let fragment =
            if let ranked = fetch.ranked, !after {
                fetch.rankedCount(ranked, before: values, key: key, excluding: excluded)
            } else {
                fetch.count(before: values, key: key, after: after, excluding: excluded, limit: limit)
            }
        return try Int.fetchOne(db, sql: fragment.sql, arguments: StatementArguments(storeValues: fragment.arguments))
            ?? 0
    }

    /// How many rows of `fetch`, whose order is ranked, come before a row with sort values
    /// `values` and key `key`, to within a bucket of the order (see
    /// `FetchStatement.rankedRoughCount(_:before:key:)`), of how many rows; nil for an order
    /// not ranked, or a table whose rows are not counted.
    func roughPlace(_ fetch: FetchStatement, of values: [StoreValue], key: Int64) throws -> (before: Int, rows: Int)? {
        guard let ranked = fetch.ranked else { return nil }
        let fragment = fetch.rankedRoughCount(ranked, before: values, key: key)
        var place: (before: Int, rows: Int)?
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in
            guard let rows = row.optionalInt64(1) else { return }
            place = (Int(row.int64(0)), Int(rows))
        }
        return place
    }

    /// `count(_:before:key:excluding:)` from the nearer end of the order, for a row among
    /// `rows` untouched rows: a count steps over every row it counts, and which end is nearer
    /// is not known, so both are tried, each as far as `reach`, which grows eightfold a round.
    /// The rows before and after the row are all the `rows`, so once twice the reach passes
    /// their number, one of the two counts ends within it. A row d rows from the nearer end
    /// costs at most some 12·d steps, and one in the middle about 1.3 times a count from the
    /// start. A ranked order counts exactly at once.
    func countFromNearerEnd(
        _ fetch: FetchStatement,
        before values: [StoreValue],
        key: Int64,
        excluding excluded: [Int64],
        among rows: Int,
        reach first: Int
    ) throws -> Int {
        if fetch.ranked != nil { return try count(fetch, before: values, key: key, excluding: excluded) }
        var reach = first
        while true {
            let before = try count(fetch, before: values, key: key, excluding: excluded, limit: reach)
            if before < reach { return before }
            let after = try count(fetch, before: values, key: key, after: true, excluding: excluded, limit: reach)
            if after < reach { return rows - after }
            // Both reached it: the row cannot be among fewer rows than twice the reach (a
            // count that has drifted is counted whole rather than looped on).
            guard 2 * reach <= rows else { return try count(fetch, before: values, key: key, excluding: excluded) }
            reach *= 8
        }
    }

    /// The values of `columns` for each matching row, in order, each read as its type says.
    func values(
        _ columns: FetchStatement.ValueColumns,
        types: [AttributeType],
        of fetch: FetchStatement
    ) throws
        -> [[StoreValue]]
    {
        let fragment = try planned(fetch, limited: true).values(columns, limited: true)
        return try Row.fetchAll(db, sql: fragment.sql, arguments: StatementArguments(storeValues: fragment.arguments))
            .map { row in
                types.enumerated().map { index, type in RowLayout.storeValue(row[index] as DatabaseValue, type: type) }
            }
    }

    /// Each matching row's key and the values of `columns`, in order (all of them: no limit).
    func forEachKeyAndValues(
        _ columns: FetchStatement.ValueColumns,
        types: [AttributeType],
        of fetch: FetchStatement,
        _ body: (Int64, [StoreValue]) throws -> Void
    ) throws {
        let fragment = fetch.keysAndValues(columns)
        try db.forEachRow(sql: fragment.sql, arguments: fragment.arguments) { row in
            try body(row.int64(0), types.enumerated().map { row.storeValue($0 + 1, type: $1) })
        }
    }

    /// The keys of the rows of `fetch`'s entities (the entity, and its sub-entities unless the
    /// fetch leaves them out) that match `predicate`, in no particular order; nil when the
    /// predicate cannot be compiled for the entity.
    func keys(of fetch: FetchStatement, matching predicate: ObjectPredicate) throws -> [Int64]? {
        let entity = fetch.entity
        let alias = FetchStatement.alias
        let compiled: SQLFragment
        do throws(PredicateError) {
            compiled = try PredicateSQLCompiler(schema: store.schema).compile(predicate, entity: entity, alias: alias)
        } catch {
            return nil
        }
        let fragment = SQLFragment.both(fetch.kindFilter, compiled)!
        let sql =
            "SELECT \(alias).\(StoreSchema.primaryKey) FROM \(entity.quotedTable) \(alias) "
            + "WHERE \(fragment.sql)"
        return try Int64.fetchAll(db, sql: sql, arguments: StatementArguments(storeValues: fragment.arguments))
    }

    /// The statement a fetch of objects runs and SQLite's plan for it.
    func queryPlan(_ fetch: FetchStatement) throws -> QueryPlan {
        let fragment = try planned(fetch, limited: true).objects(limited: true)
        let rows = try Row.fetchAll(
            db,
            sql: "EXPLAIN QUERY PLAN " + fragment.sql,
            arguments: StatementArguments(storeValues: fragment.arguments)
        )
        // Columns: id, parent, unused, detail. A step is one level deeper than its parent.
        var depth: [Int64: Int] = [0: -1]
        let steps = rows.map { row -> String in
            let id: Int64 = row[0]
            let parent: Int64 = row[1]
            let level = (depth[parent] ?? -1) + 1
            depth[id] = level
            return String(repeating: "  ", count: level) + (row[3] as String)
        }
        return QueryPlan(sql: fragment.sql, steps: steps)
    }

    /// Counts rows, all of them in one statement (see `StoredRowCount`).
    func counts(_ counts: [StoredRowCount], entities: [EntityDescription]) throws -> [Int] {
        var terms: [String] = []
        var arguments: [StoreValue] = []
        for (count, entity) in zip(counts, entities) {
            var conditions: [String] = []
            if let name = count.typedAttribute, let attribute = entity.storedAttribute(named: name) {
                let storageClass = SchemaBuilder.storageClass(of: attribute.type)
                conditions.append("typeof(\(name.quotedSQLIdentifier)) = '\(storageClass)'")
            }
            // An entity's rows and its sub-entities', in a table its hierarchy shares.
            if entity.sharesTable && entity.rootName != entity.name {
                let kinds = FetchStatement.kindCondition(entity.concreteKinds, alias: entity.quotedTable)
                conditions.append(kinds.sql)
                arguments += kinds.arguments
            }
            let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
            terms.append("(SELECT count(*) FROM \(entity.quotedTable)\(filter))")
        }
        var result: [Int] = []
        try db.forEachRow(sql: "SELECT " + terms.joined(separator: ", "), arguments: arguments) { row in
            result = counts.indices.map { Int(row.int64($0)) }
        }
        return result
    }

    // MARK: Relationships

    /// The stored keys of one to-many relationship for several owners, in one query per chunk of
    /// owners: for each owner, its related keys in the relationship's order (by position when
    /// ordered, else by key). `onRow` is called for each row read.
    func toManyKeys(
        of owners: [Int64],
        relationship: RelationshipDescription,
        in entity: EntityDescription,
        onRow: () -> Void
    ) throws -> [[Int64]] {
        let sql: (Int) -> String
        switch store.schema.storage(of: relationship, in: entity) {
        case .inverseForeignKey(let table, let column):
            sql = { count in
                "SELECT \(column.quotedSQLIdentifier), \(StoreSchema.primaryKey) FROM \(table.quotedSQLIdentifier) "
                    + "WHERE \(column.quotedSQLIdentifier) IN (\(SQL.placeholders(count))) ORDER BY \(StoreSchema.primaryKey)"
            }
        case .joinTable(let table, let source, let target, let order):
            let ordering = order.map { "\($0), \(target)" } ?? target
            sql = { count in
                "SELECT \(source), \(target) FROM \(table.quotedSQLIdentifier) "
                    + "WHERE \(source) IN (\(SQL.placeholders(count))) ORDER BY \(source), \(ordering)"
            }
        case .foreignKey:
            throw ContextError.store("\(entity.name).\(relationship.name) is not a to-many relationship")
        }
        return try linkedKeys(of: owners, sql: sql) { row in
            onRow()
            return (row.int64(0), row.int64(1))
        }
    }

    /// Runs `sql` (given the number of owners it binds) for each chunk of `owners`, and gathers
    /// the related keys `link` reads from each row, by owner, in the rows' order.
    private func linkedKeys(
        of owners: [Int64],
        sql: (Int) -> String,
        link: (StatementRow) throws -> (owner: Int64, key: Int64)
    ) throws -> [[Int64]] {
        // A key table rather than a dictionary of `Int64` keys, whose first use in a process
        // costs a run-time conformance look-up: an app that shows a to-many relationship on its
        // first page reads it through here at every start.
        var byOwner = KeyTable<[Int64]>(capacity: owners.count)
        for start in stride(from: 0, to: owners.count, by: Self.keysPerStatement) {
            let chunk = owners[start..<min(start + Self.keysPerStatement, owners.count)]
            try db.forEachRow(sql: sql(chunk.count), keys: chunk) { row in
                let (owner, key) = try link(row)
                byOwner[owner] = (byOwner[owner] ?? []) + [key]
            }
        }
        return owners.map { byOwner[$0] ?? [] }
    }

    /// `toManyKeys(of:relationship:in:onRow:)`, with the related rows read in the same
    /// statement: each link joined with its object's row of `destination` (an entity without
    /// sub-entities), laid out by `RowLayout.columns(of:alias:)` and handed to `onRow` with its
    /// key. A link whose row is gone is kept, its row not handed.
    func toManyKeys(
        of owners: [Int64],
        relationship: RelationshipDescription,
        in entity: EntityDescription,
        joining destination: EntityDescription,
        onRow: (Int64, StatementRow) throws -> Void
    ) throws -> [[Int64]] {
        let columns = RowLayout.columns(of: destination, alias: "t1")
        let width = RowLayout.width(of: destination)
        let sql: (Int) -> String
        switch store.schema.storage(of: relationship, in: entity) {
        case .inverseForeignKey(let table, let column):
            let owner = "t1.\(column.quotedSQLIdentifier)"
            sql = { count in
                "SELECT \(columns), \(owner), t1.\(StoreSchema.primaryKey) FROM \(table.quotedSQLIdentifier) t1 "
                    + "WHERE \(owner) IN (\(SQL.placeholders(count))) ORDER BY \(owner), t1.\(StoreSchema.primaryKey)"
            }
        case .joinTable(let table, let source, let target, let order):
            let ordering = order.map { "l.\($0), l.\(target)" } ?? "l.\(target)"
            sql = { count in
                "SELECT \(columns), l.\(source), l.\(target) FROM \(table.quotedSQLIdentifier) l "
                    + "LEFT JOIN \(destination.quotedTable) t1 ON t1.\(StoreSchema.primaryKey) = l.\(target) "
                    + "WHERE l.\(source) IN (\(SQL.placeholders(count))) ORDER BY l.\(source), \(ordering)"
            }
        case .foreignKey:
            throw ContextError.store("\(entity.name).\(relationship.name) is not a to-many relationship")
        }
        return try linkedKeys(of: owners, sql: sql) { row in
            let key = row.int64(width + 1)
            if row.optionalInt64(0) != nil { try onRow(key, row) }
            return (row.int64(width), key)
        }
    }

    // MARK: Uniqueness

    /// The keys of the entity's stored rows, other than `key`, whose `attribute` holds `value`.
    func keys(
        of entity: EntityDescription,
        holding value: StoreValue,
        in attribute: AttributeDescription,
        except key: Int64
    ) throws -> [Int64] {
        let sql =
            "SELECT \(StoreSchema.primaryKey) FROM \(entity.quotedTable) "
            + "WHERE \(attribute.name.quotedSQLIdentifier) = ? AND \(StoreSchema.primaryKey) <> ?"
        return try Int64.fetchAll(db, sql: sql, arguments: StatementArguments(storeValues: [value, .integer(key)]))
    }

    // MARK: Other processes' commits

    /// SQLite's `data_version`: it changes when another connection commits to the file.
    func dataVersion() throws -> Int64 {
        try db.firstInt64(sql: "PRAGMA data_version") ?? 0
    }

    /// The newest logged transaction's number (0 for an empty log).
    func lastTransaction() throws -> Int64 {
        try TransactionLog.lastTransaction(in: db)
    }

    /// The logged transactions after `transaction`, oldest first, or nil when the log no longer
    /// reaches back that far.
    func transactions(after transaction: Int64) throws -> [(Int64, TransactionRecord)]? {
        try TransactionLog.records(after: transaction, in: db)
    }
}
