// MARK: - Saving

extension ObjectContext {
    /// Validates every change, then writes them all in one transaction. On any failure —
    /// validation, a conflict with another writer, the disk — nothing is written and the
    /// context keeps its changes, so the caller can fix and retry (or roll back).
    /// Returns what the save changed, which another context of the same store can merge
    /// (`mergeChanges(_:)`).
    ///
    /// A child context's save goes to its parent, not the store. When another writer changed
    /// a row this context changed, the `mergePolicy` decides: refuse (the default), or resolve
    /// and try again.
    @discardableResult
    public func save() throws(ContextError) -> ContextChanges {
        guard hasChanges else { return ContextChanges(origin: .save) }
        if let parent { return try saveToParent(parent) }
        guard !store.isReadOnly else { throw .readOnlyStore }
        for object in insertedObjects + updatedObjects + deletedObjects { object.willSave() }
        // What the hooks left to save, sorted once: validating and writing read the same lists
        // (sorting a large insert again was a measurable part of its save).
        var plan = SavePlan(inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
        let failures = try validationFailures(inserted: plan.inserted, updated: plan.updated)
        guard failures.isEmpty else { throw .validation(failures) }

        var attempts = 0
        var catchUps = 0
        var heardInTransaction = false
        while true {
            notifyObserversOfSave()
            let permanentKeys: [Int64: Int64]
            let derived: DerivedChanges
            do {
                // Read as of its last look, a context brings in what others committed since
                // before writing, so that its reads after the save see nothing it has not
                // brought in. (Twice at most: a store that never stays still is written anyway.)
                let checks = readsArePinned && mergePolicy == .error && catchUps < 2
                guard let written = try write(plan, unlessChangedSince: checks ? lastDataVersion : nil, checked: checks)
                else {
                    catchUps += 1
                    try bringInBeforeWriting(plan)
                    plan = SavePlan(inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
                    continue
                }
                let transaction: Int64
                (permanentKeys, derived, transaction, heardInTransaction) = written
                // Noted once committed: a transaction that failed to commit is no one's, and its
                // number may be another process's next.
                store.mergeHub.recordTransaction(transaction, by: inbox.id)
            } catch .conflict(let conflicts) where mergePolicy != .error && attempts < 3 {
                attempts += 1
                try resolve(conflicts)
                guard hasChanges else { return ContextChanges(origin: .save) }
                plan = SavePlan(inserted: insertedObjects, updated: updatedObjects, deleted: deletedObjects)
                continue
            }
            statistics.saves += 1
            var (changes, undoRecord) = finishSave(plan, permanentKeys: permanentKeys)
            apply(derived, to: &changes)
            if let undoManager, let undoRecord { undoManager.record(undoRecord) }
            // Pinned again, after the save, for observers that read to hear of it; what another
            // process committed in the instant since is brought in first, so that the reads that
            // follow see nothing unheard of. When every observer read what it needs inside the
            // save's transaction, the save ends the pin: reads until the next look see each
            // commit as it comes, and a save costs three statements less.
            if readsArePinned && !heardInTransaction { _ = try? catchUpWithExternalChanges() }
            notifyObservers(changes)
            store.mergeHub.publish(changes, from: inbox.id)
            for child in children { child.context?.adoptPermanentIDs(changes.permanentIDs) }
            return changes
        }
    }

    /// What other processes committed since the last look, brought in before this context
    /// writes (see `pinsReadsToLastLook`). A row this save changes or deletes that they changed
    /// or deleted is a conflict, as the write would have found it; bringing their change in
    /// gave the object their version, with which the write would have gone through.
    private func bringInBeforeWriting(_ plan: SavePlan) throws(ContextError) {
        let touched = plan.updated + plan.deleted
        let versions = touched.map(\.storedVersion)
        guard let brought = try catchUpWithExternalChanges() else { return }
        let deleted = Set(brought.deleted)
        var conflicts: [MergeConflict] = []
        for (object, version) in zip(touched, versions) {
            let gone = deleted.contains(object.objectID)
            guard gone || object.storedVersion != version else { continue }
            let keys = gone ? [] : (brought.updated[object.objectID] ?? []).sorted()
            conflicts.append(
                MergeConflict(objectID: object.objectID, object: describe(object), keys: keys, deletedInStore: gone)
            )
        }
        if !conflicts.isEmpty { throw .conflict(conflicts) }
    }

    /// Forgets every unsaved change: inserted objects disappear, changed and deleted ones
    /// return to their stored values.
    public func rollback() {
        for object in inserted.values {
            unregister(object.objectID)
            object.detach()
            object.cancelInsertion()
        }
        for object in Array(updated.values) + Array(deleted.values) {
            object.revertToCommitted()
        }
        inserted = InsertedObjects()
        updated = [:]
        deleted = [:]
        actionName = nil
    }

    /// Forgets everything: changes, registered objects (which detach from the context) and
    /// the undo history. The next fetch starts from the store.
    public func reset() {
        for entry in registry.values { entry.object.detach() }
        registry = ObjectRegistry(model: store.model)
        inserted = InsertedObjects()
        updated = [:]
        deleted = [:]
        faultFailures = [:]
        actionName = nil
        undoManager?.removeAll()
        recentlyRead.removeAll()
    }

    // MARK: Writing

    /// The objects one save writes, in a stable order.
    struct SavePlan {
        let inserted: [ManagedObject]
        let updated: [ManagedObject]
        let deleted: [ManagedObject]
    }

    /// Writes a plan in one immediate transaction and returns the permanent key of every
    /// inserted object (by temporary key), the derived values the store computed, the
    /// transaction's number in the log, and whether the observers heard what they need of it
    /// before the commit. Throws, having written nothing, on any failure.
    ///
    /// `checked`: the write happens only if no other connection committed since this context's
    /// last look, so the store the observers see before the commit is the one this context
    /// knows plus this save. Unchecked, a context that reads as of its last look lets its
    /// observers read after the commit, once it has brought in what else was committed.
    private func write(
        _ plan: SavePlan,
        unlessChangedSince version: Int64?,
        checked: Bool
    ) throws(ContextError) -> ([Int64: Int64], DerivedChanges, Int64, Bool)? {
        let observersMayHear = checked || !readsArePinned
        return try store.write(unlessChangedSince: version) { writer in
            let permanent = try allocateKeys(for: plan.inserted, with: writer)
            let watch = try watchDerivedValues(plan, writer: writer)
            let resolve: (StoreValue) -> StoreValue = { value in
                if case .integer(let key) = value, key < 0, let mapped = permanent[key] { return .integer(mapped) }
                return value
            }
            // Deletes first, then updates, then inserts: a unique value that a deleted or
            // changed row gives up can be taken by a new row in the same save.
            var conflicts: [MergeConflict] = []
            for object in plan.deleted {
                if try !writer.deleteRow(object) { conflicts.append(try conflict(for: object, in: writer)) }
            }
            for object in plan.updated where !object.changedSlots.isEmpty {
                // A fault has nothing to write: its row went before its values could be read.
                if try object.isFault || !writer.updateRow(object, resolve: resolve) {
                    conflicts.append(try conflict(for: object, in: writer))
                }
            }
            guard conflicts.isEmpty else { throw ContextError.conflict(conflicts) }
            for object in plan.inserted {
                try writer.insertRow(object, key: permanent[object.objectID.primaryKey]!, resolve: resolve)
            }
            try writer.writeLinks(of: plan.inserted + plan.updated) { permanent[$0] ?? $0 }
            let derived = try derivedChanges(watch, writer: writer, permanent: permanent)
            var record = transactionRecord(plan, permanent: permanent)
            derived.log(into: &record)
            let transaction = try writer.logTransaction(record, author: name)
            let heard = try observersMayHear && observersHear(PendingSave(plan, permanentKeys: permanent), writer)
            return (permanent, derived, transaction, heard)
        }
    }

    /// Lets every observer read what it needs to hear of the save, before it commits.
    private func observersHear(_ save: PendingSave, _ writer: StoreWriter) throws -> Bool {
        let reader = StoreReader(store: store, db: writer.db)
        var heard = true
        for entry in observers {
            if let observer = entry.observer, try !observer.context(self, willCommit: save, reader: reader) {
                heard = false
            }
        }
        return heard
    }

    /// Permanent keys for new objects: above every key the entity's table ever had, so a key
    /// is never reused (undo may bring a deleted object back under its old key). The entities
    /// of a hierarchy take their keys from their shared table, one sequence for all of them.
    private func allocateKeys(for objects: [ManagedObject], with writer: StoreWriter) throws -> [Int64: Int64] {
        var permanent: [Int64: Int64] = [:]
        permanent.reserveCapacity(objects.count)
        for (entityName, members) in Dictionary(grouping: objects, by: \.entity.rootName).sorted(by: { $0.key < $1.key }
        ) {
            let fresh = members.filter(\.objectID.isTemporary).sorted(by: Self.insertionOrder)
            let ceiling = try writer.keyCeiling(of: entityName)
            // Keys are never reused, so they can run out: only in a store written by hand.
            guard ceiling < Int64.max - Int64(fresh.count) else {
                throw ContextError.store("the store has no keys left for new \(entityName) objects")
            }
            var next = ceiling + 1
            for object in fresh {
                permanent[object.objectID.primaryKey] = next
                next += 1
            }
            for object in members where !object.objectID.isTemporary {
                permanent[object.objectID.primaryKey] = object.objectID.primaryKey
            }
            try writer.raiseKeyCeiling(of: entityName, to: max(next - 1, members.map(\.objectID.primaryKey).max() ?? 0))
        }
        return permanent
    }

    /// Describes how the stored row differs from what this context read.
    private func conflict(for object: ManagedObject, in writer: StoreWriter) throws -> MergeConflict {
        guard let stored = try writer.storedValues(of: object.entity, key: object.objectID.primaryKey) else {
            return MergeConflict(objectID: object.objectID, object: describe(object), keys: [], deletedInStore: true)
        }
        let keys = stored.indices.filter { stored[$0] != object.committedValues[$0] }.map(object.slotName)
        return MergeConflict(objectID: object.objectID, object: describe(object), keys: keys, deletedInStore: false)
    }

    private func transactionRecord(_ plan: SavePlan, permanent: [Int64: Int64]) -> TransactionRecord {
        var record = TransactionRecord()
        for object in plan.inserted {
            record.inserted[object.entity.name, default: []].append(permanent[object.objectID.primaryKey]!)
        }
        for object in plan.updated where !object.changedSlots.isEmpty {
            var before: [String: LoggedValue] = [:]
            for slot in object.changedSlots {
                before[object.slotName(slot)] = LoggedValue(object.committedValues[slot])
            }
            record.updated[object.entity.name, default: [:]][String(object.objectID.primaryKey)] = before
        }
        for object in plan.deleted {
            var before: [String: LoggedValue] = [:]
            for slot in object.committedValues.indices {
                before[object.slotName(slot)] = LoggedValue(object.committedValues[slot])
            }
            record.deleted[object.entity.name, default: [:]][String(object.objectID.primaryKey)] = before
        }
        return record
    }
}
