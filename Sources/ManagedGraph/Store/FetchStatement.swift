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
    /// The entities whose rows the fetch reads: the fetched one and, unless the request says
    /// otherwise, its sub-entities; abstract ones have no rows and are left out.
    let kinds: [String]
    /// How a row is read when it can be of several of those entities; nil when it is always of
    /// the fetched entity.
    let mixedLayout: MixedRowLayout?
    /// In a table a hierarchy shares, the condition that keeps the fetch to the rows of `kinds`;
    /// nil when it reads every row of its table.
    let kindFilter: SQLFragment?
    /// The kind filter and the predicate's condition (see `StoreReader+Sections`, which counts
    /// by it).
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
                throw PredicateError(.cannotSortTransformable, "\(descriptor.keyPath)")
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
        let kinds = Self.kinds(of: entity, includingSubentities: request.includesSubentities)
        self.kinds = kinds
        if request.includesSubentities && entity.hasSubentities {
            let entities = kinds.compactMap { schema.model.entity(named: $0) }
            mixedLayout = MixedRowLayout(entity: entity, kinds: entities, alias: Self.alias)
        } else {
            mixedLayout = nil
        }
        kindFilter = Self.kindCondition(entity, kinds: kinds, request: request)
        whereClause = SQLFragment.both(kindFilter, filter)
        orderBy = order
        fetchLimit = request.fetchLimit
        fetchOffset = request.fetchOffset
        self.schema = schema
    }

    // MARK: Entities of a hierarchy

    /// The entities whose rows a fetch of `entity` reads (see `kinds`).
    static func kinds(of entity: EntityDescription, includingSubentities: Bool) -> [String] {
        if includingSubentities { return entity.concreteKinds }
        return entity.isAbstract ? [] : [entity.name]
    }

    /// The condition on the kind column that keeps a fetch to its entities' rows, nil when it
    /// reads the whole table (an entity on its own, or a root with its sub-entities).
    static func kindCondition(_ entity: EntityDescription, kinds: [String], request: FetchRequest) -> SQLFragment? {
        guard entity.sharesTable, !(request.includesSubentities && entity.rootName == entity.name) else { return nil }
        return kindCondition(kinds, alias: alias)
    }

    /// `alias.Z_ENT IN (…)`, the names bound; false for no entity (an abstract one on its own).
    static func kindCondition(_ kinds: [String], alias: String) -> SQLFragment {
        guard !kinds.isEmpty else { return SQLFragment(sql: "0", arguments: []) }
        return SQLFragment(
            sql: "\(alias).\(StoreSchema.kind) IN (\(SQL.placeholders(kinds.count)))",
            arguments: kinds.map { .string($0) }
        )
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

    /// The object columns (`RowLayout`, or `MixedRowLayout` when rows can be of several
    /// entities): what a fetch of objects reads.
    func objects(limited: Bool) -> SQLFragment {
        select(mixedLayout?.columns ?? RowLayout.columns(of: entity, alias: Self.alias), limited: limited)
    }

    /// The primary key, then the kind when rows can be of several entities.
    func keys(limited: Bool) -> SQLFragment {
        let key = "\(Self.alias).\(StoreSchema.primaryKey)"
        return select(mixedLayout == nil ? key : "\(key), \(Self.alias).\(StoreSchema.kind)", limited: limited)
    }

    /// Whether the keys this fetch selects (`keys(limited:)`) are every key of its table, in
    /// key order: no condition, no kind of row left out, no sort but the key's, no limit or
    /// offset. `StoreReader.keys` can then often name them without reading them.
    func selectsEveryKeyInOrder(limited: Bool) -> Bool {
        whereClause == nil && mixedLayout == nil && orderBy.count == 1
            && !(limited && (fetchLimit > 0 || fetchOffset > 0))
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
        var sql = "SELECT count(*) FROM \(entity.quotedTable) \(Self.alias)"
        if let whereClause { sql += " WHERE " + whereClause.sql }
        return SQLFragment(sql: sql, arguments: whereClause?.arguments ?? [])
    }

    /// `SELECT columns FROM "Entity" t0 WHERE … ORDER BY …`, limited when asked.
    private func select(_ columns: String, limited: Bool) -> SQLFragment {
        var sql = "SELECT \(columns) FROM \(entity.quotedTable) \(Self.alias)"
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
