// MARK: - Reading and writing an object's properties

/// Attributes, relationships and key-value coding: what callers read and set on an object.
/// Reads fill a fault first; writes go through the object's transitions (`change(slot:to:)`),
/// with the context told first, so that the object joins its changed objects.
extension ManagedObject {
    // MARK: Attributes

    /// The attribute's current value; `.null` for an unknown name or an unfillable fault.
    public func storeValue(forAttribute name: String) -> StoreValue {
        guard let slot = storedAttributeSlot(name) else {
            return transientValue(forAttribute: name) ?? .null
        }
        return storeValue(atSlot: slot)
    }

    /// A text attribute's value; nil for another type, a null, an unknown name or an unfillable
    /// fault. What a typed accessor reads:
    ///
    ///     var label: String { stringValue(forAttribute: "label") ?? "" }
    ///
    /// The same as `storeValue(forAttribute:).stringValue`, without copying the whole value to
    /// take its text: a list reads a name for every row it shows.
    public func stringValue(forAttribute name: String) -> String? {
        guard let slot = storedAttributeSlot(name) else {
            return transientValue(forAttribute: name)?.stringValue
        }
        willAccessValues()
        guard slot < values.count else { return entity.attributes[slot].defaultValue.stringValue }
        if case .string(let text) = values[slot] { return text }
        return nil
    }

    /// A slot's value; an unfillable fault's is its attribute's default, or no object for a
    /// to-one relationship: its row is gone, and what it pointed at with it.
    func storeValue(atSlot slot: Int) -> StoreValue {
        willAccessValues()
        if slot < values.count { return values[slot] }
        let attributes = entity.attributes
        return slot < attributes.count ? attributes[slot].defaultValue : .null
    }

    /// Sets an attribute; the value must fit the attribute's type (an integer for `.double` is
    /// converted). Validation rules run at save.
    public func setStoreValue(_ value: StoreValue, forAttribute name: String) throws(ContextError) {
        guard let slot = entity.valueSlots[name], slot < entity.attributes.count else {
            if try setTransientValue(value, forAttribute: name) { return }
            throw .unknownKey(name, entity: entity)
        }
        let attribute = entity.attributes[slot]
        guard attribute.derivation == nil else { throw .derivedAttribute(key: name, entity: entity) }
        guard let converted = value.converted(to: attribute.type) else {
            throw .typeMismatch(key: name, entity: entity, expected: attribute.type, got: value)
        }
        if let reason = converted.unstorableReason {
            throw .invalidValue(key: name, entity: entity, reason: reason)
        }
        try setSlot(slot, to: converted)
    }

    func setSlot(_ slot: Int, to value: StoreValue) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        guard !isDeleted else { throw .deletedObject(objectID) }
        try fulfill()
        guard !values[slot].isIdentical(to: value) else { return }
        context.willChange(self)
        change(slot: slot, to: value)
    }

    // MARK: Relationships

    /// The object at the end of a to-one relationship, or nil.
    public func relatedObject(forKey name: String) -> ManagedObject? {
        guard let relationship = entity.relationship(named: name), !relationship.isToMany,
            let slot = entity.valueSlots[name], let context = managedObjectContext
        else { return nil }
        guard case .integer(let key) = storeValue(atSlot: slot) else { return nil }
        if let cached = relatedCache[slot]?.first, cached.objectID.primaryKey == key,
            cached.managedObjectContext === context
        {
            return cached
        }
        let object = context.registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: key))
        remember([object], atSlot: slot)
        return object
    }

    /// The objects of a to-many relationship (in order when ordered); loads it on first use.
    public func relatedObjects(forKey name: String) -> [ManagedObject] {
        guard let slot = entity.toManySlots[name], let context = managedObjectContext else { return [] }
        let relationship = entity.toManyRelationships[slot]
        let keys: [Int64]
        do {
            keys = try context.toManyKeys(of: self, slot: slot)
        } catch {
            context.recordFaultFailure(objectID, error)
            return []
        }
        let cacheSlot = entity.valueSlotCount + slot
        if let cached = relatedCache[cacheSlot], cached.map(\.objectID.primaryKey) == keys,
            cached.allSatisfy({ $0.managedObjectContext === context })
        {
            return cached
        }
        let objects: [ManagedObject]
        if let destination = context.store.model.entity(named: relationship.destination) {
            objects = context.objects(forKeys: keys, of: destination)
        } else {
            objects = []
        }
        remember(objects, atSlot: cacheSlot)
        return objects
    }

    /// Sets a to-one relationship and keeps its inverse in step, in memory.
    public func setRelatedObject(_ object: ManagedObject?, forKey name: String) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        try context.setToOne(of: self, key: name, to: object)
    }

    /// Replaces a to-many relationship's objects and keeps every inverse in step, in memory.
    public func setRelatedObjects(_ objects: [ManagedObject], forKey name: String) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        try context.setToMany(of: self, key: name, to: objects)
    }

    /// Adds one object to a to-many relationship (at the end when ordered).
    public func addRelatedObject(_ object: ManagedObject, forKey name: String) throws(ContextError) {
        var objects = relatedObjects(forKey: name)
        guard !objects.contains(where: { $0 === object }) else { return }
        objects.append(object)
        try setRelatedObjects(objects, forKey: name)
    }

    /// Removes one object from a to-many relationship.
    public func removeRelatedObject(_ object: ManagedObject, forKey name: String) throws(ContextError) {
        let objects = relatedObjects(forKey: name)
        guard objects.contains(where: { $0 === object }) else { return }
        try setRelatedObjects(objects.filter { $0 !== object }, forKey: name)
    }

    // MARK: Key-value coding

    /// Core Data's generic accessor: `String`, `Int`, `Double`, `Bool`, `Date`, `UUID`, `Data`,
    /// `Decimal` for attributes (nil when null; a transformable value's encoding as `Data`), a
    /// `ManagedObject` for a to-one relationship, `[ManagedObject]` for a to-many one and for a
    /// fetched property.
    public func value(forKey key: String) -> Any? {
        if let attribute = entity.attribute(named: key) {
            return storeValue(forAttribute: key).anyValue(for: attribute.type)
        }
        guard let relationship = entity.relationship(named: key) else {
            guard entity.fetchedPropertySlots[key] != nil else { return nil }
            do {
                return try fetchedObjects(forKey: key)
            } catch {
                managedObjectContext?.recordFaultFailure(objectID, error)
                return [ManagedObject]()
            }
        }
        return relationship.isToMany ? relatedObjects(forKey: key) : relatedObject(forKey: key)
    }

    /// Core Data's generic setter, checked against the model: an unknown key or a value of the
    /// wrong type is an error, not a crash. A transformable attribute takes any `Encodable`
    /// value and keeps its encoding.
    public func setValue(_ value: Any?, forKey key: String) throws(ContextError) {
        if let attribute = entity.attribute(named: key) {
            if attribute.type == .transformable, let encodable = value as? any Encodable, !(value is StoreValue) {
                return try setTransformableValue(encodable, forAttribute: key)
            }
            guard let stored = StoreValue(any: value) else {
                throw .typeMismatch(
                    key: key,
                    entity: entity,
                    expected: attribute.type,
                    got: .string(String(describing: value as Any))
                )
            }
            try setStoreValue(stored, forAttribute: key)
            return
        }
        guard let relationship = entity.relationship(named: key) else {
            if entity.fetchedPropertySlots[key] != nil {
                throw .store("\(entity.name).\(key) is a fetched property: a fetch finds its objects; it cannot be set")
            }
            throw .unknownKey(key, entity: entity)
        }
        if relationship.isToMany {
            if value == nil { return try setRelatedObjects([], forKey: key) }
            guard let objects = value as? [ManagedObject] else { throw .notObjects(key: key, entity: entity) }
            try setRelatedObjects(objects, forKey: key)
        } else {
            if value == nil { return try setRelatedObject(nil, forKey: key) }
            guard let object = value as? ManagedObject else { throw .notObjects(key: key, entity: entity) }
            try setRelatedObject(object, forKey: key)
        }
    }

    // MARK: PredicateEvaluable

    public func predicateRelatedObject(forKey name: String) -> (any PredicateEvaluable)? {
        relatedObject(forKey: name)
    }

    public func predicateRelatedObjects(forKey name: String) -> [any PredicateEvaluable] {
        relatedObjects(forKey: name)
    }

    // MARK: Description

    public var description: String {
        guard !isFault else { return "<\(entity.name) \(objectID): fault>" }
        let shown = entity.attributes.enumerated().map { index, attribute in
            "\(attribute.name)=\(index < values.count ? values[index].description : "?")"
        }
        return "<\(entity.name) \(objectID): \(shown.joined(separator: ", "))>"
    }
}
