// MARK: - Faulting: filling objects from their rows

extension ObjectContext {
    /// Fills one fault, or its whole batch when it came from a batched fetch: a fault firing.
    func fulfillFault(_ object: ManagedObject) throws(ContextError) {
        guard object.isFault else { return }
        statistics.faultsFired += 1
        if let keys = object.faultBatchKeys, parent == nil {
            try fillBatch(keys, of: object.entity)
        } else {
            try fillFaults([object], asBatch: false)
        }
        if object.isFault { throw .objectNotFound(object.objectID) }
    }

    /// Fills every fault of `objects` with as few queries as possible (one per entity and
    /// chunk of keys): batch faulting.
    public func fillFaults(_ objects: [ManagedObject]) throws(ContextError) {
        try fillFaults(objects, asBatch: true)
    }

    /// `asBatch`: the statements count as batch fills; otherwise the one fault that fired is
    /// filled, and its firing is what counts (see `ContextStatistics`).
    private func fillFaults(_ objects: [ManagedObject], asBatch: Bool) throws(ContextError) {
        // A child also fills objects its parent inserted and has not saved (temporary keys).
        let faults = objects.filter { $0.isFault && (parent != nil || !$0.objectID.isTemporary) }
        guard !faults.isEmpty else { return }
        if let parent { return try fill(faults, from: parent) }
        // Almost always one entity: no grouping by name then.
        let first = faults[0].entity
        let byEntity: [(EntityDescription, [ManagedObject])]
        if faults.allSatisfy({ $0.entity === first }) {
            byEntity = [(first, faults)]
        } else {
            byEntity = try Dictionary(grouping: faults, by: { $0.entity.name }).sorted(by: { $0.key < $1.key })
                .map { (name, members) throws(ContextError) in (try entity(named: name), members) }
        }
        for (entity, members) in byEntity {
            try fillFaults(members, of: entity, asBatch: asBatch)
        }
        for object in faults where !object.isFault { object.leaveFaultBatch() }
    }

    /// Fills faults of one entity, none of them new: one query per chunk of keys.
    private func fillFaults(
        _ faults: [ManagedObject],
        of entity: EntityDescription,
        asBatch: Bool
    ) throws(ContextError) {
        // In key order: the rows come back in key order, and each is matched with its object
        // by walking the two side by side, with no table of the objects by key.
        let sorted = Self.isInKeyOrder(faults) ? faults : faults.sorted(by: Self.precedesInKeyOrder)
        let keys = sorted.map(\.primaryKey)
        try store.read { reader in
            let filler = ObjectRowFiller(context: self, entity: entity, rowsExpected: keys.count)
            for start in stride(from: 0, to: keys.count, by: Self.keyChunkSize) {
                let chunk = keys[start..<min(start + Self.keyChunkSize, keys.count)]
                var next = chunk.startIndex
                if asBatch { statistics.batchFills += 1 }
                try reader.forEachRow(of: entity, keys: chunk) { key, row in
                    // Objects whose rows are gone are passed over; they stay faults.
                    while next < chunk.endIndex && chunk[next] < key { next += 1 }
                    guard next < chunk.endIndex && chunk[next] == key else { return }
                    filler.fill(sorted[next], from: row)
                    next += 1
                }
            }
        }
    }

    /// Fills the faults of a batch that are still registered: each row read is matched with
    /// its object through the registry, which holds every object of the batch that is still
    /// alive. No list of the batch's objects is made: gathering them, then the faults among
    /// them, cost more than filling them. A batch's objects keep their batch once filled:
    /// letting go of it here would touch every object again, and refilling a refreshed one
    /// fills its batch's faults.
    private func fillBatch(_ keys: BatchKeys, of entity: EntityDescription) throws(ContextError) {
        let table = registry.table(for: entity.name)
        try store.read { reader in
            let filler = ObjectRowFiller(context: self, entity: entity, rowsExpected: keys.count)
            func fill(key: Int64, row: StatementRow) {
                // A row whose object is gone, or is no longer a fault, is passed over.
                registry.entry(in: table, key: key)?.withObject { object in
                    if object.isFault { filler.fill(object, from: row) }
                }
            }
            for start in stride(from: 0, to: keys.count, by: Self.keyChunkSize) {
                statistics.batchFills += 1
                switch keys.batch(start..<min(start + Self.keyChunkSize, keys.count)) {
                case .run(let run): try reader.forEachRow(of: entity, run: run, fill)
                case .listed(let chunk): try reader.forEachRow(of: entity, keys: chunk, fill)
                }
            }
        }
    }

    private static func isInKeyOrder(_ objects: [ManagedObject]) -> Bool {
        zip(objects, objects.dropFirst()).allSatisfy { precedesInKeyOrder($0, $1) }
    }

    private static func precedesInKeyOrder(_ lhs: ManagedObject, _ rhs: ManagedObject) -> Bool {
        lhs.primaryKey < rhs.primaryKey
    }

    /// How many keys go in one query of rows by key (see `StoreReader.keysPerStatement`).
    static let keyChunkSize = StoreReader.keysPerStatement

    /// Sets an object's values as read from its row (see `ObjectRowFiller`).
    /// (`values` is consumed: the object takes the caller's reference to them rather than a
    /// second one.)
    func fill(_ object: ManagedObject, values: consuming SlotValues, version: Int64) {
        object.fillFromStore(values, version: version)
        object.awakeFromFetch()
        if pinsReadsToLastLook { recentlyRead.hold(object) }
    }

    /// Turns an object back into a fault: its values are dropped and read again on next use.
    /// Unsaved changes are lost unless `mergeChanges`, which keeps them on top of the fresh values.
    /// Transient values go back to their defaults, unless `mergeChanges`: then, as in Core Data,
    /// the object is filled at once and its transient values are put back after `awakeFromFetch()`.
    public func refresh(_ object: ManagedObject, mergeChanges: Bool) throws(ContextError) {
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        guard !object.isInserted else { return }
        let kept = mergeChanges ? object.changedSlots.map { ($0, object.values[$0]) } : []
        let stored =
            kept.isEmpty || object.isFault ? nil : (values: object.committedValues, version: object.storedVersion)
        let transients = object.transientValues
        let changedTransients = object.changedTransientSlots
        let keepsTransients =
            mergeChanges && (!changedTransients.isEmpty || transients != object.entity.transientDefaults)
        if !mergeChanges {
            discardChanges(of: object)
        }
        object.turnIntoFault()
        object.forgetRelatedObjects()
        for slot in object.toMany.indices where !object.changedToManySlots.contains(slot) {
            object.forgetLoadedToMany(slot)
        }
        guard !kept.isEmpty || keepsTransients else { return }
        do {
            try fulfillFault(object)
        } catch {
            // Its row is gone (deleted elsewhere): the object stays as it was, changes and all,
            // never a fault with changes of nothing; saving them is a conflict, as it should be.
            if let before = stored { object.fillFromStore(before.values, version: before.version) }
            for (slot, value) in kept { object.change(slot: slot, to: value) }
            if keepsTransients { object.restoreTransients(transients, changed: changedTransients) }
            throw error
        }
        for (slot, value) in kept where !object.values[slot].isIdentical(to: value) {
            object.change(slot: slot, to: value)
        }
        if keepsTransients { object.restoreTransients(transients, changed: changedTransients) }
    }

    /// Forgets an object's unsaved changes (deletion included) without touching other objects.
    func discardChanges(of object: ManagedObject) {
        updated[object.objectID] = nil
        deleted[object.objectID] = nil
        object.discardChanges()
    }
}
