// MARK: - Fetching

extension ObjectContext {
    /// The objects a request describes. Unsaved changes of this context show unless the
    /// request says otherwise: new objects that match appear, deleted ones do not, changed ones
    /// are judged by their new values. With a batch size, objects come back as faults and
    /// filling one fills its whole batch.
    public func fetch(_ request: FetchRequest) throws(ContextError) -> [ManagedObject] {
        let plan = try FetchPlan(request, store: store)
        let objects: [ManagedObject]
        if readsThroughPendingChanges(request) {
            objects = try mergedFetch(plan)
        } else if request.fetchBatchSize > 0 {
            let entity = plan.entity
            if let layout = plan.statement.mixedLayout {
                let (keys, kinds) = try fetchKeysAndKinds(plan, limited: true)
                registry.reserveCapacity(keys.count, for: entity.name)
                objects = batchedFaults(keys, kinds: kinds, of: layout, size: request.fetchBatchSize)
            } else {
                let keys = try fetchBatchKeys(plan)
                registry.reserveCapacity(keys.count, for: entity.name)
                objects = batchedFaults(keys, of: entity, size: request.fetchBatchSize)
            }
        } else {
            objects = try fetchRows(plan, limited: true)
        }
        try prefetch(request.relationshipKeyPathsForPrefetching, for: objects)
        return objects
    }

    /// The ids of the objects a request describes, without creating objects when the context
    /// has no unsaved changes.
    public func fetchObjectIDs(_ request: FetchRequest) throws(ContextError) -> [ObjectID] {
        let plan = try FetchPlan(request, store: store)
        if readsThroughPendingChanges(request) { return try mergedFetch(plan).map(\.objectID) }
        if let layout = plan.statement.mixedLayout {
            let (keys, kinds) = try fetchKeysAndKinds(plan, limited: true)
            return zip(keys, kinds).map { ObjectID(entityName: layout.kinds[$1].entity.name, primaryKey: $0) }
        }
        return try fetchKeys(plan, limited: true).map { ObjectID(entityName: plan.entity.name, primaryKey: $0) }
    }

    /// How many objects a request describes (limit and offset applied).
    public func count(for request: FetchRequest) throws(ContextError) -> Int {
        let plan = try FetchPlan(request, store: store)
        if readsThroughPendingChanges(request) { return try mergedFetch(plan).count }
        let total = try store.read { reader in try reader.count(plan.statement) }
        statistics.rowsRead += 1
        let afterOffset = max(0, total - request.fetchOffset)
        return request.fetchLimit > 0 ? min(afterOffset, request.fetchLimit) : afterOffset
    }

    /// Dictionaries of `propertiesToFetch` (attribute key paths, across to-one relationships).
    public func fetchDictionaries(_ request: FetchRequest) throws(ContextError) -> [[String: StoreValue]] {
        let plan = try FetchPlan(request, store: store)
        let resolver = KeyPathResolver(model: store.model)
        var paths: [ResolvedKeyPath] = []
        do throws(PredicateError) {
            for key in request.propertiesToFetch {
                let path = try resolver.resolve(ModelKeyPath(key), from: plan.entity)
                guard !path.crossesToMany || path.collectionOperator != nil else {
                    throw PredicateError(.fetchCrossesToMany, "\(key)")
                }
                // Refused with or without unsaved changes, as the store refuses it.
                if case .attribute(let attribute, let owner) = path.terminal { try attribute.requireColumn(of: owner) }
                paths.append(path)
            }
        } catch {
            throw .store("invalid properties to fetch: \(error.message)")
        }
        if readsThroughPendingChanges(request) {
            return try mergedFetch(plan).map { object in
                var dictionary: [String: StoreValue] = [:]
                for (key, path) in zip(request.propertiesToFetch, paths) {
                    dictionary[key] = PredicateEvaluator.value(of: path, from: object)
                }
                return dictionary
            }
        }
        let columns: FetchStatement.ValueColumns
        do throws(PredicateError) {
            columns = try plan.statement.valueColumns(request.propertiesToFetch.map { ModelKeyPath($0) })
        } catch {
            throw .store("invalid properties to fetch: \(error.message)")
        }
        let types = paths.map { $0.valueType ?? .integer }
        let rows = try store.read { reader in try reader.values(columns, types: types, of: plan.statement) }
        return rows.map { values in
            var dictionary: [String: StoreValue] = [:]
            for (key, value) in zip(request.propertiesToFetch, values) { dictionary[key] = value }
            return dictionary
        }
    }

    // MARK: From the store

    /// Rows as objects: registered objects are reused (uniquing), and refreshed unless they
    /// have unsaved changes.
    func fetchRows(_ plan: FetchPlan, limited: Bool) throws(ContextError) -> [ManagedObject] {
        if let layout = plan.statement.mixedLayout { return try fetchMixedRows(plan, layout: layout, limited: limited) }
        let entity = plan.entity
        return try store.read { reader in
            let table = registry.table(for: entity.name)
            let home = home(for: entity)
            let filler = ObjectRowFiller(context: self, entity: entity)
            try reader.forEachObjectRow(plan.statement, limited: limited) { row in
                let key = row.int64(0)
                let (registered, slot) = registry.objectOrSlot(in: table, key: key)
                if let existing = registered {
                    if existing.hasChanges {
                        filler.collect(existing)
                    } else {
                        filler.fillAndCollect(existing, from: row)
                    }
                } else {
                    filler.fillAndCollect(
                        newObject(entity, key: key, registeredIn: table, at: slot, home: home),
                        from: row
                    )
                }
            }
            return filler.objects
        }
    }

    /// Rows of an entity and its sub-entities as objects, each of the entity its row is of:
    /// `fetchRows(_:limited:)` with a filler per entity, the rows' order kept.
    private func fetchMixedRows(
        _ plan: FetchPlan,
        layout: MixedRowLayout,
        limited: Bool
    ) throws(ContextError) -> [ManagedObject] {
        try store.read { reader in
            // The entities of a hierarchy share the registry's table.
            let table = registry.table(for: plan.entity.name)
            let homes = layout.kinds.map { home(for: $0.entity) }
            let fillers = layout.kinds.map { ObjectRowFiller(context: self, entity: $0.entity, columns: $0.columns) }
            var objects: [ManagedObject] = []
            try reader.forEachObjectRow(plan.statement, limited: limited) { row in
                // A row of an entity this model does not know is passed over.
                guard let kind = layout.kind(of: row) else { return }
                let key = row.int64(0)
                let (registered, slot) = registry.objectOrSlot(in: table, key: key)
                if let existing = registered {
                    if !existing.hasChanges && existing.entity === layout.kinds[kind].entity {
                        fillers[kind].fill(existing, from: row)
                    }
                    objects.append(existing)
                } else {
                    let entity = layout.kinds[kind].entity
                    let object = newObject(entity, key: key, registeredIn: table, at: slot, home: homes[kind])
                    fillers[kind].fill(object, from: row)
                    objects.append(object)
                }
            }
            return objects
        }
    }

    /// A new object (a fault until filled) for a key the registry does not hold, registered in the
    /// slot `ObjectRegistry.objectOrSlot(in:key:)` gave.
    private func newObject(
        _ entity: EntityDescription,
        key: Int64,
        registeredIn table: Int,
        at slot: Int,
        home: ObjectHome
    )
        -> ManagedObject
    {
        let object = entity.managedClass.init(home: home, primaryKey: key)
        registry.insert(object, in: table, at: slot)
        statistics.objectsRegistered += 1
        return object
    }

    /// The matching primary keys, in order.
    func fetchKeys(_ plan: FetchPlan, limited: Bool) throws(ContextError) -> [Int64] {
        let keys = try store.read { reader in try reader.keys(plan.statement, limited: limited) }
        statistics.rowsRead += keys.count
        return keys
    }

    /// The matching primary keys, in order, for a batched fetch: as a run when they are one
    /// (`StoreReader.keyRun(_:limited:)`), else listed.
    private func fetchBatchKeys(_ plan: FetchPlan) throws(ContextError) -> BatchKeys {
        let found = try store.read { reader throws -> BatchKeys in
            if let run = try reader.keyRun(plan.statement, limited: true) { return .run(run) }
            return .listed(try reader.keysByStepping(plan.statement, limited: true)[...])
        }
        statistics.rowsRead += found.count
        return found
    }

    /// The matching primary keys, in order, with the entity of each (see `StoreReader.keysAndKinds`).
    func fetchKeysAndKinds(_ plan: FetchPlan, limited: Bool) throws(ContextError) -> ([Int64], [Int]) {
        let found = try store.read { reader in try reader.keysAndKinds(plan.statement, limited: limited) }
        statistics.rowsRead += found.keys.count
        return found
    }

    /// `batchedFaults(_:of:size:)` for keys of several entities: each batch of `size` keys has a
    /// home per entity, holding that entity's keys of the batch, so that filling one fault fills
    /// the faults of its entity in its batch, one query for them.
    private func batchedFaults(
        _ keys: [Int64],
        kinds: [Int],
        of layout: MixedRowLayout,
        size: Int
    ) -> [ManagedObject] {
        var objects: [ManagedObject] = []
        objects.reserveCapacity(keys.count)
        let table = registry.table(for: layout.kinds[0].entity.name)
        for start in stride(from: 0, to: keys.count, by: size) {
            let range = start..<min(start + size, keys.count)
            var batches: [Int: ObjectHome] = [:]
            for kind in Set(kinds[range]) {
                let batchKeys = ArraySlice(range.filter { kinds[$0] == kind }.map { keys[$0] })
                batches[kind] = ObjectHome(
                    entity: layout.kinds[kind].entity,
                    context: self,
                    batchKeys: .listed(batchKeys)
                )
            }
            for index in range {
                let batch = batches[kinds[index]]!
                let (registered, slot) = registry.objectOrSlot(in: table, key: keys[index])
                if let registered {
                    if registered.isFault && registered.entity === batch.entity { registered.move(to: batch) }
                    objects.append(registered)
                } else {
                    objects.append(
                        newObject(batch.entity, key: keys[index], registeredIn: table, at: slot, home: batch)
                    )
                }
            }
        }
        return objects
    }

    /// The objects for `keys`, in order: registered ones as they are, new ones as faults grouped
    /// in batches of `size` keys, so that filling one fills its batch. The array is written in
    /// place, each object moved into it as it is made, and each batch registered in one pass of
    /// the registry (see `ObjectRegistry.forEachEntry(of:in:_:)`).
    private func batchedFaults(_ keys: BatchKeys, of entity: EntityDescription, size: Int) -> [ManagedObject] {
        let table = registry.table(for: entity.name)
        let managedClass = entity.managedClass
        var made = 0
        let objects = [ManagedObject](unsafeUninitializedCapacity: keys.count) { buffer, count in
            for start in stride(from: 0, to: keys.count, by: size) {
                let batchKeys = keys.batch(start..<min(start + size, keys.count))
                let batch = ObjectHome(entity: entity, context: self, batchKeys: batchKeys)
                registry.forEachEntry(of: batchKeys, in: table) { key, entry in
                    if let entry {
                        let registered = entry.object
                        if registered.isFault { registered.move(to: batch) }
                        buffer.initializeElement(at: count, to: registered)
                        count += 1
                        return nil
                    }
                    let object = managedClass.init(home: batch, primaryKey: key)
                    // Unowned, as every entry is: the array holds the object.
                    let registered = UnownedObject(object: object)
                    buffer.initializeElement(at: count, to: object)
                    count += 1
                    made += 1
                    return registered
                }
            }
        }
        statistics.objectsRegistered += made
        return objects
    }

    // MARK: With unsaved changes

    /// The store's matches, minus deleted objects, with changed and inserted objects judged
    /// in memory, sorted in memory, then limited.
    /// Whether a fetch must look at unsaved changes: this context's, or a child's parent's.
    private func readsThroughPendingChanges(_ request: FetchRequest) -> Bool {
        parent != nil || (request.includesPendingChanges && hasChanges)
    }

    /// The objects the store — or, for a child, the parent, unsaved changes included — holds
    /// for a plan, before this context's own changes.
    private func baseObjects(_ plan: FetchPlan) throws(ContextError) -> [ManagedObject] {
        guard let parent else { return try fetchRows(plan, limited: false) }
        var request = plan.request
        request.fetchLimit = 0
        request.fetchOffset = 0
        request.fetchBatchSize = 0
        request.includesPendingChanges = true
        request.relationshipKeyPathsForPrefetching = []
        let objects = try parent.fetchObjectIDs(request).map(registeredOrFault)
        try fillFaults(objects)
        return objects
    }

    private func mergedFetch(_ plan: FetchPlan) throws(ContextError) -> [ManagedObject] {
        var candidates = try baseObjects(plan).filter { !$0.isDeleted }
        var present = Set(candidates.map(\.objectID))
        for object in Array(inserted.values) + Array(updated.values)
        where plan.fetches(object.entity.name) && !present.contains(object.objectID) {
            try object.fulfill()
            candidates.append(object)
            present.insert(object.objectID)
        }
        if let evaluator = plan.evaluator {
            candidates = candidates.filter { evaluator.evaluate($0) }
        }
        var result = plan.sorter.sorted(candidates)
        let offset = min(plan.request.fetchOffset, result.count)
        result.removeFirst(offset)
        if plan.request.fetchLimit > 0 && result.count > plan.request.fetchLimit {
            result.removeLast(result.count - plan.request.fetchLimit)
        }
        return result
    }

    // MARK: Prefetching

    /// Loads relationship key paths for many objects at once: one query per step instead of
    /// one per object.
    func prefetch(_ keyPaths: [String], for objects: [ManagedObject]) throws(ContextError) {
        for keyPath in keyPaths {
            var current = objects
            for key in keyPath.split(separator: ".").map(String.init) {
                guard let entity = current.first?.entity else { break }
                guard let relationship = entity.relationship(named: key) else {
                    throw .unknownKey(key, entity: entity)
                }
                try fillFaults(current)
                // An object still a fault has no row any more (another process deleted it):
                // nothing to follow from it, and reading its keys would only try its row again.
                current.removeAll(where: \.isFault)
                // Objects of several entities of a hierarchy: those that have the relationship.
                let groups = Self.byEntity(current)
                if groups.count > 1 { current = current.filter { $0.entity.relationship(named: key) != nil } }
                var next: [ManagedObject] = []
                // Reading through the objects' own accessors leaves each holding what it points
                // at, so the prefetched objects stay alive as long as the objects that led to them.
                if relationship.isToMany {
                    // The objects filled with the links, held until their owners hold them.
                    var filledWithLinks: [ManagedObject] = []
                    for (entity, members) in groups {
                        guard let relationship = entity.relationship(named: key), let slot = entity.toManySlots[key]
                        else { continue }
                        // A child loads through its parent, one object at a time; the store is the parent's.
                        let unloaded =
                            parent == nil ? members.filter { $0.toMany[slot] == nil && !$0.objectID.isTemporary } : []
                        let (stored, filled) = try storedToManyKeysFillingRelated(unloaded, relationship: relationship)
                        filledWithLinks += filled
                        for (object, keys) in zip(unloaded, stored) {
                            let current = applyPendingChanges(to: keys, of: object, relationship: relationship)
                            object.loadToMany(slot, stored: keys, current: current)
                        }
                    }
                    for object in current { next += object.relatedObjects(forKey: key) }
                    withExtendedLifetime(filledWithLinks) {}
                } else {
                    next = current.compactMap { $0.relatedObject(forKey: key) }
                }
                // Each object once. They are all of the relationship's destination, and uniquing
                // gives each key one object, so keys tell them apart: a key table, unlike a set
                // of ids, needs no run-time look-up of a `Hashable` conformance, which costs more
                // than this whole step the first time a process (the app starting) makes one.
                var seen = KeyTable<Bool>()
                current = next.filter { object in
                    guard seen[object.objectID.primaryKey] == nil else { return false }
                    seen[object.objectID.primaryKey] = true
                    return true
                }
                try fillFaults(current)
            }
        }
    }

    /// The stored keys of a to-many relationship for `owners`, its objects filled by the same
    /// statement (the links joined with their rows), unless the destination has sub-entities,
    /// whose rows lie in more than one layout: then the objects are filled by a statement of
    /// their own, as the next step of the prefetch fills them. Objects filled already keep what
    /// they hold.
    private func storedToManyKeysFillingRelated(
        _ owners: [ManagedObject],
        relationship: RelationshipDescription
    ) throws(ContextError) -> (keys: [[Int64]], filled: [ManagedObject]) {
        guard let entity = owners.first?.entity else { return ([], []) }
        guard let destination = store.model.entity(named: relationship.destination), !destination.hasSubentities
        else { return (try storedToManyKeys(owners, relationship: relationship), []) }
        let keys = owners.map(\.objectID.primaryKey)
        return try store.read { reader in
            let table = registry.table(for: destination.name)
            let home = home(for: destination)
            let filler = ObjectRowFiller(context: self, entity: destination)
            var filled: [ManagedObject] = []
            let stored = try reader.toManyKeys(of: keys, relationship: relationship, in: entity, joining: destination) {
                key,
                row in
                statistics.rowsRead += 1
                let (registered, slot) = registry.objectOrSlot(in: table, key: key)
                if let existing = registered {
                    guard existing.isFault else { return }
                    filler.fill(existing, from: row)
                    existing.leaveFaultBatch()
                    filled.append(existing)
                } else {
                    let object = newObject(destination, key: key, registeredIn: table, at: slot, home: home)
                    filler.fill(object, from: row)
                    filled.append(object)
                }
            }
            return (stored, filled)
        }
    }

    /// Objects grouped by entity, in the order each entity first appears: almost always one group.
    private static func byEntity(_ objects: [ManagedObject]) -> [(EntityDescription, [ManagedObject])] {
        guard let first = objects.first?.entity else { return [] }
        if objects.allSatisfy({ $0.entity === first }) { return [(first, objects)] }
        var groups: [(EntityDescription, [ManagedObject])] = []
        for object in objects {
            if let index = groups.firstIndex(where: { $0.0 === object.entity }) {
                groups[index].1.append(object)
            } else {
                groups.append((object.entity, [object]))
            }
        }
        return groups
    }
}
