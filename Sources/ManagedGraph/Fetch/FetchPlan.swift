// MARK: - A fetch request, resolved against the model

/// A fetch request checked against the model once: its entity, its predicate compiled to SQL
/// and prepared for memory, its sort keys as SQL terms and as in-memory comparisons.
struct FetchPlan {
    let request: FetchRequest
    let entity: EntityDescription
    let whereClause: SQLFragment?
    let orderBy: [String]
    let evaluator: PredicateEvaluator?
    let sorter: ObjectSorter

    static let alias = "t0"

    init(_ request: FetchRequest, store: PersistentStore) throws(ContextError) {
        guard let entity = store.model.entity(named: request.entityName) else {
            throw .store("the model has no entity \"\(request.entityName)\"")
        }
        self.request = request
        self.entity = entity
        let compiler = PredicateSQLCompiler(schema: store.schema)
        do {
            if let predicate = request.predicate {
                whereClause = try compiler.compile(predicate, entity: entity, alias: Self.alias)
                evaluator = try PredicateEvaluator(predicate, entity: entity, model: store.model)
            } else {
                whereClause = nil
                evaluator = nil
            }
            var terms: [String] = []
            for descriptor in request.sortDescriptors {
                let direction = descriptor.ascending ? "" : " DESC"
                let path = ModelKeyPath(descriptor.keyPath)
                let exact = try compiler.scalar(path, entity: entity, alias: Self.alias)
                if descriptor.comparison == .caseInsensitive && exact.type == .string {
                    let folded = try compiler.scalar(path, entity: entity, alias: Self.alias, folded: true)
                    terms.append(folded.sql + direction)
                }
                terms.append(exact.sql + direction)
            }
            terms.append("\(Self.alias).\(StoreSchema.primaryKey)")
            orderBy = terms
            sorter = try ObjectSorter(request.sortDescriptors, entity: entity, model: store.model)
        } catch {
            throw .store("invalid fetch request for \(entity.name): \(error.message)")
        }
    }

    /// `SELECT columns FROM "Entity" t0 WHERE … ORDER BY …`, limited when asked.
    func select(_ columns: String, limited: Bool) -> SQLFragment {
        var sql = "SELECT \(columns) FROM \(entity.name.quotedSQLIdentifier) \(Self.alias)"
        var arguments: [StoreValue] = []
        if let whereClause {
            sql += " WHERE " + whereClause.sql
            arguments = whereClause.arguments
        }
        sql += " ORDER BY " + orderBy.joined(separator: ", ")
        if limited && (request.fetchLimit > 0 || request.fetchOffset > 0) {
            sql += " LIMIT ? OFFSET ?"
            arguments += [
                .integer(Int64(request.fetchLimit > 0 ? request.fetchLimit : -1)), .integer(Int64(request.fetchOffset)),
            ]
        }
        return SQLFragment(sql: sql, arguments: arguments)
    }

    /// `SELECT count(*)` of the matching rows.
    func count() -> SQLFragment {
        var sql = "SELECT count(*) FROM \(entity.name.quotedSQLIdentifier) \(Self.alias)"
        if let whereClause { sql += " WHERE " + whereClause.sql }
        return SQLFragment(sql: sql, arguments: whereClause?.arguments ?? [])
    }
}

// MARK: - Sorting in memory

/// The order of `ORDER BY`, reproduced in Swift for objects with unsaved changes: nil first,
/// numbers numerically, text exactly or case-insensitively (`StringFolding.compare`), then by
/// primary key — unsaved objects last, in the order they were inserted, which is where a save
/// will put them.
struct ObjectSorter {
    private let keys: [(path: ResolvedKeyPath, ascending: Bool, caseInsensitive: Bool)]

    init(
        _ descriptors: [FetchSortDescriptor],
        entity: EntityDescription,
        model: ManagedObjectModel
    )
        throws(PredicateError)
    {
        let resolver = KeyPathResolver(model: model)
        var keys: [(ResolvedKeyPath, Bool, Bool)] = []
        for descriptor in descriptors {
            let path = try resolver.resolve(ModelKeyPath(descriptor.keyPath), from: entity)
            keys.append((path, descriptor.ascending, descriptor.comparison == .caseInsensitive))
        }
        self.keys = keys
    }

    func sorted(_ objects: [ManagedObject]) -> [ManagedObject] {
        let decorated = objects.map { object in
            (object, keys.map { PredicateEvaluator.value(of: $0.path, from: object) })
        }
        return decorated.sorted { lhs, rhs in
            for (index, key) in keys.enumerated() {
                let order = Self.compare(lhs.1[index], rhs.1[index], caseInsensitive: key.caseInsensitive)
                if order != 0 { return key.ascending ? order < 0 : order > 0 }
            }
            return Self.keyOrder(lhs.0.objectID.primaryKey, rhs.0.objectID.primaryKey)
        }.map(\.0)
    }

    static func compare(_ lhs: StoreValue, _ rhs: StoreValue, caseInsensitive: Bool) -> Int {
        switch (lhs.isNull, rhs.isNull) {
        case (true, true): return 0
        case (true, false): return -1
        case (false, true): return 1
        default: break
        }
        if case .string(let a) = lhs, case .string(let b) = rhs {
            return caseInsensitive ? StringFolding.compare(a, b) : StringFolding.compareScalars(a, b)
        }
        return PredicateComparator.order(lhs, rhs) ?? 0
    }

    /// Permanent keys ascending, then temporary ones in insertion order (-1, -2, …).
    static func keyOrder(_ lhs: Int64, _ rhs: Int64) -> Bool {
        switch (lhs < 0, rhs < 0) {
        case (false, false): return lhs < rhs
        case (true, true): return lhs > rhs
        case (false, true): return true
        case (true, false): return false
        }
    }
}
