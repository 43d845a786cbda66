// MARK: - Relationships and their inverses

extension ObjectContext {
    /// Checks that `object` may be related through `relationship` from an object of this context.
    func checkRelatable(
        _ object: ManagedObject,
        by relationship: RelationshipDescription,
        of owner: ManagedObject
    )
        throws(ContextError)
    {
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        // An object of a sub-entity stands wherever its parent's objects do.
        guard object.entity.isKind(of: relationship.destination) else {
            throw .wrongEntity(
                key: relationship.name,
                entity: owner.entity,
                expected: relationship.destination,
                got: object.entity.name
            )
        }
        guard !object.isDeleted else { throw .deletedObject(object.objectID) }
    }

    /// Sets a to-one relationship, and updates the inverse of both the old and new destination.
    func setToOne(of object: ManagedObject, key: String, to target: ManagedObject?) throws(ContextError) {
        guard let relationship = object.entity.relationship(named: key), !relationship.isToMany,
            let slot = object.entity.valueSlots[key]
        else { throw .unknownKey(key, entity: object.entity) }
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        guard !object.isDeleted else { throw .deletedObject(object.objectID) }
        if let target { try checkRelatable(target, by: relationship, of: object) }
        try object.fulfill()
        let oldKey = object.values[slot].integerValue
        let newKey = target?.objectID.primaryKey
        guard oldKey != newKey else { return }

        setValueSlot(slot, of: object, to: newKey.map { .integer($0) } ?? .null)
        guard let inverse = store.model.inverse(of: relationship) else { return }
        let destination = relationship.destination
        if let oldKey {
            let old = registeredOrFault(ObjectID(entityName: destination, primaryKey: oldKey))
            try unlink(object, from: old, inverse: inverse)
        }
        if let target {
            try link(object, to: target, inverse: inverse)
        }
    }

    /// Replaces a to-many relationship, and updates the inverse of every object added or removed.
    func setToMany(of object: ManagedObject, key: String, to targets: [ManagedObject]) throws(ContextError) {
        guard let slot = object.entity.toManySlots[key] else { throw .unknownKey(key, entity: object.entity) }
        let relationship = object.entity.toManyRelationships[slot]
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        guard !object.isDeleted else { throw .deletedObject(object.objectID) }
        for target in targets { try checkRelatable(target, by: relationship, of: object) }

        let current = try toManyKeys(of: object, slot: slot)
        var newKeys: [Int64] = []
        var seen = Set<Int64>()
        for target in targets where seen.insert(target.objectID.primaryKey).inserted {
            newKeys.append(target.objectID.primaryKey)
        }
        guard newKeys != current else { return }
        let currentSet = Set(current)
        let removed = current.filter { !seen.contains($0) }
        let added = targets.filter { !currentSet.contains($0.objectID.primaryKey) }

        setToManySlot(slot, of: object, to: newKeys)
        guard let inverse = store.model.inverse(of: relationship) else { return }
        for key in removed {
            let old = registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: key))
            try unlinkInverse(old, inverse: inverse, from: object)
        }
        for target in added {
            try linkInverse(target, inverse: inverse, to: object)
        }
    }

    // MARK: Inverse upkeep

    /// `object` no longer relates to `old`: remove it from `old`'s inverse relationship.
    private func unlink(
        _ object: ManagedObject,
        from old: ManagedObject,
        inverse: RelationshipDescription
    )
        throws(ContextError)
    {
        if inverse.isToMany {
            let slot = old.entity.toManySlots[inverse.name]!
            if let keys = old.toMany[slot] {
                setToManySlot(slot, of: old, to: keys.filter { $0 != object.objectID.primaryKey })
            } else {
                markToManyChanged(slot, of: old)
            }
        } else {
            try old.fulfill()
            let slot = old.entity.valueSlots[inverse.name]!
            if old.values[slot].integerValue == object.objectID.primaryKey { setValueSlot(slot, of: old, to: .null) }
        }
    }

    /// `object` now relates to `target`: add it to `target`'s inverse relationship.
    private func link(
        _ object: ManagedObject,
        to target: ManagedObject,
        inverse: RelationshipDescription
    )
        throws(ContextError)
    {
        if inverse.isToMany {
            let slot = target.entity.toManySlots[inverse.name]!
            if let keys = target.toMany[slot] {
                if !keys.contains(object.objectID.primaryKey) {
                    setToManySlot(slot, of: target, to: keys + [object.objectID.primaryKey])
                }
            } else {
                markToManyChanged(slot, of: target)
            }
        } else {
            // One-to-one: the target's previous partner loses it.
            try target.fulfill()
            let slot = target.entity.valueSlots[inverse.name]!
            if let previous = target.values[slot].integerValue, previous != object.objectID.primaryKey {
                let partner = registeredOrFault(ObjectID(entityName: inverse.destination, primaryKey: previous))
                try partner.fulfill()
                let partnerSlot = partner.entity.valueSlots[inverse.inverse!]!
                setValueSlot(partnerSlot, of: partner, to: .null)
            }
            setValueSlot(slot, of: target, to: .integer(object.objectID.primaryKey))
        }
    }

    /// `old` was removed from `owner`'s to-many: clear `old`'s side of the relationship.
    private func unlinkInverse(
        _ old: ManagedObject,
        inverse: RelationshipDescription,
        from owner: ManagedObject
    )
        throws(ContextError)
    {
        if inverse.isToMany {
            try unlink(owner, from: old, inverse: inverse)
        } else {
            try old.fulfill()
            let slot = old.entity.valueSlots[inverse.name]!
            if old.values[slot].integerValue == owner.objectID.primaryKey { setValueSlot(slot, of: old, to: .null) }
        }
    }

    /// `target` was added to `owner`'s to-many: set `target`'s side, leaving its previous owner.
    private func linkInverse(
        _ target: ManagedObject,
        inverse: RelationshipDescription,
        to owner: ManagedObject
    )
        throws(ContextError)
    {
        guard !inverse.isToMany else { return try link(owner, to: target, inverse: inverse) }
        try target.fulfill()
        let slot = target.entity.valueSlots[inverse.name]!
        if let previous = target.values[slot].integerValue, previous != owner.objectID.primaryKey {
            let previousOwner = registeredOrFault(ObjectID(entityName: inverse.destination, primaryKey: previous))
            let ownerSlot = previousOwner.entity.toManySlots[inverse.inverse!]!
            if let keys = previousOwner.toMany[ownerSlot] {
                setToManySlot(ownerSlot, of: previousOwner, to: keys.filter { $0 != target.objectID.primaryKey })
            } else {
                markToManyChanged(ownerSlot, of: previousOwner)
            }
        }
        setValueSlot(slot, of: target, to: .integer(owner.objectID.primaryKey))
    }

    // MARK: Raw slot changes (no inverse upkeep)

    func setValueSlot(_ slot: Int, of object: ManagedObject, to value: StoreValue) {
        guard object.values[slot] != value else { return }
        willChange(object)
        object.change(slot: slot, to: value)
    }

    func setToManySlot(_ slot: Int, of object: ManagedObject, to keys: [Int64]) {
        willChange(object)
        object.change(toManySlot: slot, to: keys)
    }

    /// The inverse of a to-many fault changed: the fault's keys will include it when loaded
    /// (loading applies pending changes); meanwhile the object counts as updated.
    private func markToManyChanged(_ slot: Int, of object: ManagedObject) {
        willChange(object)
        object.noteToManyChanged(slot)
    }

    // MARK: Loading to-many relationships

    /// The keys of a to-many relationship, loading it from the store on first use and
    /// applying this context's unsaved changes on top.
    func toManyKeys(of object: ManagedObject, slot: Int) throws(ContextError) -> [Int64] {
        if let keys = object.toMany[slot] { return keys }
        let relationship = object.entity.toManyRelationships[slot]
        let stored: [Int64]
        if let parent, !object.isInserted {
            stored = try parent.toManyKeys(of: parent.object(with: object.objectID), slot: slot)
        } else {
            stored = object.objectID.isTemporary ? [] : try storedToManyKeys([object], relationship: relationship)[0]
        }
        let keys = applyPendingChanges(to: stored, of: object, relationship: relationship)
        object.loadToMany(slot, stored: stored, current: keys)
        return keys
    }

    /// The stored keys of one to-many relationship for several objects, in one query per chunk.
    func storedToManyKeys(
        _ objects: [ManagedObject],
        relationship: RelationshipDescription
    )
        throws(ContextError) -> [[Int64]]
    {
        guard let entity = objects.first?.entity else { return [] }
        let owners = objects.map(\.objectID.primaryKey)
        return try store.read { reader in
            try reader.toManyKeys(of: owners, relationship: relationship, in: entity) { statistics.rowsRead += 1 }
        }
    }

    /// Stored keys plus this context's unsaved links and minus its unsaved unlinks and deletes.
    func applyPendingChanges(
        to stored: [Int64],
        of object: ManagedObject,
        relationship: RelationshipDescription
    )
        -> [Int64]
    {
        guard let inverse = store.model.inverse(of: relationship) else { return stored }
        let owner = object.objectID.primaryKey
        var keys = stored
        let changed = inserted.values + Array(updated.values) + Array(deleted.values)
        for other in changed where other.entity.isKind(of: relationship.destination) {
            let key = other.objectID.primaryKey
            let linked: Bool
            if other.isDeleted {
                linked = false
            } else if inverse.isToMany {
                let slot = other.entity.toManySlots[inverse.name]!
                guard other.changedToManySlots.contains(slot) || other.isInserted, let theirs = other.toMany[slot]
                else {
                    continue
                }
                linked = theirs.contains(owner)
            } else {
                let slot = other.entity.valueSlots[inverse.name]!
                guard other.changedSlots.contains(slot) || other.isInserted, slot < other.values.count else { continue }
                linked = other.values[slot].integerValue == owner
            }
            let present = keys.contains(key)
            if linked && !present { keys.append(key) }
            if !linked && present { keys.removeAll { $0 == key } }
        }
        return keys
    }
}
