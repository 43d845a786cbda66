import TextRules

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
    let orderTerms: [OrderTerm]
    /// The store's counted order that gives these rows in this order, when there is one (see
    /// `FetchStatement+Ranks`).
    let ranked: KeptRanks.Order?
    /// The range of a ranked attribute the filter is, when it is one (see `RankedRange`).
    let rankedRange: RankedRange?
    let orderBy: [String]
    /// Whether the first sort term is hidden from SQLite's choice of index, so that the
    /// range's own index finds the rows (see `FetchStatement+RangeFirst`).
    var sortsAfterRange = false
    /// For a page across several groups of a results controller, the groups it spans, whose
    /// order comes first (see `FetchStatement+GroupsFirst`).
    var groupsFirst: GroupsFirst?
    /// A column whose conditions SQLite may not serve from an index (`+t0."caught" > ?`): a
    /// page of one group's rows under a range most rows match walks the group's own order,
    /// where the range's index would give every match of the group to sort.
    var unindexedColumn: String?
    let fetchLimit: Int
    let fetchOffset: Int
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
        try orderTerms(descriptors, entity: entity, schema: schema).map(\.orderBy)
    }

    /// The terms of `order(_:entity:schema:)`, each with what it compares.
    static func orderTerms(
        _ descriptors: [FetchSortDescriptor],
        entity: EntityDescription,
        schema: StoreSchema,
        backwards: Bool = false
    ) throws(PredicateError) -> [OrderTerm] {
        let terms = try orderTerms(descriptors, entity: entity, schema: schema)
        guard backwards else { return terms }
        return terms.map(\.reversed)
    }

    private static func orderTerms(
        _ descriptors: [FetchSortDescriptor],
        entity: EntityDescription,
        schema: StoreSchema
    ) throws(PredicateError) -> [OrderTerm] {
        let compiler = PredicateSQLCompiler(schema: schema)
        var terms: [OrderTerm] = []
        for (index, descriptor) in descriptors.enumerated() {
            let descending = !descriptor.ascending
            let path = ModelKeyPath(descriptor.keyPath)
            let exact = try compiler.scalar(path, entity: entity, alias: alias)
            // A required attribute of the row itself is never null; one across a relationship
            // is null where the relationship is empty.
            let nullable = entity.attribute(named: descriptor.keyPath)?.isOptional ?? true
            if descriptor.comparison == .caseInsensitive && exact.type == .string {
                let folded = try compiler.scalar(path, entity: entity, alias: alias, folded: true)
                terms.append(
                    OrderTerm(sql: folded.sql, descending: descending, nullable: nullable, value: .folded(index))
                )
            }
            switch exact.type {
            case .decimal?:
                terms.append(
                    OrderTerm(
                        sql: exact.sql + DecimalCollation.clause(for: .decimal),
                        descending: descending,
                        nullable: nullable,
                        value: .exact(index)
                    )
                )
            case .transformable?:
                throw PredicateError(.cannotSortTransformable, "\(descriptor.keyPath)")
            default:
                terms.append(
                    OrderTerm(sql: exact.sql, descending: descending, nullable: nullable, value: .exact(index))
                )
            }
        }
        terms.append(
            OrderTerm(
                sql: "\(alias).\(StoreSchema.primaryKey)",
                descending: false,
                nullable: false,
                value: .primaryKey
            )
        )
        return terms
    }

    init(
        _ request: FetchRequest,
        entity: EntityDescription,
        filter: SQLFragment?,
        order: [OrderTerm],
        schema: StoreSchema,
        ranked: KeptRanks.Order? = nil,
        rankedRange: RankedRange? = nil
    ) {
        self.entity = entity
        self.ranked = ranked
        self.rankedRange = rankedRange
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
        orderTerms = order
        orderBy = order.map(\.orderBy)
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
        let columns = mixedLayout?.columns ?? RowLayout.columns(of: entity, alias: Self.alias)
        if limited, fetchLimit > 0, let whereClause, whereClause.sql.contains("(SELECT "), ranked == nil,
            !orderTerms.contains(where: { $0.sql.contains(" COLLATE ") })
        {
            return keysFirst(columns)
        }
        return select(columns, limited: limited)
    }

    /// A page of a fetch filtered through another table (`race.name == "Pikachu"`), its keys
    /// first: the matching rows' keys and sort values, sorted and cut to the page — from an
    /// index that holds them all, when there is one, without reading a row — then only the
    /// page's rows, by key. Selecting the rows at once reads every matching row before the sort
    /// (eleven thousand of one race for a page of 20). A filter of the row's own columns keeps
    /// the plain query, which an index often gives in order without a sort.
    private func keysFirst(_ columns: String) -> SQLFragment {
        let key = "\(Self.alias).\(StoreSchema.primaryKey)"
        let terms = orderTerms.enumerated().map { (index: $0.offset, term: $0.element) }
        let inner = select(
            ([key + " AS z_key"] + terms.map { "\($0.term.sql) AS z_\($0.index)" }).joined(separator: ", "),
            limited: true
        )
        let outerOrder = terms.map { "page.z_\($0.index)\($0.term.descending ? " DESC" : "")" }
        return SQLFragment(
            sql: "SELECT \(columns) FROM (\(inner.sql)) page JOIN \(entity.quotedTable) \(Self.alias) "
                + "ON \(key) = page.z_key ORDER BY \(outerOrder.joined(separator: ", "))",
            arguments: inner.arguments
        )
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

    /// `SELECT count(*)` of the matching rows that sort before the row with sort values
    /// `values` (one per sort descriptor, as read from an object) and primary key `key` —
    /// after it, with `after` — leaving out the rows of `excluded`: where such a row is, or would
    /// be, among the others. Each term compares as `ORDER BY` sorts (a null first when
    /// ascending, last when descending), so the condition narrows the index that gives the
    /// order to the rows before (or after). With `limit`, SQLite stops counting there: a count
    /// that reaches it says only that there are at least that many.
    func count(
        before values: [StoreValue],
        key: Int64,
        after: Bool = false,
        excluding excluded: [Int64],
        limit: Int? = nil
    ) -> SQLFragment {
        // The rows after a row are the rows before it in the order reversed.
        let terms = after ? orderTerms.map(\.reversed) : orderTerms
        let termValues = terms.map { $0.value(from: values, key: key) }
        let (condition, conditionArguments) = Self.precedes(terms, termValues)
        var sql = "SELECT 1 FROM \(entity.quotedTable) \(Self.alias) WHERE \(condition)"
        var arguments = conditionArguments
        if let whereClause {
            sql += " AND " + whereClause.sql
            arguments += whereClause.arguments
        }
        if !excluded.isEmpty {
            sql += " AND \(Self.alias).\(StoreSchema.primaryKey) NOT IN (\(SQL.placeholders(excluded.count)))"
            arguments += excluded.map { .integer($0) }
        }
        if let limit {
            sql += " LIMIT ?"
            arguments.append(.integer(Int64(limit)))
        }
        return SQLFragment(sql: "SELECT count(*) FROM (\(sql))", arguments: arguments)
    }

    /// The condition that a row sorts before `values` in the order of `terms`.
    private static func precedes(_ terms: [OrderTerm], _ values: [StoreValue]) -> (String, [StoreValue]) {
        if terms.allSatisfy({ !$0.nullable && $0.descending == terms[0].descending }),
            !values.contains(where: \.isNull)
        {
            // One direction and no null: a comparison of row values, which SQLite turns into a
            // range of the index that gives the order.
            let columns = terms.map(\.sql).joined(separator: ", ")
            let comparison = terms[0].descending ? ">" : "<"
            return ("(\(columns)) \(comparison) (\(SQL.placeholders(values.count)))", values)
        }
        // From the last term to the first: "before on this term, or equal and before on the rest".
        var condition: String?
        var conditionArguments: [StoreValue] = []
        for (term, value) in zip(terms, values).reversed() {
            var before: (sql: String, arguments: [StoreValue])?
            switch (value.isNull, term.descending) {
            case (true, false): before = nil
            case (true, true): before = ("\(term.sql) IS NOT NULL", [])
            case (false, false) where !term.nullable: before = ("\(term.sql) < ?", [value])
            case (false, false): before = ("(\(term.sql) IS NULL OR \(term.sql) < ?)", [value])
            case (false, true): before = ("\(term.sql) > ?", [value])
            }
            let equal = value.isNull ? ("\(term.sql) IS NULL", [StoreValue]()) : ("\(term.sql) = ?", [value])
            var parts: [String] = []
            var partArguments: [StoreValue] = []
            if let before {
                parts.append(before.sql)
                partArguments += before.arguments
            }
            if let rest = condition {
                parts.append("(\(equal.0) AND \(rest))")
                partArguments += equal.1 + conditionArguments
            }
            condition = parts.isEmpty ? "0" : parts.count == 1 ? parts[0] : "(\(parts.joined(separator: " OR ")))"
            conditionArguments = partArguments
        }
        return (condition ?? "0", conditionArguments)
    }

    /// `SELECT count(*)` of the matching rows.
    func count() -> SQLFragment {
        var sql = "SELECT count(*) FROM \(entity.quotedTable) \(Self.alias)"
        if let whereClause { sql += " WHERE " + whereClause.sql }
        return SQLFragment(sql: sql, arguments: whereClause?.arguments ?? [])
    }

    /// `SELECT columns FROM "Entity" t0 WHERE … ORDER BY …`, limited when asked.
    private func select(_ columns: String, limited: Bool) -> SQLFragment {
        if limited, let ranked, fetchOffset >= KeptRanks.bucketRows {
            return selectFromBucket(columns, ranked)
        }
        var sql = "SELECT \(columns) FROM \(entity.quotedTable) \(Self.alias)"
        var arguments: [StoreValue] = []
        let membership = groupsFirst?.membership
        if let condition = SQLFragment.both(whereClause, membership) {
            let column = unindexedColumn.map { "\(Self.alias).\($0)" }
            sql += " WHERE " + (column.map { condition.sql.replacing($0, with: "+" + $0) } ?? condition.sql)
            arguments = condition.arguments
        }
        var order = sortsAfterRange ? ["+" + orderBy[0]] + orderBy.dropFirst() : orderBy
        if let groupsFirst {
            order.insert(groupsFirst.order.sql, at: 0)
            arguments += groupsFirst.order.arguments
        }
        sql += " ORDER BY " + order.joined(separator: ", ")
        if limited && (fetchLimit > 0 || fetchOffset > 0) {
            sql += " LIMIT ? OFFSET ?"
            arguments += [.integer(Int64(fetchLimit > 0 ? fetchLimit : -1)), .integer(Int64(fetchOffset))]
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }
}

// MARK: - One term of an order

/// A term of a fetch's `ORDER BY`, and which value of a row it compares: a sort descriptor's
/// value as it is, folded (a case-insensitive sort compares the folded text first), or the
/// primary key, which ends every order.
struct OrderTerm {
    enum Value {
        case exact(Int)
        case folded(Int)
        case primaryKey
    }

    /// The term's SQL, its collation included, without its direction.
    let sql: String
    let descending: Bool
    /// Whether a row may have no value for it.
    let nullable: Bool
    let value: Value

    var orderBy: String { descending ? sql + " DESC" : sql }

    /// The same term in the opposite direction.
    var reversed: OrderTerm { OrderTerm(sql: sql, descending: !descending, nullable: nullable, value: value) }

    /// This term's value for a row whose sort descriptors' values are `values`.
    func value(from values: [StoreValue], key: Int64) -> StoreValue {
        switch value {
        case .exact(let index): return values[index]
        case .folded(let index):
            guard case .string(let text) = values[index] else { return values[index] }
            return .string(TextFolding.fold(text))
        case .primaryKey: return .integer(key)
        }
    }
}
