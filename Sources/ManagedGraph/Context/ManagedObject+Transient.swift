// MARK: - Transient attributes

/// Reading and writing transient attributes: values kept on the object only (see
/// `AttributeDescription.transient(name:type:isOptional:defaultValue:validation:)`).
extension ManagedObject {
    /// The transient attribute's value, or nil when the entity has no transient attribute called
    /// `name`. Reading fills a fault first, as Core Data does, so that `awakeFromFetch()` can
    /// compute transient values before anyone reads them.
    func transientValue(forAttribute name: String) -> StoreValue? {
        guard let slot = entity.transientSlots[name] else { return nil }
        willAccessValues()
        return transientValues[slot]
    }

    /// Sets a transient attribute; false when the entity has none called `name`. The object
    /// joins the context's changed objects, as for any change; a save writes nothing for it.
    func setTransientValue(_ value: StoreValue, forAttribute name: String) throws(ContextError) -> Bool {
        guard let slot = entity.transientSlots[name] else { return false }
        let attribute = entity.transientAttributes[slot]
        guard let converted = value.converted(to: attribute.type) else {
            throw .typeMismatch(key: name, entity: entity, expected: attribute.type, got: value)
        }
        guard let context = managedObjectContext else { throw .detached(objectID) }
        guard !isDeleted else { throw .deletedObject(objectID) }
        try fulfill()
        guard !transientValues[slot].isIdentical(to: converted) else { return true }
        context.willChange(self)
        change(transientSlot: slot, to: converted)
        return true
    }
}
