import GRDB
import GRDBSQLite

// MARK: - One entity's objects, a batch at a time

/// Migrates the objects of one destination entity in batches of source rows read in key order
/// after the last key done. Each batch runs in its caller's transaction, one source row at a
/// time: the row is read, made into its destination object and written before the next is
/// read, so memory holds one object whatever the batch size.
///
/// An entity whose values are all copies or defaults, with no policy, is copied by one
/// `INSERT … SELECT` a batch: nothing of it needs Swift.
final class ObjectBatches {
    private let entity: EntityPlan
    private let tables: HeavyMigrationTables
    private let batchSize: Int
    private let maker: DestinationMaker
    private let insert: (sql: String, parameters: [(slot: Int, folded: Bool)])
    private var statement: Statement?

    init(entity: EntityPlan, tables: HeavyMigrationTables, sourceCount: Int, batchSize: Int) {
        self.entity = entity
        self.tables = tables
        self.batchSize = batchSize
        maker = DestinationMaker(plan: entity, sourceCount: sourceCount)
        insert = tables.insertObject(entity)
    }

    /// Migrates the next batch after `progress`, and moves `progress` on; `finished` once every
    /// object counted at the start is read, or a batch finds fewer rows than it could take
    /// (a save since the count is caught before the swap: see `HeavyMigrationState.marker`).
    func migrateBatch(_ progress: inout HeavyMigrationState.EntityProgress, in db: Database) throws {
        if entity.copiesOnly {
            try db.execute(sql: tables.copyBatch(entity), arguments: [progress.lastKey, batchSize])
            let copied = db.changesCount
            progress.read += copied
            progress.written += copied
            if copied > 0 { progress.lastKey = try db.firstInt64(sql: tables.lastBuiltKey(entity)) ?? progress.lastKey }
            progress.finished = copied < batchSize || progress.read >= maker.sourceCount
            return
        }
        let source = entity.source!
        let attributeCount = source.attributes.count
        let rankColumn = 2 + source.valueSlotCount
        let statement = try self.statement ?? db.makeStatement(sql: insert.sql)
        self.statement = statement
        var read = 0
        var written = 0
        var lastKey = progress.lastKey
        let before = progress.read
        try db.forEachRow(
            sql: tables.readBatch(entity),
            arguments: [.integer(progress.lastKey), .integer(Int64(batchSize))]
        ) {
            row in
            var values: [StoreValue] = []
            values.reserveCapacity(source.valueSlotCount)
            for (index, type) in source.attributeTypes.enumerated() {
                values.append(row.storeValue(index + 2, type: type))
            }
            for index in attributeCount..<source.valueSlotCount {
                values.append(row.optionalInt64(index + 2).map { .integer($0) } ?? .null)
            }
            let ranks = entity.rankedOrders.indices.map { Int(row.int64(rankColumn + $0)) }
            let key = row.int64(0)
            let object = MigrationSourceObject(entity: source, primaryKey: key, values: values)
            if let made = try maker.make(object, creationIndex: before + read, ranks: ranks) {
                try write(made, key: key, version: row.int64(1), with: statement, in: db)
                written += 1
            }
            read += 1
            lastKey = key
        }
        progress.read += read
        progress.written += written
        progress.lastKey = lastKey
        progress.finished = read < batchSize || progress.read >= maker.sourceCount
    }

    /// Inserts one destination row, its values bound with SQLite's C functions (as `RowInserter`
    /// does a save's): a million rows through GRDB's arguments would cost more than SQLite's work.
    private func write(
        _ values: [StoreValue],
        key: Int64,
        version: Int64,
        with statement: Statement,
        in db: Database
    ) throws {
        let pointer = statement.sqliteStatement
        sqlite3_reset(pointer)
        sqlite3_bind_int64(pointer, 1, key)
        sqlite3_bind_int64(pointer, 2, version)
        for (offset, parameter) in insert.parameters.enumerated() {
            let value = values[parameter.slot]
            StatementBinding.bind(
                parameter.folded ? StoreWriter.folded(value) : value,
                at: Int32(offset + 3),
                to: pointer
            )
        }
        let code = sqlite3_step(pointer)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(pointer)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: insert.sql)
        }
        sqlite3_reset(pointer)
    }
}
