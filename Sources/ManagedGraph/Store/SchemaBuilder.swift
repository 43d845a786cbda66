import Foundation

// MARK: - SQL for a model's schema

/// The `CREATE` statements for a model, and the pieces a lightweight migration adds.
struct SchemaBuilder {
    let schema: StoreSchema

    /// The tables every store has besides the model's: metadata, key allocation and the
    /// transaction log other processes read to learn what changed.
    static let infrastructureTables = ["Z_METADATA", "Z_PRIMARYKEY", "Z_TRANSACTION"]

    /// Their `CREATE` statements, each run only where its table is missing.
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
        for root in schema.roots {
            statements += createTable(root)
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

    /// The table of a root (an entity on its own, or the root of a hierarchy), with its indexes
    /// and those of every entity that shares it.
    func createTable(_ root: EntityDescription) -> [String] {
        [tableDefinition(root, named: root.name)] + schema.entities(inTableOf: root).flatMap(entityIndexes)
    }

    /// The table of a root under the name `table`: a heavy migration builds it beside the old
    /// one, and indexes it once it has its own name (`entityIndexes`). A table that a hierarchy
    /// shares has the kind column and the columns of every entity in it.
    func tableDefinition(_ root: EntityDescription, named table: String) -> String {
        var columns = [
            "\(StoreSchema.primaryKey) INTEGER PRIMARY KEY",
            "\(StoreSchema.version) INTEGER NOT NULL DEFAULT 1",
        ]
        if root.sharesTable { columns.append(kindColumnDefinition(root)) }
        for (owner, attribute) in schema.attributeColumns(inTableOf: root) {
            columns.append(columnDefinition(attribute, declaredBySubentity: owner !== root))
            if let folded = schema.foldedColumn(for: attribute) { columns.append("\(folded) TEXT") }
        }
        for (_, relationship) in schema.keyColumns(inTableOf: root) {
            columns.append("\(relationship.name.quotedSQLIdentifier) INTEGER")
        }
        return "CREATE TABLE \(table.quotedSQLIdentifier) (\(columns.joined(separator: ", ")))"
    }

    /// The kind column of a shared table: rows written before the table was shared (a
    /// migration that adds the first sub-entity) are the root's.
    func kindColumnDefinition(_ root: EntityDescription) -> String {
        "\(StoreSchema.kind) TEXT NOT NULL DEFAULT \(sqlLiteral(.string(root.name)))"
    }

    /// The index of a shared table's kind column: a fetch of a sub-entity reads its rows only.
    func kindIndex(_ root: EntityDescription) -> String {
        "CREATE INDEX \("\(root.name)_\(StoreSchema.kind)".quotedSQLIdentifier) ON \(root.quotedTable)(\(StoreSchema.kind))"
    }

    /// The indexes of the columns an entity declares (its indexed and unique attributes, its
    /// to-one keys) on its table, and of the kind column when it is the root of a hierarchy.
    func entityIndexes(_ entity: EntityDescription) -> [String] {
        var statements: [String] = []
        if entity.sharesTable && entity.rootName == entity.name { statements.append(kindIndex(entity)) }
        for attribute in entity.attributes where entity.declaringEntityName(of: attribute.name) == entity.name {
            statements += indexes(for: attribute, in: entity)
        }
        for relationship in entity.toOneRelationships
        where entity.declaringEntityName(of: relationship.name) == entity.name {
            statements.append(foreignKeyIndex(relationship, in: entity))
        }
        return statements + fetchIndexes(entity).map(\.sql)
    }

    /// The entity's indexes of several keys (`FetchIndexDescription`), each with its name: a
    /// to-one relationship's column, an attribute's column after its folded one when it has one;
    /// then, when it includes attributes, the primary key (so that the keys' order ends as a
    /// fetch's does, by id) and theirs.
    func fetchIndexes(_ entity: EntityDescription) -> [FetchIndexSQL] {
        entity.indexes.map { index in
            let columns = { (keys: [String]) in
                keys.flatMap { key -> [String] in
                    guard let attribute = entity.attribute(named: key) else { return [key.quotedSQLIdentifier] }
                    return [schema.foldedColumn(for: attribute), key.quotedSQLIdentifier].compactMap { $0 }
                }
            }
            let included = index.included.isEmpty ? [] : [StoreSchema.primaryKey] + columns(index.included)
            let name = "\(entity.name)_\(index.name)"
            return FetchIndexSQL(
                name: name,
                definition:
                    "CREATE INDEX \(name.quotedSQLIdentifier) ON \(entity.quotedTable)(\((columns(index.keys) + included).joined(separator: ", ")))"
            )
        }
    }

    /// The column for an attribute. Required attributes get `NOT NULL` with a default, so a
    /// column added by migration fills existing rows; a required transformable attribute has
    /// no value to fill them with but its own default, so without one its column has none
    /// (and a migration that would add it is refused, see `LightweightMigration`). A column a
    /// sub-entity declares is null in the rows of the other entities of its table, so it takes
    /// neither: the engine checks it at save, and a migration fills it for the sub-entity's rows.
    func columnDefinition(_ attribute: AttributeDescription, declaredBySubentity: Bool = false) -> String {
        var definition = "\(attribute.name.quotedSQLIdentifier) \(sqlType(attribute.type))"
        if declaredBySubentity { return definition }
        if !attribute.isOptional {
            definition += " NOT NULL"
            if let fill = fillValue(attribute) { definition += " DEFAULT \(sqlLiteral(fill))" }
        } else if !attribute.defaultValue.isNull {
            definition += " DEFAULT \(sqlLiteral(attribute.defaultValue))"
        }
        return definition
    }

    /// The indexes of an attribute of `entity` (the entity that declares it), named after it,
    /// on its hierarchy's table.
    func indexes(for attribute: AttributeDescription, in entity: EntityDescription) -> [String] {
        let table = entity.quotedTable
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
        return "CREATE INDEX \(name) ON \(entity.quotedTable)(\(relationship.name.quotedSQLIdentifier))"
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

    /// Text as a SQL literal, its quotes doubled: for text from the model (a default, an
    /// entity's name in a statement without parameters), never from users.
    static func textLiteral(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A literal for a column default. Defaults come from the model, never from users.
    func sqlLiteral(_ value: StoreValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return b ? "1" : "0"
        case .string(let s): return Self.textLiteral(s)
        case .date, .uuid, .data, .decimal, .transformable: return StoredForm(value)!.sqlLiteral
        }
    }
}
