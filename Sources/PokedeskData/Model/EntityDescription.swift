// MARK: - Entities

/// An entity of the model: a kind of object, a table of the store.
///
/// Immutable and shared by every object of the entity, so it is a class: an object keeps one
/// reference to it, and property look-ups go through slot tables computed once here.
public final class EntityDescription: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let attributes: [AttributeDescription]
    public let relationships: [RelationshipDescription]
    /// The class the context instantiates for this entity's objects.
    public let managedClass: ManagedObject.Type

    // MARK: Slots

    /// Where each attribute and to-one relationship sits in an object's value array: attributes
    /// first, in model order, then to-one relationships.
    let valueSlots: [String: Int]
    /// Where each to-many relationship sits in an object's to-many array.
    let toManySlots: [String: Int]
    /// The to-one relationships, in slot order after the attributes.
    let toOneRelationships: [RelationshipDescription]
    /// The to-many relationships, in slot order.
    let toManyRelationships: [RelationshipDescription]

    public init(
        name: String,
        managedClass: ManagedObject.Type = ManagedObject.self,
        attributes: [AttributeDescription],
        relationships: [RelationshipDescription] = []
    ) {
        self.name = name
        self.managedClass = managedClass
        self.attributes = attributes
        self.relationships = relationships
        toOneRelationships = relationships.filter { !$0.isToMany }
        toManyRelationships = relationships.filter(\.isToMany)
        var slots: [String: Int] = [:]
        for (index, attribute) in attributes.enumerated() { slots[attribute.name] = index }
        for (index, relationship) in toOneRelationships.enumerated() {
            slots[relationship.name] = attributes.count + index
        }
        valueSlots = slots
        toManySlots = Dictionary(uniqueKeysWithValues: toManyRelationships.enumerated().map { ($1.name, $0) })
    }

    // MARK: Look-up

    public func attribute(named name: String) -> AttributeDescription? {
        guard let slot = valueSlots[name], slot < attributes.count else { return nil }
        return attributes[slot]
    }

    public func relationship(named name: String) -> RelationshipDescription? {
        relationships.first { $0.name == name }
    }

    /// Every property name, attributes first: what an unknown key is compared with to suggest one.
    public var propertyNames: [String] { attributes.map(\.name) + relationships.map(\.name) }

    /// Number of slots in an object's value array.
    var valueSlotCount: Int { attributes.count + toOneRelationships.count }

    public var description: String { name }

    // MARK: Equality by content (two model versions are compared entity by entity)

    public static func == (lhs: EntityDescription, rhs: EntityDescription) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.relationships == rhs.relationships
                && lhs.managedClass == rhs.managedClass)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
