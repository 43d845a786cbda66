// MARK: - The SQL of a fetch request

/// A fetch request as the store runs it: its predicate compiled to a `WHERE` clause with bound
/// values, its sort descriptors to `ORDER BY` terms (case-insensitive text through the folded
/// shadow column when there is one, which an index serves; the primary key last, so that the
/// order is total), and its limit and offset. Core Data's SQLite store does the same with an
/// `NSFetchRequest`: the context hands it the request, the store writes the SQL.
///
/// Built once per fetch plan; the statements it gives differ only in what they select.
struct FetchStatement {
    /// The fetched table's alias in every statement: `FROM "Entity" t0`.
    static let alias = "t0"

    let entity: EntityDescription
    /// The compiled predicate (see `StoreReader+Sections`, which counts by it).
    let whereClause: SQLFragment?
    private let orderBy: [String]
    private let fetchLimit: Int
    private let fetchOffset: Int
    private let schema: StoreSchema

    /// Compiles the request's predicate; throws what is wrong with it. Kept apart from `order`
    /// so that a caller can check the predicate in memory between the two, in the order a
    /// request's parts are reported.
    static func filter(
        _ predicate: ObjectPredicate?,
        entity: EntityDescription,
        schema: StoreSchema
    ) throws(PredicateError) -> SQLFragment? {
        guard let predicate else { return nil }
        return try PredicateSQLCompiler(schema: schema).compile(predicate, entity: entity, alias: alias)
    }

    /// The `ORDER BY` terms of `descriptors`, then the primary key. Decimal numbers sort through
    /// their collation (`DecimalCollation`); transformable values, which have no order, are refused.
    static func order(
        _ descriptors: [FetchSortDescriptor],
        entity: EntityDescription,
        schema: StoreSchema
    ) throws(PredicateError) -> [String] {
        let compiler = PredicateSQLCompiler(schema: schema)
        var terms: [String] = []
        for descriptor in descriptors {
            let direction = descriptor.ascending ? "" : " DESC"
            let path = ModelKeyPath(descriptor.keyPath)
            let exact = try compiler.scalar(path, entity: entity, alias: alias)
            if descriptor.comparison == .caseInsensitive && exact.type == .string {
                let folded = try compiler.scalar(path, entity: entity, alias: alias, folded: true)
                terms.append(folded.sql + direction)
            }
            switch exact.type {
            case .decimal?: terms.append(exact.sql + DecimalCollation.clause(for: .decimal) + direction)
            case .transformable?:
                throw PredicateError(
                    "cannot sort by \(descriptor.keyPath): a transformable value has no order (compare it with == or IN)"
                )
            default: terms.append(exact.sql + direction)
            }
        }
        terms.append("\(alias).\(StoreSchema.primaryKey)")
        return terms
    }

    init(
        _ request: FetchRequest,
        entity: EntityDescription,
        filter: SQLFragment?,
        order: [String],
        schema: StoreSchema
    ) {
        self.entity = entity
        whereClause = filter
        orderBy = order
        fetchLimit = request.fetchLimit
        fetchOffset = request.fetchOffset
        self.schema = schema
    }

    // MARK: What a fetch selects

    /// Columns of values, one per key path, for a fetch that returns values rather than objects
    /// (dictionaries, a results controller's sort keys).
    struct ValueColumns {
        fileprivate let sql: [String]
    }

    /// The columns for the values of `paths` (attributes across to-one relationships); throws
    /// for a path the model lacks or one that crosses a to-many relationship.
    func valueColumns(_ paths: [ModelKeyPath]) throws(PredicateError) -> ValueColumns {
        let compiler = PredicateSQLCompiler(schema: schema)
        var columns: [String] = []
        for path in paths {
            columns.append(try compiler.scalar(path, entity: entity, alias: Self.alias).sql)
        }
        return ValueColumns(sql: columns)
    }

    /// The object columns (`RowLayout`): what a fetch of objects reads.
    func objects(limited: Bool) -> SQLFragment {
        select(RowLayout.columns(of: entity, alias: Self.alias), limited: limited)
    }

    /// The primary key alone.
    func keys(limited: Bool) -> SQLFragment {
        select("\(Self.alias).\(StoreSchema.primaryKey)", limited: limited)
    }

    /// The values of `columns`, or a constant when there are none (a row per match all the same).
    func values(_ columns: ValueColumns, limited: Bool) -> SQLFragment {
        select(columns.sql.isEmpty ? "1" : columns.sql.joined(separator: ", "), limited: limited)
    }

    /// The primary key, then the values of `columns`.
    func keysAndValues(_ columns: ValueColumns) -> SQLFragment {
        select((["\(Self.alias).\(StoreSchema.primaryKey)"] + columns.sql).joined(separator: ", "), limited: false)
    }

    /// `SELECT count(*)` of the matching rows.
    func count() -> SQLFragment {
        var sql = "SELECT count(*) FROM \(entity.name.quotedSQLIdentifier) \(Self.alias)"
        if let whereClause { sql += " WHERE " + whereClause.sql }
        return SQLFragment(sql: sql, arguments: whereClause?.arguments ?? [])
    }

    /// `SELECT columns FROM "Entity" t0 WHERE … ORDER BY …`, limited when asked.
    private func select(_ columns: String, limited: Bool) -> SQLFragment {
        var sql = "SELECT \(columns) FROM \(entity.name.quotedSQLIdentifier) \(Self.alias)"
        var arguments: [StoreValue] = []
        if let whereClause {
            sql += " WHERE " + whereClause.sql
            arguments = whereClause.arguments
        }
        sql += " ORDER BY " + orderBy.joined(separator: ", ")
        if limited && (fetchLimit > 0 || fetchOffset > 0) {
            sql += " LIMIT ? OFFSET ?"
            arguments += [.integer(Int64(fetchLimit > 0 ? fetchLimit : -1)), .integer(Int64(fetchOffset))]
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }
}
