// MARK: - The tables a heavy migration builds, and their SQL

/// Names and SQL of a heavy migration: the destination's tables are built beside the source's
/// under `Z_MIGRATION_` names, positions in a sorted order are ranked once into
/// `Z_MIGRATION_RANK_` tables, and the swap drops the source's tables, renames the new ones to
/// their own names and indexes them. Every name and statement comes from the two models.
struct HeavyMigrationTables {
    static let prefix = "Z_MIGRATION_"

    let plan: MappingPlan
    let sourceSchema: StoreSchema
    let destinationSchema: StoreSchema
    let builder: SchemaBuilder
    /// Per destination entity, the `SELECT` that ranks its source objects in each sorted order.
    private let rankSelects: [String: [String]]

    init(plan: MappingPlan) throws(StoreError) {
        self.plan = plan
        sourceSchema = StoreSchema(model: plan.mapping.source)
        destinationSchema = StoreSchema(model: plan.mapping.destination)
        builder = SchemaBuilder(schema: destinationSchema)
        var rankSelects: [String: [String]] = [:]
        for entity in plan.entities {
            guard let source = entity.source else { continue }
            var selects: [String] = []
            for descriptors in entity.rankedOrders {
                let terms: [String]
                do {
                    terms = try FetchStatement.order(descriptors, entity: source, schema: sourceSchema)
                } catch {
                    throw .invalidMapping(
                        sourceVersion: plan.sourceVersion,
                        destinationVersion: plan.destinationVersion,
                        reason: "\(entity.destination.name): the order of a position: \(error)"
                    )
                }
                let alias = FetchStatement.alias
                selects.append(
                    "SELECT \(alias).\(StoreSchema.primaryKey), row_number() OVER (ORDER BY \(terms.joined(separator: ", "))) - 1 "
                        + "FROM \(source.quotedTable) \(alias)\(Self.rows(of: source, alias: alias, builder: builder))"
                )
            }
            rankSelects[entity.destination.name] = selects
        }
        self.rankSelects = rankSelects
    }

    // MARK: Names

    /// Where a destination table (an entity's or a join table) is built.
    static func building(_ table: String) -> String { prefix + table }

    /// Where an entity's source objects are ranked in its `index`th sorted order.
    static func rank(_ entity: String, _ index: Int) -> String { "\(prefix)RANK_\(index)_\(entity)" }

    /// Where the objects of a destination entity are built: in its hierarchy's root's table.
    func building(of entity: String) -> String {
        Self.building(plan.mapping.destination.entity(named: entity)?.rootName ?? entity)
    }

    // MARK: Hierarchies

    /// ` WHERE kind = 'Entity'` for the rows of exactly `source` in a table its hierarchy shares
    /// (each entity of the hierarchy has its own entity mapping), else nothing. The name is a
    /// literal: these statements are made once per migration from the model, as a column's
    /// default is.
    static func rows(of source: EntityDescription, alias: String?, builder: SchemaBuilder) -> String {
        guard source.sharesTable else { return "" }
        let column = alias.map { "\($0).\(StoreSchema.kind)" } ?? StoreSchema.kind
        return " WHERE \(column) = \(builder.sqlLiteral(.string(source.name)))"
    }

    /// The same condition joined to others with `AND`, or nothing.
    private func andRows(of source: EntityDescription, alias: String) -> String {
        guard source.sharesTable else { return "" }
        return " AND \(alias).\(StoreSchema.kind) = \(builder.sqlLiteral(.string(source.name)))"
    }

    // MARK: Building

    /// The empty destination tables, as the swap will rename them: one `CREATE TABLE` each,
    /// keyed by the name they are built under.
    func buildingTables() -> [(name: String, sql: String)] {
        var tables: [(String, String)] = []
        for root in destinationSchema.roots {
            let name = Self.building(root.name)
            tables.append((name, builder.tableDefinition(root, named: name)))
        }
        for table in destinationSchema.joinTables {
            let name = Self.building(table.name)
            tables.append((name, builder.joinTableDefinition(named: name)))
        }
        return tables
    }

    /// The rank tables of an entity, created and filled.
    func rankStatements(_ entity: EntityPlan) -> [String] {
        var statements: [String] = []
        for (index, select) in (rankSelects[entity.destination.name] ?? []).enumerated() {
            let table = Self.rank(entity.destination.name, index).quotedSQLIdentifier
            statements.append(
                "CREATE TABLE \(table) (\(StoreSchema.primaryKey) INTEGER PRIMARY KEY, Z_POSITION INTEGER NOT NULL)"
            )
            statements.append("INSERT INTO \(table) (\(StoreSchema.primaryKey), Z_POSITION) \(select)")
        }
        return statements
    }

    /// Counts an entity's source objects.
    func countSource(_ source: EntityDescription) -> String {
        "SELECT count(*) FROM \(source.quotedTable)\(Self.rows(of: source, alias: nil, builder: builder))"
    }

    /// Reads a batch of source objects, in key order after a key (two parameters: the key,
    /// the batch size): the object columns, then the object's place in each ranked order.
    func readBatch(_ entity: EntityPlan) -> String {
        let source = entity.source!
        let alias = FetchStatement.alias
        let key = "\(alias).\(StoreSchema.primaryKey)"
        var columns = RowLayout.columns(of: source, alias: alias)
        var joins = ""
        for index in entity.rankedOrders.indices {
            columns += ", r\(index).Z_POSITION"
            let rank = Self.rank(entity.destination.name, index).quotedSQLIdentifier
            joins += " JOIN \(rank) r\(index) ON r\(index).\(StoreSchema.primaryKey) = \(key)"
        }
        return
            "SELECT \(columns) FROM \(source.quotedTable) \(alias)\(joins) WHERE \(key) > ?\(andRows(of: source, alias: alias)) "
            + "ORDER BY \(key) LIMIT ?"
    }

    /// Inserts one destination object into its building table: `Z_PK`, `Z_OPT`, then each
    /// attribute (and its folded shadow, when it has one) and each to-one key. Each parameter
    /// after the first two is a value slot of the object, folded or as it is.
    func insertObject(_ entity: EntityPlan) -> (sql: String, parameters: [(slot: Int, folded: Bool)]) {
        let destination = entity.destination
        var columns = [StoreSchema.primaryKey, StoreSchema.version]
        if destination.sharesTable { columns.append(StoreSchema.kind) }
        var parameters: [(Int, Bool)] = []
        for (slot, attribute) in destination.attributes.enumerated() {
            columns.append(attribute.name.quotedSQLIdentifier)
            parameters.append((slot, false))
            if let column = destinationSchema.foldedColumn(for: attribute) {
                columns.append(column)
                parameters.append((slot, true))
            }
        }
        for (index, relationship) in destination.toOneRelationships.enumerated() {
            columns.append(relationship.name.quotedSQLIdentifier)
            parameters.append((destination.attributes.count + index, false))
        }
        let table = building(of: destination.name).quotedSQLIdentifier
        // The kind, a literal from the model, stands after the key and version.
        var values = SQL.placeholders(columns.count).split(separator: ", ").map(String.init)
        if destination.sharesTable { values[2] = builder.sqlLiteral(.string(destination.name)) }
        return (
            "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))",
            parameters
        )
    }

    /// Copies a batch of rows by SQL alone, for an entity whose values are all copies or
    /// defaults (`EntityPlan.copiesOnly`); two parameters: the key after which, the batch size.
    /// Defaults are left to the columns' own.
    func copyBatch(_ entity: EntityPlan) -> String {
        let source = entity.source!
        let alias = FetchStatement.alias
        var columns = [StoreSchema.primaryKey, StoreSchema.version]
        var values = ["\(alias).\(StoreSchema.primaryKey)", "\(alias).\(StoreSchema.version)"]
        if entity.destination.sharesTable {
            columns.append(StoreSchema.kind)
            values.append(builder.sqlLiteral(.string(entity.destination.name)))
        }
        for (attribute, attributePlan) in zip(entity.destination.attributes, entity.attributes) {
            guard case .copy(let slot) = attributePlan else { continue }
            let previous = source.attributes[slot]
            let value = "\(alias).\(previous.name.quotedSQLIdentifier)"
            columns.append(attribute.name.quotedSQLIdentifier)
            values.append(value)
            if let folded = destinationSchema.foldedColumn(for: attribute) {
                columns.append(folded)
                values.append(
                    sourceSchema.foldedColumn(for: previous).map { "\(alias).\($0)" }
                        ?? "\(StoreFunctions.fold)(\(value))"
                )
            }
        }
        for (relationship, key) in zip(entity.destination.toOneRelationships, entity.keys) {
            guard case .copy(let slot) = key else { continue }
            columns.append(relationship.name.quotedSQLIdentifier)
            let previous = source.toOneRelationships[slot - source.attributes.count]
            values.append("\(alias).\(previous.name.quotedSQLIdentifier)")
        }
        let table = building(of: entity.destination.name).quotedSQLIdentifier
        let key = "\(alias).\(StoreSchema.primaryKey)"
        return "INSERT INTO \(table) (\(columns.joined(separator: ", "))) SELECT \(values.joined(separator: ", ")) "
            + "FROM \(source.quotedTable) \(alias) WHERE \(key) > ?\(andRows(of: source, alias: alias)) "
            + "ORDER BY \(key) LIMIT ?"
    }

    /// The highest key of an entity's objects in its building table: where its next batch starts.
    func lastBuiltKey(_ entity: EntityPlan) -> String {
        "SELECT max(\(StoreSchema.primaryKey)) FROM \(building(of: entity.destination.name).quotedSQLIdentifier)"
            + Self.rows(of: entity.destination, alias: nil, builder: builder)
    }
}
