// MARK: - Counting a to-many relationship without loading it

extension ObjectContext {
    /// How many objects each of `objects` holds in its to-many relationship `key`, in their
    /// order, without reading the related objects: what a list shows beside each row ("3
    /// cars"), where counting `relatedObjects(forKey:)` would load every related object first
    /// (Core Data's relationship fault fires the same way).
    ///
    /// An object whose relationship this context has loaded counts what it holds now, unsaved
    /// changes included; the others are counted as saved, all in one statement — from the
    /// store's kept counts when the inverse is a to-one relationship (a row each), through the
    /// inverse's column or the join table otherwise. A results controller follows such counts
    /// when its request names the relationship in
    /// ``FetchRequest/relationshipKeyPathsForCounting``.
    ///
    /// ```swift
    /// let owners = try results.objects(in: 0..<20)
    /// let cars = try context.countsOfRelatedObjects(forKey: "cars", of: owners)
    /// ```
    public func countsOfRelatedObjects(forKey key: String, of objects: [ManagedObject]) throws(ContextError) -> [Int] {
        var counts = [Int](repeating: 0, count: objects.count)
        var stored: [EntityDescription: [(index: Int, key: Int64)]] = [:]
        for (index, object) in objects.enumerated() {
            guard let slot = object.entity.toManySlots[key] else {
                guard object.entity.relationship(named: key) != nil else {
                    throw .unknownKey(key, entity: object.entity)
                }
                throw .store("\(object.entity.name).\(key) is not a to-many relationship")
            }
            if let loaded = object.toMany[slot] {
                counts[index] = loaded.count
            } else if !object.objectID.isTemporary {
                stored[object.entity, default: []].append((index, object.objectID.primaryKey))
            }
        }
        for (entity, members) in stored {
            guard let relationship = entity.relationship(named: key) else { continue }
            let read = try store.read { reader in
                try reader.relatedCounts(of: members.map(\.key), relationship: relationship, in: entity)
            }
            for (member, count) in zip(members, read) { counts[member.index] = count }
        }
        return counts
    }
}
