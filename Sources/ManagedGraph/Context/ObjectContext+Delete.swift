// MARK: - Deleting, with delete rules

extension ObjectContext {
    /// Deletes an object, applying its relationships' delete rules: `cascade` deletes the
    /// related objects too, `nullify` removes it from their inverse, `deny` refuses the whole
    /// delete (naming the object) while anything is related, `noAction` leaves them as they are.
    /// Nothing is written until `save()`.
    public func delete(_ object: ManagedObject) throws(ContextError) {
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        guard !object.isDeleted else { return }
        guard !store.isReadOnly else { throw .readOnlyStore }
        try object.fulfill()

        // Every object this delete reaches, found before anything changes, so a `deny` anywhere
        // in the cascade leaves the context untouched.
        var doomed: [ManagedObject] = []
        var doomedIDs = Set<ObjectID>()
        var pending = [object]
        while let next = pending.popLast() {
            guard doomedIDs.insert(next.objectID).inserted else { continue }
            try next.fulfill()
            doomed.append(next)
            // Many-to-many links live in join tables: load them so undo can restore them.
            for (slot, relationship) in next.entity.toManyRelationships.enumerated()
            where isJoinTable(relationship, of: next) {
                _ = try toManyKeys(of: next, slot: slot)
            }
            for relationship in next.entity.relationships where relationship.deleteRule == .cascade {
                pending += try relatedObjects(of: next, relationship).filter { !$0.isDeleted }
            }
        }
        for victim in doomed {
            for relationship in victim.entity.relationships where relationship.deleteRule == .deny {
                let blocking = try relatedObjects(of: victim, relationship).filter {
                    !$0.isDeleted && !doomedIDs.contains($0.objectID)
                }
                if !blocking.isEmpty {
                    throw .deleteDenied(
                        object: describe(victim),
                        relationship: relationship.name,
                        count: blocking.count
                    )
                }
            }
        }

        for victim in doomed { victim.prepareForDeletion() }
        for victim in doomed {
            for relationship in victim.entity.relationships where relationship.deleteRule == .nullify {
                try nullify(relationship, of: victim, sparing: doomedIDs)
            }
        }
        for victim in doomed { markDeleted(victim) }
    }

    /// The objects at the other end of a relationship, as the context sees them now.
    func relatedObjects(
        of object: ManagedObject,
        _ relationship: RelationshipDescription
    ) throws(ContextError)
        -> [ManagedObject]
    {
        if relationship.isToMany {
            let slot = object.entity.toManySlots[relationship.name]!
            let keys = try toManyKeys(of: object, slot: slot)
            return objects(forKeys: keys, of: try entity(named: relationship.destination))
        }
        guard let key = object.values[object.entity.valueSlots[relationship.name]!].integerValue else { return [] }
        return [registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: key))]
    }

    /// Removes `object` from the inverse of `relationship` on every related object that stays.
    private func nullify(
        _ relationship: RelationshipDescription,
        of object: ManagedObject,
        sparing doomed: Set<ObjectID>
    )
        throws(ContextError)
    {
        guard let inverse = store.model.inverse(of: relationship) else { return }
        for other in try relatedObjects(of: object, relationship) where !doomed.contains(other.objectID) {
            if inverse.isToMany {
                let slot = other.entity.toManySlots[inverse.name]!
                let keys = try toManyKeys(of: other, slot: slot)
                setToManySlot(slot, of: other, to: keys.filter { $0 != object.objectID.primaryKey })
            } else {
                try other.fulfill()
                let slot = other.entity.valueSlots[inverse.name]!
                if other.values[slot].integerValue == object.objectID.primaryKey {
                    setValueSlot(slot, of: other, to: .null)
                }
            }
        }
    }

    private func markDeleted(_ object: ManagedObject) {
        if object.isInserted {
            // Never saved: it simply stops existing.
            inserted.remove(object.objectID)
            object.cancelInsertion()
            unregister(object.objectID)
            object.detach()
            return
        }
        updated[object.objectID] = nil
        deleted[object.objectID] = object
        object.markDeleted()
    }

    /// How an object is named in messages: its entity and its `name` (or first text attribute),
    /// e.g. `Person "Ada"`; its id when it has no text attribute.
    public func describe(_ object: ManagedObject) -> String {
        let attribute = object.entity.attribute(named: "name") ?? object.entity.attributes.first { $0.type == .string }
        guard let attribute, case .string(let text) = object.storeValue(forAttribute: attribute.name) else {
            return "\(object.entity.name) \(object.objectID)"
        }
        return "\(object.entity.name) \"\(text)\""
    }
}
