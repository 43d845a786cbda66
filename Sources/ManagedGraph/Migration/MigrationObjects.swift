import TextRules

// MARK: - The objects a migration hands to mappings and policies

/// An object of the source version, read-only: its attribute values and to-one keys as the
/// store holds them. A value type, not a ``ManagedObject``: there is no context during a
/// migration, and a batch's objects are read one at a time so that memory stays flat.
public struct MigrationSourceObject: Sendable {
    /// The source entity.
    public let entity: EntityDescription
    /// The object's primary key, which its destination object keeps.
    public let primaryKey: Int64
    /// Values in slot order: attributes, then to-one keys.
    let values: [StoreValue]

    /// The object's id in the source store (`Entity/p12`), for messages.
    public var objectID: ObjectID { ObjectID(entityName: entity.name, primaryKey: primaryKey) }

    /// The value of the attribute `name`; throws when the source entity has no such attribute.
    public func storeValue(forAttribute name: String) throws -> StoreValue {
        guard let slot = entity.valueSlots[name], slot < entity.attributes.count else {
            throw MigrationValueError.unknownAttribute(name, entity: entity)
        }
        return values[slot]
    }

    /// The primary key of the object the to-one relationship `name` leads to, nil for none;
    /// throws when the source entity has no such to-one relationship.
    public func relatedKey(forRelationship name: String) throws -> Int64? {
        guard let slot = entity.valueSlots[name], slot >= entity.attributes.count else {
            throw MigrationValueError.unknownRelationship(name, entity: entity)
        }
        return values[slot].integerValue
    }
}

/// The object a source object becomes, as the mappings filled it in; a policy may change it
/// before it is written. Values are checked as they are set, as `ManagedObject` checks them.
public struct MigrationDestinationObject: Sendable {
    /// The destination entity.
    public let entity: EntityDescription
    /// The object's primary key: its source object's.
    public let primaryKey: Int64
    /// Values in slot order: attributes, then to-one keys.
    var values: [StoreValue]

    /// The value the attribute `name` will be written with.
    public func storeValue(forAttribute name: String) throws -> StoreValue {
        values[try attributeSlot(name)]
    }

    /// Sets the attribute `name`; the value must fit its type (an integer for a double is
    /// converted). Required attributes and validation rules are checked when the object is
    /// written.
    public mutating func setStoreValue(_ value: StoreValue, forAttribute name: String) throws {
        let slot = try attributeSlot(name)
        let attribute = entity.attributes[slot]
        guard let converted = value.converted(to: attribute.type) else {
            throw MigrationValueError.typeMismatch(attribute, entity: entity, value: value)
        }
        values[slot] = converted
    }

    /// The key the to-one relationship `name` will hold.
    public func relatedKey(forRelationship name: String) throws -> Int64? {
        values[try relationshipSlot(name)].integerValue
    }

    /// Points the to-one relationship `name` at the destination object with primary key `key`
    /// (the key its source object had), or at nothing. A key that no object of the destination
    /// entity has once the migration ends is cleared.
    public mutating func setRelatedKey(_ key: Int64?, forRelationship name: String) throws {
        values[try relationshipSlot(name)] = key.map { .integer($0) } ?? .null
    }

    private func attributeSlot(_ name: String) throws -> Int {
        guard let slot = entity.valueSlots[name], slot < entity.attributes.count else {
            throw MigrationValueError.unknownAttribute(name, entity: entity)
        }
        return slot
    }

    private func relationshipSlot(_ name: String) throws -> Int {
        guard let slot = entity.valueSlots[name], slot >= entity.attributes.count else {
            throw MigrationValueError.unknownRelationship(name, entity: entity)
        }
        return slot
    }
}

// MARK: - What goes wrong with a value

/// A value a mapping or a policy asked for or gave that does not fit the model; the store adds
/// the object to its message.
struct MigrationValueError: Error, CustomStringConvertible {
    let description: String

    static func unknownAttribute(_ name: String, entity: EntityDescription) -> MigrationValueError {
        MigrationValueError(description: "\(entity.name) has no attribute \(Quoting.quoted(name))")
    }

    static func unknownRelationship(_ name: String, entity: EntityDescription) -> MigrationValueError {
        MigrationValueError(description: "\(entity.name) has no to-one relationship \(Quoting.quoted(name))")
    }

    static func typeMismatch(
        _ attribute: AttributeDescription,
        entity: EntityDescription,
        value: StoreValue
    ) -> MigrationValueError {
        MigrationValueError(
            description:
                "\(entity.name).\(attribute.name) is \(attribute.type.noun); \(value.literalDescription) is \(value.noun)"
        )
    }
}
