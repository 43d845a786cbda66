// MARK: - An object as last saved

/// What the store holds for an object, without this context's unsaved changes: what live
/// results order, group and filter their rows by, as a fetch without pending changes would.
extension ManagedObject {
    /// A value slot as last saved or read, filling a fault first; an unfillable fault's, or
    /// one never saved, is its attribute's default, or no object for a to-one relationship.
    func savedValue(atSlot slot: Int) -> StoreValue {
        willAccessValues()
        let saved = committedValues
        if slot < saved.count { return saved[slot] }
        let attributes = entity.attributes
        return slot < attributes.count ? attributes[slot].defaultValue : .null
    }

    /// A stored attribute's saved value; a transient one's current value, which the store never
    /// holds; `.null` for an unknown name.
    func savedValue(forAttribute name: String) -> StoreValue {
        guard let slot = storedAttributeSlot(name) else { return storeValue(forAttribute: name) }
        return savedValue(atSlot: slot)
    }

    /// The key a to-one relationship held when last saved, or nil.
    func savedRelatedKey(forKey name: String) -> Int64? {
        guard let slot = entity.valueSlots[name], slot >= entity.attributes.count else { return nil }
        return savedValue(atSlot: slot).integerValue
    }

    /// The keys a to-many relationship held when last saved or read, loading it on first use.
    func savedRelatedKeys(forKey name: String) -> [Int64] {
        guard let slot = entity.toManySlots[name], let context = managedObjectContext else { return [] }
        if committedToMany[slot] == nil {
            do {
                _ = try context.toManyKeys(of: self, slot: slot)
            } catch {
                context.recordFaultFailure(objectID, error)
            }
        }
        return committedToMany[slot] ?? []
    }
}
