// MARK: - Child contexts

extension ObjectContext {
    /// Fills faults from the parent's objects: a child sees its parent's unsaved changes.
    func fill(_ faults: [ManagedObject], from parent: ObjectContext) throws(ContextError) {
        for fault in faults {
            let source = parent.object(with: fault.objectID)
            try source.fulfill()
            fault.fillFromParent(source.values, version: source.storedVersion)
            fault.leaveFaultBatch()
            fault.awakeFromFetch()
        }
    }

    /// A child's save: every change becomes the parent's unsaved change, with the parent's
    /// inverse upkeep and delete rules; nothing reaches the store until the parent saves.
    func saveToParent(_ parent: ObjectContext) throws(ContextError) -> ContextChanges {
        for object in insertedObjects + updatedObjects + deletedObjects { object.willSave() }
        let inserted = insertedObjects
        let changed = updatedObjects
        let failures = try validationFailures(inserted: inserted, updated: changed)
        guard failures.isEmpty else { throw .validation(failures) }

        let updated = changed.filter { !$0.isFault }
        let deleted = deletedObjects
        var keys: [Int64: Int64] = [:]
        for object in inserted {
            keys[object.objectID.primaryKey] = try parent.insertNew(object.entity).objectID.primaryKey
        }
        let inParent = { (entity: String, key: Int64) in
            parent.object(with: ObjectID(entityName: entity, primaryKey: keys[key] ?? key))
        }
        for object in inserted + updated {
            try push(
                object,
                into: inParent(object.entity.name, object.objectID.primaryKey),
                parent: parent,
                as: inParent
            )
        }
        for object in deleted {
            let target = inParent(object.entity.name, object.objectID.primaryKey)
            if !target.isDeleted { try parent.delete(target) }
        }

        // The child's objects now stand for the parent's: same ids, nothing left to save here.
        var changes = ContextChanges(origin: .save)
        for object in inserted {
            let id = ObjectID(entityName: object.entity.name, primaryKey: keys[object.objectID.primaryKey]!)
            changes.permanentIDs.add(id, for: object.objectID)
            rekey(object, to: id)
            object.finishInsertion(key: id.primaryKey, version: nil)
            changes.inserted.append(id)
        }
        for object in updated where !object.changedSlots.isEmpty {
            changes.updated[object.objectID] = object.changedKeys
            changes.oldValues[object.objectID] = object.committedValues(forKeys: Array(object.changedKeys))
        }
        for object in inserted + updated {
            object.commitChanges(
                resolve: { value in
                    if case .integer(let key) = value, let mapped = keys[key] { return .integer(mapped) }
                    return value
                },
                resolveKey: { keys[$0] ?? $0 },
                everyToMany: true
            )
        }
        for object in deleted {
            changes.deleted.append(object.objectID)
            unregister(object.objectID)
            object.detach()
        }
        self.inserted = InsertedObjects()
        self.updated = [:]
        self.deleted = [:]
        for object in inserted + updated + deleted { object.didSave() }
        notifyObservers(changes)
        return changes
    }

    /// Copies one object's changes to its parent's object, through the parent's accessors so
    /// that the parent keeps its inverses in step.
    private func push(
        _ object: ManagedObject,
        into target: ManagedObject,
        parent: ObjectContext,
        as inParent: (String, Int64) -> ManagedObject
    ) throws(ContextError) {
        try target.fulfill()
        let entity = object.entity
        let slots = object.isInserted ? Array(object.values.indices) : Array(object.changedSlots)
        for slot in slots {
            if slot < entity.attributes.count {
                try target.setSlot(slot, to: object.values[slot])
            } else {
                let relationship = entity.toOneRelationships[slot - entity.attributes.count]
                let related = object.values[slot].integerValue.map { inParent(relationship.destination, $0) }
                try parent.setToOne(of: target, key: relationship.name, to: related)
            }
        }
        // Transient values go up with the rest, as Core Data's do: they are the object's, not the store's.
        for slot in object.changedTransientSlots.sorted() {
            let name = entity.transientAttributes[slot].name
            _ = try target.setTransientValue(object.transientValues[slot], forAttribute: name)
        }
        let toManySlots = object.isInserted ? Set(object.toMany.indices) : object.changedToManySlots
        for slot in toManySlots.sorted() where isJoinTable(entity.toManyRelationships[slot], of: object) {
            let relationship = entity.toManyRelationships[slot]
            let related = (object.toMany[slot] ?? []).map { inParent(relationship.destination, $0) }
            try parent.setToMany(of: target, key: relationship.name, to: related)
        }
    }

    /// Gives a registered object a new id.
    func rekey(_ object: ManagedObject, to id: ObjectID) {
        registry[object.objectID] = nil
        object.takeKey(id.primaryKey)
        registry[id] = UnownedObject(object: object)
    }

    /// After the parent saved, its new objects have permanent ids: so do this child's copies,
    /// and so do the keys its objects hold.
    func adoptPermanentIDs(_ permanentIDs: PermanentIDs) {
        guard !permanentIDs.isEmpty else { return }
        // By temporary key (unique in a context and its children), for one look-up an object.
        var keys: [Int64: Int64] = [:]
        var ids: [Int64: ObjectID] = [:]
        for (temporary, permanent) in permanentIDs {
            keys[temporary.primaryKey] = permanent.primaryKey
            ids[temporary.primaryKey] = permanent
        }
        for entry in Array(registry.values) {
            let object = entry.object
            if object.objectID.isTemporary, let permanent = ids[object.objectID.primaryKey] {
                rekey(object, to: permanent)
            }
            let remap = { (value: StoreValue) -> StoreValue in
                if case .integer(let key) = value, key < 0, let mapped = keys[key] { return .integer(mapped) }
                return value
            }
            object.adoptPermanentKeys(resolve: remap, resolveKey: { keys[$0] ?? $0 })
        }
        for child in children { child.context?.adoptPermanentIDs(permanentIDs) }
    }
}
