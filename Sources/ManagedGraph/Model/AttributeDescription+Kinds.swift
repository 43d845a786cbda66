// MARK: - Transient and derived attributes

extension AttributeDescription {
    /// A transient attribute (Core Data's `isTransient`): kept on each object, readable and
    /// writable like any other, never stored — the table has no column for it, a save writes
    /// nothing for it, and it is back to `defaultValue` whenever the object is turned into a
    /// fault. A change of it counts as a change of the object, as in Core Data. Fetches from the
    /// store cannot filter or sort by it; `ObjectPredicate.evaluate(with:)` can, in memory.
    public static func transient(
        name: String,
        type: AttributeType,
        isOptional: Bool = true,
        defaultValue: StoreValue = .null,
        validation: [ValidationRule] = []
    ) -> AttributeDescription {
        var attribute = AttributeDescription(
            name: name,
            type: type,
            isOptional: isOptional,
            defaultValue: defaultValue,
            validation: validation
        )
        attribute.isTransient = true
        return attribute
    }

    /// A derived attribute (Core Data's `NSDerivedAttributeDescription`): a column the store
    /// computes from `derivation` whenever a save changes what it is computed from — in this
    /// context or another, in this process or another — so that fetches can filter and sort by
    /// it. It is read like any attribute and cannot be set. Always optional: a derivation of
    /// nil is nil.
    public static func derived(
        name: String,
        type: AttributeType,
        derivation: Derivation,
        isIndexed: Bool = false
    ) -> AttributeDescription {
        var attribute = AttributeDescription(name: name, type: type, isOptional: true, isIndexed: isIndexed)
        attribute.derivation = derivation
        return attribute
    }
}
