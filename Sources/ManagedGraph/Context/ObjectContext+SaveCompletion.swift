// MARK: - After a save commits

extension ObjectContext {
    /// Brings the objects in step with what was written: permanent ids, fresh snapshots and
    /// versions, no pending changes. Returns what changed, for observers, and what undo needs.
    func finishSave(_ plan: SavePlan, permanentKeys: [Int64: Int64]) -> (ContextChanges, SavedChange?) {
        let resolveKey: (Int64) -> Int64 = { permanentKeys[$0] ?? $0 }
        let resolve: (StoreValue) -> StoreValue = { value in
            if case .integer(let key) = value, key < 0 { return .integer(resolveKey(key)) }
            return value
        }
        var changes = ContextChanges(origin: .save)
        let undoRecord = recordForUndo(plan, resolve: resolve, resolveKey: resolveKey)

        // Permanent identities for inserted objects.
        for object in plan.inserted {
            let temporary = object.objectID
            let permanent = ObjectID(entityName: temporary.entityName, primaryKey: resolveKey(temporary.primaryKey))
            registry[temporary] = nil
            object.finishInsertion(key: permanent.primaryKey, version: 1)
            registry[permanent] = UnownedObject(object: object)
            changes.permanentIDs.add(permanent, for: temporary)
            changes.inserted.append(permanent)
        }
        // Fresh snapshots: what is in memory is what is stored now. (An inserted object is
        // never among the updated ones: `willChange` leaves it out.)
        for object in plan.inserted {
            object.commitChanges(resolve: resolve, resolveKey: resolveKey, everyToMany: true)
        }
        for object in plan.updated {
            if !object.changedSlots.isEmpty {
                var old: [String: StoreValue] = [:]
                for slot in object.changedSlots { old[object.slotName(slot)] = object.committedValues[slot] }
                changes.updated[object.objectID] = object.changedKeys
                changes.oldValues[object.objectID] = old
                object.raiseStoredVersion()
            } else if !object.changedToManySlots.isEmpty {
                changes.updated[object.objectID] = object.changedKeys
            }
            object.commitChanges(resolve: resolve, resolveKey: resolveKey, everyToMany: false)
        }
        for object in plan.deleted {
            var old: [String: StoreValue] = [:]
            for slot in object.committedValues.indices { old[object.slotName(slot)] = object.committedValues[slot] }
            changes.deleted.append(object.objectID)
            changes.oldValues[object.objectID] = old
        }
        inserted = InsertedObjects()
        updated = [:]
        deleted = [:]
        for objects in [plan.inserted, plan.updated, plan.deleted] {
            for object in objects { object.didSave() }
        }
        // Deleted objects leave the context only now, so their `didSave` still sees it.
        for object in plan.deleted {
            unregister(object.objectID)
            object.detach()
        }
        return (changes, undoRecord)
    }

    /// What undo needs to revert this save, with every key permanent.
    private func recordForUndo(
        _ plan: SavePlan,
        resolve: (StoreValue) -> StoreValue,
        resolveKey: (Int64) -> Int64
    ) -> SavedChange? {
        guard undoManager != nil else { return nil }
        let action = actionName ?? "change"
        actionName = nil
        var objects: [SavedChange.ObjectChange] = []
        for object in plan.inserted {
            let id = ObjectID(entityName: object.entity.name, primaryKey: resolveKey(object.objectID.primaryKey))
            var after: [Int: StoreValue] = [:]
            let attributes = object.entity.attributes
            // Derived values are the store's, computed as the save writes: not what it left here.
            for slot in object.values.indices where slot >= attributes.count || attributes[slot].derivation == nil {
                after[slot] = resolve(object.values[slot])
            }
            objects.append(.init(id: id, kind: .inserted, before: [:], after: after, toManyBefore: [:]))
        }
        // Only what differs from before the save: a value changed and changed back is no change,
        // and a save of nothing but such is no step to undo (undoing it would save nothing, and
        // leave nothing to redo).
        for object in plan.updated where object.hasChanges {
            var before: [Int: StoreValue] = [:]
            var after: [Int: StoreValue] = [:]
            let committed = object.committedValues
            for slot in object.changedSlots where !committed[slot].isIdentical(to: object.values[slot]) {
                before[slot] = committed[slot]
                after[slot] = resolve(object.values[slot])
            }
            var toManyBefore: [Int: [Int64]] = [:]
            for slot in object.changedToManySlots where isJoinTable(object.entity.toManyRelationships[slot], of: object)
            {
                // Not loaded: changed through its inverse, by how much is not known here.
                let old = object.committedToMany[slot] ?? []
                if object.toMany[slot].map({ $0 != old }) ?? true { toManyBefore[slot] = old }
            }
            if !before.isEmpty || !toManyBefore.isEmpty {
                objects.append(
                    .init(id: object.objectID, kind: .updated, before: before, after: after, toManyBefore: toManyBefore)
                )
            }
        }
        for object in plan.deleted {
            var before: [Int: StoreValue] = [:]
            for slot in object.committedValues.indices { before[slot] = object.committedValues[slot] }
            var toManyBefore: [Int: [Int64]] = [:]
            for (slot, relationship) in object.entity.toManyRelationships.enumerated()
            where isJoinTable(relationship, of: object) {
                toManyBefore[slot] = object.committedToMany[slot] ?? object.toMany[slot] ?? []
            }
            objects.append(
                .init(id: object.objectID, kind: .deleted, before: before, after: [:], toManyBefore: toManyBefore)
            )
        }
        return objects.isEmpty ? nil : SavedChange(actionName: action, objects: objects)
    }

    func isJoinTable(_ relationship: RelationshipDescription, of object: ManagedObject) -> Bool {
        if case .joinTable = store.schema.storage(of: relationship, in: object.entity) { return true }
        return false
    }
}
