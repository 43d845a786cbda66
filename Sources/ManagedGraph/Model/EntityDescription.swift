// MARK: - Entities

/// An entity of the model: a kind of object, a table of the store.
///
/// Immutable and shared by every object of the entity, so it is a class: an object keeps one
/// reference to it, and property look-ups go through slot tables computed once here.
public final class EntityDescription: Hashable, Sendable, CustomStringConvertible {
    /// The entity's name, which is also its table's.
    public let name: String
    /// Its stored attributes (derived ones included), in model order (the order of its
    /// table's columns).
    public let attributes: [AttributeDescription]
    /// Its transient attributes, in model order: kept on objects, never stored.
    public let transientAttributes: [AttributeDescription]
    /// Its relationships, to-one and to-many, in model order.
    public let relationships: [RelationshipDescription]
    /// The class the context instantiates for this entity's objects.
    public let managedClass: ManagedObject.Type
    /// Its fetched properties: objects found by a fetch, read-only (see `FetchedPropertyDescription`).
    public let fetchedProperties: [FetchedPropertyDescription]
    /// Where each fetched property sits in an object's fetched results.
    let fetchedPropertySlots: SlotNames

    // MARK: Slots

    /// Where each attribute and to-one relationship sits in an object's value array: attributes
    /// first, in model order, then to-one relationships.
    let valueSlots: SlotNames
    /// Where each to-many relationship sits in an object's to-many array.
    let toManySlots: SlotNames
    /// The to-one relationships, in slot order after the attributes.
    let toOneRelationships: [RelationshipDescription]
    /// The to-many relationships, in slot order.
    let toManyRelationships: [RelationshipDescription]
    /// Each attribute's type, in slot order: what reading a row needs of the attributes,
    /// without copying their descriptions.
    let attributeTypes: [AttributeType]
    /// A new object's values: each attribute's default, then no related objects. Made once, so
    /// that every insert shares it until it sets a value.
    let newObjectValues: SlotValues
    /// An object's to-many relationships before any is loaded: nil for each.
    let unloadedToMany: [[Int64]?]
    /// Where each transient attribute sits in an object's transient values.
    let transientSlots: SlotNames
    /// A new object's transient values: each transient attribute's default.
    let transientDefaults: [StoreValue]

    /// An entity whose objects are instances of `managedClass` (a `ManagedObject` subclass with
    /// typed accessors, or `ManagedObject` itself). Transient attributes may be listed among the
    /// others; they go to `transientAttributes`.
    public init(
        name: String,
        managedClass: ManagedObject.Type = ManagedObject.self,
        attributes declared: [AttributeDescription],
        relationships: [RelationshipDescription] = [],
        fetchedProperties: [FetchedPropertyDescription] = []
    ) {
        self.name = name
        self.fetchedProperties = fetchedProperties
        fetchedPropertySlots = SlotNames(fetchedProperties.map(\.name))
        self.managedClass = managedClass
        let attributes = declared.filter { !$0.isTransient }
        self.attributes = attributes
        transientAttributes = declared.filter(\.isTransient)
        transientSlots = SlotNames(transientAttributes.map(\.name))
        transientDefaults = transientAttributes.map(\.defaultValue)
        self.relationships = relationships
        toOneRelationships = relationships.filter { !$0.isToMany }
        toManyRelationships = relationships.filter(\.isToMany)
        attributeTypes = attributes.map(\.type)
        newObjectValues = SlotValues(attributes.map(\.defaultValue) + toOneRelationships.map { _ in .null })
        unloadedToMany = Array(repeating: nil, count: toManyRelationships.count)
        valueSlots = SlotNames(attributes.map(\.name) + toOneRelationships.map(\.name))
        toManySlots = SlotNames(toManyRelationships.map(\.name))
    }

    // MARK: Look-up

    /// The attribute called `name`, stored or transient, if the entity has one.
    public func attribute(named name: String) -> AttributeDescription? {
        storedAttribute(named: name) ?? transientSlots[name].map { transientAttributes[$0] }
    }

    /// The stored attribute called `name` (a column of the table), if the entity has one.
    func storedAttribute(named name: String) -> AttributeDescription? {
        guard let slot = valueSlots[name], slot < attributes.count else { return nil }
        return attributes[slot]
    }

    /// The relationship called `name`, if the entity has one.
    public func relationship(named name: String) -> RelationshipDescription? {
        relationships.first { $0.name == name }
    }

    /// Every property name, attributes first: what an unknown key is compared with to suggest one.
    public var propertyNames: [String] {
        attributes.map(\.name) + transientAttributes.map(\.name) + relationships.map(\.name)
            + fetchedProperties.map(\.name)
    }

    /// Number of slots in an object's value array.
    var valueSlotCount: Int { attributes.count + toOneRelationships.count }

    public var description: String { name }

    // MARK: Equality by content (two model versions are compared entity by entity)

    public static func == (lhs: EntityDescription, rhs: EntityDescription) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.relationships == rhs.relationships
                && lhs.transientAttributes == rhs.transientAttributes && lhs.fetchedProperties == rhs.fetchedProperties
                && lhs.managedClass == rhs.managedClass)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

// MARK: - Slots by name

/// Property names and their slots. Every attribute read by name (`person.name`) looks its
/// slot up here; an entity has a handful of properties, and comparing a few short names is
/// several times cheaper than hashing one, so this is a list, not a dictionary.
struct SlotNames: Sendable {
    private let names: [String]
    /// Whether a name repeats (a model mistake): then the last one wins, as it would in a
    /// dictionary built in slot order; otherwise the first match is the only one.
    private let repeats: Bool

    init(_ names: [String]) {
        self.names = names
        repeats = Set(names).count != names.count
    }

    /// The slot of `name`: its position in the list.
    subscript(name: String) -> Int? {
        if repeats {
            for index in names.indices.reversed() where names[index] == name { return index }
            return nil
        }
        for index in names.indices where names[index] == name { return index }
        return nil
    }
}
