import Foundation

// MARK: - SQL for a model's schema

/// The `CREATE` statements for a model, and the pieces a lightweight migration adds.
struct SchemaBuilder {
    let schema: StoreSchema

    /// The tables every store has besides the model's: metadata, key allocation and the
    /// transaction log other processes read to learn what changed.
    static let infrastructure = [
        "CREATE TABLE IF NOT EXISTS Z_METADATA (key TEXT PRIMARY KEY NOT NULL, value TEXT)",
        "CREATE TABLE IF NOT EXISTS Z_PRIMARYKEY (entity TEXT PRIMARY KEY NOT NULL, max INTEGER NOT NULL)",
        """
        CREATE TABLE IF NOT EXISTS Z_TRANSACTION (
            Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, author TEXT NOT NULL, timestamp REAL NOT NULL, changes TEXT NOT NULL)
        """,
    ]

    /// Everything for an empty store.
    func createStatements() -> [String] {
        var statements = Self.infrastructure
        for entity in schema.model.entities {
            statements += createTable(entity)
        }
        for table in schema.joinTables {
            statements += createJoinTable(table)
        }
        return statements + derivedTriggers()
    }

    /// The triggers that keep the model's derived attributes up to date, after every table they
    /// read exists. (The store checked the derivations when it opened.)
    func derivedTriggers() -> [String] {
        ((try? DerivedAttributes(schema: schema))?.all ?? []).flatMap(DerivationSQL.triggers)
    }

    // MARK: Entities

    func createTable(_ entity: EntityDescription) -> [String] {
        [tableDefinition(entity, named: entity.name)] + entityIndexes(entity)
    }

    /// The entity's table under the name `table`: a heavy migration builds it beside the old
    /// one, and indexes it once it has its own name (`entityIndexes`).
    func tableDefinition(_ entity: EntityDescription, named table: String) -> String {
        var columns = [
            "\(StoreSchema.primaryKey) INTEGER PRIMARY KEY",
            "\(StoreSchema.version) INTEGER NOT NULL DEFAULT 1",
        ]
        for attribute in entity.attributes {
            columns.append(columnDefinition(attribute))
            if let folded = schema.foldedColumn(for: attribute) { columns.append("\(folded) TEXT") }
        }
        for relationship in entity.toOneRelationships {
            columns.append("\(relationship.name.quotedSQLIdentifier) INTEGER")
        }
        return "CREATE TABLE \(table.quotedSQLIdentifier) (\(columns.joined(separator: ", ")))"
    }

    /// The indexes of the entity's table: its indexed and unique attributes, its to-one keys.
    func entityIndexes(_ entity: EntityDescription) -> [String] {
        var statements: [String] = []
        for attribute in entity.attributes {
            statements += indexes(for: attribute, in: entity)
        }
        for relationship in entity.toOneRelationships {
            statements.append(foreignKeyIndex(relationship, in: entity))
        }
        return statements
    }

    /// The column for an attribute. Required attributes get `NOT NULL` with a default, so a
    /// column added by migration fills existing rows; a required transformable attribute has
    /// no value to fill them with but its own default, so without one its column has none
    /// (and a migration that would add it is refused, see `LightweightMigration`).
    func columnDefinition(_ attribute: AttributeDescription) -> String {
        var definition = "\(attribute.name.quotedSQLIdentifier) \(sqlType(attribute.type))"
        if !attribute.isOptional {
            definition += " NOT NULL"
            if let fill = fillValue(attribute) { definition += " DEFAULT \(sqlLiteral(fill))" }
        } else if !attribute.defaultValue.isNull {
            definition += " DEFAULT \(sqlLiteral(attribute.defaultValue))"
        }
        return definition
    }

    func indexes(for attribute: AttributeDescription, in entity: EntityDescription) -> [String] {
        let table = entity.name.quotedSQLIdentifier
        let column = attribute.name.quotedSQLIdentifier
        var statements: [String] = []
        if attribute.isUnique {
            let name = "\(entity.name)_\(attribute.name)_unique".quotedSQLIdentifier
            statements.append("CREATE UNIQUE INDEX \(name) ON \(table)(\(column))")
        }
        if attribute.isIndexed {
            let name = "\(entity.name)_\(attribute.name)".quotedSQLIdentifier
            if let folded = schema.foldedColumn(for: attribute) {
                statements.append("CREATE INDEX \(name) ON \(table)(\(folded), \(column))")
            } else if !attribute.isUnique {
                statements.append("CREATE INDEX \(name) ON \(table)(\(column))")
            }
        }
        return statements
    }

    func foreignKeyIndex(_ relationship: RelationshipDescription, in entity: EntityDescription) -> String {
        let name = "\(entity.name)_\(relationship.name)".quotedSQLIdentifier
        return "CREATE INDEX \(name) ON \(entity.name.quotedSQLIdentifier)(\(relationship.name.quotedSQLIdentifier))"
    }

    // MARK: Join tables

    func createJoinTable(_ table: StoreSchema.JoinTable) -> [String] {
        [joinTableDefinition(named: table.name), joinTableIndex(table)]
    }

    /// A join table named `name` (a heavy migration's is built under another name).
    func joinTableDefinition(named name: String) -> String {
        """
        CREATE TABLE \(name.quotedSQLIdentifier) (Z_SOURCE INTEGER NOT NULL, Z_TARGET INTEGER NOT NULL, \
        Z_SOURCE_ORDER INTEGER, Z_TARGET_ORDER INTEGER, PRIMARY KEY (Z_SOURCE, Z_TARGET)) WITHOUT ROWID
        """
    }

    func joinTableIndex(_ table: StoreSchema.JoinTable) -> String {
        "CREATE INDEX \("\(table.name)_target".quotedSQLIdentifier) ON \(table.name.quotedSQLIdentifier)(Z_TARGET, Z_SOURCE)"
    }

    // MARK: Types and literals

    /// The column type, which gives the column its affinity: `REAL` keeps a date's seconds a
    /// float even when they are whole, `TEXT` keeps a decimal's digits as written, and `BLOB`
    /// (no affinity) keeps bytes as they are.
    func sqlType(_ type: AttributeType) -> String {
        switch type {
        case .string, .decimal: return "TEXT"
        case .integer, .boolean: return "INTEGER"
        case .double, .date: return "REAL"
        case .uuid, .binaryData, .transformable: return "BLOB"
        }
    }

    /// What SQLite's `typeof()` says of a value an attribute of `type` holds.
    static func storageClass(of type: AttributeType) -> String {
        switch type {
        case .string, .decimal: return "text"
        case .integer, .boolean: return "integer"
        case .double, .date: return "real"
        case .uuid, .binaryData, .transformable: return "blob"
        }
    }

    /// What a required attribute's column holds in rows written before it existed: its
    /// default, else its type's zero; nil for a transformable attribute without a default,
    /// which has no zero (no encoding decodes as every type).
    func fillValue(_ attribute: AttributeDescription) -> StoreValue? {
        attribute.defaultValue.isNull ? zeroValue(attribute.type) : attribute.defaultValue
    }

    /// The zero of a type: empty text, 0, false, the reference date of dates (1 January 2001,
    /// stored as 0), the UUID of zeros, no bytes; nil for transformable values.
    func zeroValue(_ type: AttributeType) -> StoreValue? {
        switch type {
        case .string: return .string("")
        case .integer: return .integer(0)
        case .double: return .double(0)
        case .boolean: return .bool(false)
        case .date: return .date(Date(timeIntervalSinceReferenceDate: 0))
        case .uuid: return .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        case .binaryData: return .data(Data())
        case .decimal: return .decimal(0)
        case .transformable: return nil
        }
    }

    /// A literal for a column default. Defaults come from the model, never from users.
    func sqlLiteral(_ value: StoreValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return b ? "1" : "0"
        case .string(let s): return "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
        case .date, .uuid, .data, .decimal, .transformable: return StoredForm(value)!.sqlLiteral
        }
    }
}
