import GRDB
import GRDBSQLite

// MARK: - Writing new rows

/// Writes the rows of a save's new objects: one prepared `INSERT` per entity, made once per
/// save, its values bound with SQLite's C functions (see `StatementRows`). Building the SQL,
/// finding the statement and binding through GRDB for every row cost many times what SQLite
/// spent inserting it.
///
/// The columns are `Z_PK`, `Z_OPT` (1), the entity's name in a table its hierarchy shares, each attribute (followed by its folded shadow column
/// when it has one) and each to-one key, as the schema builder made them.
struct RowInserter {
    private let schema: StoreSchema
    private var prepared: [ObjectIdentifier: Prepared] = [:]

    /// An entity's statement and what each of its parameters after the first two holds.
    private struct Prepared {
        let sql: String
        let statement: Statement
        let parameters: [Parameter]
    }

    private enum Parameter {
        case value(slot: Int)
        case folded(slot: Int)
        case key(slot: Int)
        /// The entity's name, in a table its hierarchy shares.
        case kind(String)
    }

    init(schema: StoreSchema) {
        self.schema = schema
    }

    /// Inserts the row of `object` under `key`; `resolve` turns temporary keys of related new
    /// objects into permanent ones.
    mutating func insert(
        _ object: ManagedObject,
        key: Int64,
        resolve: (StoreValue) -> StoreValue,
        in db: Database
    ) throws {
        let entity = object.entity
        let prepared = try self.prepared[ObjectIdentifier(entity)] ?? prepare(entity, in: db)
        let pointer = prepared.statement.sqliteStatement
        sqlite3_reset(pointer)
        sqlite3_bind_int64(pointer, 1, key)
        sqlite3_bind_int64(pointer, 2, 1)
        let values = object.values
        for (offset, parameter) in prepared.parameters.enumerated() {
            let index = Int32(offset + 3)
            switch parameter {
            case .value(let slot): StatementBinding.bind(values[slot], at: index, to: pointer)
            case .folded(let slot): StatementBinding.bind(StoreWriter.folded(values[slot]), at: index, to: pointer)
            case .key(let slot): StatementBinding.bind(resolve(values[slot]), at: index, to: pointer)
            case .kind(let name): StatementBinding.bind(.string(name), at: index, to: pointer)
            }
        }
        let code = sqlite3_step(pointer)
        guard code == SQLITE_DONE else {
            // The message first: resetting the statement may replace it.
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(pointer)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: prepared.sql)
        }
        sqlite3_reset(pointer)
    }

    private mutating func prepare(_ entity: EntityDescription, in db: Database) throws -> Prepared {
        var columns = [StoreSchema.primaryKey, StoreSchema.version]
        var parameters: [Parameter] = []
        if entity.sharesTable {
            columns.append(StoreSchema.kind)
            parameters.append(.kind(entity.name))
        }
        for (slot, attribute) in entity.attributes.enumerated() {
            columns.append(attribute.name.quotedSQLIdentifier)
            parameters.append(.value(slot: slot))
            if let folded = schema.foldedColumn(for: attribute) {
                columns.append(folded)
                parameters.append(.folded(slot: slot))
            }
        }
        for (index, relationship) in entity.toOneRelationships.enumerated() {
            columns.append(relationship.name.quotedSQLIdentifier)
            parameters.append(.key(slot: entity.attributes.count + index))
        }
        let sql =
            "INSERT INTO \(entity.quotedTable) (\(columns.joined(separator: ", "))) "
            + "VALUES (\(SQL.placeholders(columns.count)))"
        let made = Prepared(sql: sql, statement: try db.makeStatement(sql: sql), parameters: parameters)
        prepared[ObjectIdentifier(entity)] = made
        return made
    }
}
