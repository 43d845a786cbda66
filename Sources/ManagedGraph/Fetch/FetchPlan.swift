import TextRules

// MARK: - A fetch request, resolved against the model

/// A fetch request checked against the model once: its entity, its predicate prepared for
/// memory and compiled by the store, its sort keys as in-memory comparisons and as the store's
/// order.
struct FetchPlan {
    let request: FetchRequest
    let entity: EntityDescription
    /// What the store runs for the request (see `FetchStatement`).
    var statement: FetchStatement
    let evaluator: PredicateEvaluator?
    let sorter: ObjectSorter

    /// Whether the fetch returns objects of the entity called `name`: the fetched entity, or one
    /// of its sub-entities when the request includes them.
    func fetches(_ name: String) -> Bool {
        name == entity.name ? !entity.isAbstract : statement.kinds.contains(name)
    }

    init(_ request: FetchRequest, store: PersistentStore) throws(ContextError) {
        guard let entity = store.model.entity(named: request.entityName) else {
            throw .store("the model has no entity \"\(request.entityName)\"")
        }
        self.request = request
        self.entity = entity
        do {
            // The store compiles first, then memory gets its evaluator: the first problem found
            // is the one reported, so the order is the order of the checks.
            let filter = try FetchStatement.filter(request.predicate, entity: entity, schema: store.schema)
            evaluator = try request.predicate.map { predicate throws(PredicateError) in
                try PredicateEvaluator(predicate, entity: entity, model: store.model)
            }
            let order = try FetchStatement.orderTerms(
                request.sortDescriptors,
                entity: entity,
                schema: store.schema,
                backwards: request.readsBackwards
            )
            statement = FetchStatement(
                request,
                entity: entity,
                filter: filter,
                order: order,
                schema: store.schema,
                ranked: Self.rankedOrder(of: request, entity: entity, filter: filter, store: store),
                rankedRange: Self.rankedRange(of: request, entity: entity, filter: filter, store: store)
            )
            sorter = try ObjectSorter(request.sortDescriptors, entity: entity, model: store.model)
        } catch {
            throw .store("invalid fetch request for \(entity.name): \(error.message)")
        }
    }

    /// The store's counted order (`KeptRanks`) that gives the request's rows, when there is
    /// one: every row of the table, sorted ascending by one required ranked attribute alone
    /// (case-insensitively for text, which the counted order folds). An optional one's nulls
    /// are not counted: its order serves counts of ranges only.
    private static func rankedOrder(
        of request: FetchRequest,
        entity: EntityDescription,
        filter: SQLFragment?,
        store: PersistentStore
    ) -> KeptRanks.Order? {
        guard store.keepsRanks, filter == nil, !request.readsBackwards, entity.rootName == entity.name,
            request.includesSubentities || !entity.hasSubentities,
            request.sortDescriptors.count == 1, let sort = request.sortDescriptors.first, sort.ascending,
            let attribute = entity.attribute(named: sort.keyPath), attribute.isRanked, !attribute.isOptional,
            attribute.type != .string || sort.comparison == .caseInsensitive
        else { return nil }
        return KeptRanks.order(of: entity, sortedBy: attribute.name, schema: store.schema)
    }

    /// The range of a ranked attribute the request's predicate is, when it is one comparison of
    /// such an attribute of the whole table with values (see `RankedRange`).
    private static func rankedRange(
        of request: FetchRequest,
        entity: EntityDescription,
        filter: SQLFragment?,
        store: PersistentStore
    ) -> RankedRange? {
        guard store.keepsRanks, let filter, entity.rootName == entity.name,
            request.includesSubentities || !entity.hasSubentities
        else { return nil }
        return KeptRanks.orders(of: store.schema).lazy.filter { $0.table == entity.name }
            .compactMap { RankedRange(filter: filter, order: $0) }.first
    }
}

// MARK: - Sorting in memory

/// The order of `ORDER BY`, reproduced in Swift for objects with unsaved changes: nil first,
/// numbers numerically, text exactly or case-insensitively (`TextFolding.compare`), then by
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
            return caseInsensitive ? TextFolding.compare(a, b) : TextFolding.compareScalars(a, b)
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
