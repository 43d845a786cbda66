// MARK: - Entities

/// An entity of the model: a kind of object, a table of the store.
///
/// Immutable and shared by every object of the entity, so it is a class: an object keeps one
/// reference to it, and property look-ups go through slot tables computed once here.
///
/// An entity may name a parent entity (Core Data's superentity) and be abstract: a sub-entity
/// inherits every property of its parent — attributes with their validation, transient and
/// derived ones, relationships, fetched properties — and adds its own; a fetch of the parent
/// returns objects of its sub-entities too; an abstract entity has no objects of its own. The
/// model resolves what is inherited when it is made, so `attributes` and `relationships` of a
/// sub-entity list the inherited ones first (see <doc:EntityInheritance>):
///
/// ```swift
/// EntityDescription(name: "Animal", isAbstract: true, attributes: [
///     AttributeDescription(name: "name", type: .string),
/// ])
/// EntityDescription(name: "Dog", parent: "Animal", attributes: [
///     AttributeDescription(name: "breed", type: .string, isOptional: true),
/// ])
/// ```
public final class EntityDescription: Hashable, Sendable, CustomStringConvertible {
    /// The entity's name. A table is named after the root of its hierarchy (the entity
    /// itself, when it has no parent).
    public let name: String
    /// Whether the entity has no objects of its own, only those of its sub-entities: inserting
    /// one is refused.
    public let isAbstract: Bool
    /// The entity it inherits from (Core Data's superentity), or nil for a root.
    public let parentName: String?
    /// The entities that name this one as their parent (Core Data's subentities), in model
    /// order; known once the entity is in a model.
    public let subentityNames: [String]
    /// Its stored attributes (derived ones included), inherited ones first, in model order.
    public let attributes: [AttributeDescription]
    /// Its transient attributes, inherited ones first, in model order: kept on objects, never stored.
    public let transientAttributes: [AttributeDescription]
    /// Its relationships, to-one and to-many, inherited ones first, in model order.
    public let relationships: [RelationshipDescription]
    /// The class the context instantiates for this entity's objects: the one given, else the
    /// parent's, else `ManagedObject`.
    public let managedClass: ManagedObject.Type
    /// Its fetched properties, inherited ones first: objects found by a fetch, read-only (see
    /// `FetchedPropertyDescription`).
    public let fetchedProperties: [FetchedPropertyDescription]
    /// Where each fetched property sits in an object's fetched results.
    let fetchedPropertySlots: SlotNames

    // MARK: As declared

    /// What the entity declares itself, before anything is inherited: a model resolves its
    /// entities from these, so an entity taken from one model into another is resolved afresh.
    let declared: Declaration

    struct Declaration: Sendable {
        let attributes: [AttributeDescription]
        let relationships: [RelationshipDescription]
        let fetchedProperties: [FetchedPropertyDescription]
        /// Nil when the class is left to the parent (or to `ManagedObject`).
        let managedClass: ManagedObject.Type?
        var indexes: [FetchIndexDescription] = []
    }

    /// Its indexes of several keys, as it declares them (they are not inherited).
    public var indexes: [FetchIndexDescription] { declared.indexes }

    // MARK: Hierarchy

    /// The root of its hierarchy, whose table holds the rows of every entity in it.
    let rootName: String
    /// The entity, then its parent, and so on up to the root.
    let lineage: [String]
    /// The entities whose objects a fetch of this one returns with its sub-entities: this one
    /// unless abstract, and every entity below it that is not abstract.
    let concreteKinds: [String]
    /// Whether other entities share its table: its rows then say which entity each is of.
    let sharesTable: Bool
    /// The entity that declares each inherited property, by the property's name (empty for a
    /// root): storage is named after the declaring entity, so a sub-entity's inherited
    /// relationship uses its parent's join table and index.
    private let inheritedFrom: [String: String]

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
    /// typed accessors, or `ManagedObject` itself; left out, a sub-entity takes its parent's).
    /// Transient attributes may be listed among the others; they go to `transientAttributes`.
    /// A sub-entity names its `parent` and lists only what it adds: the model it joins gives
    /// it the rest. `indexes` are indexes of several keys (`FetchIndexDescription`).
    public convenience init(
        name: String,
        managedClass: ManagedObject.Type? = nil,
        isAbstract: Bool = false,
        parent: String? = nil,
        attributes declared: [AttributeDescription],
        relationships: [RelationshipDescription] = [],
        fetchedProperties: [FetchedPropertyDescription] = [],
        indexes: [FetchIndexDescription] = []
    ) {
        let declaration = Declaration(
            attributes: declared,
            relationships: relationships,
            fetchedProperties: fetchedProperties,
            managedClass: managedClass,
            indexes: indexes
        )
        self.init(
            name: name,
            isAbstract: isAbstract,
            parentName: parent,
            declared: declaration,
            resolved: Resolution(root: name, isAbstract: isAbstract, declared: declaration)
        )
    }

    /// What a model works out of an entity's place in its hierarchy (see `EntityHierarchy`).
    struct Resolution {
        var attributes: [AttributeDescription]
        var relationships: [RelationshipDescription]
        var fetchedProperties: [FetchedPropertyDescription]
        var managedClass: ManagedObject.Type
        var subentityNames: [String] = []
        var rootName: String
        var lineage: [String]
        var concreteKinds: [String]
        var sharesTable = false
        var inheritedFrom: [String: String] = [:]

        /// An entity on its own: what it declares, nothing inherited.
        init(root name: String, isAbstract: Bool, declared: Declaration) {
            attributes = declared.attributes
            relationships = declared.relationships
            fetchedProperties = declared.fetchedProperties
            managedClass = declared.managedClass ?? ManagedObject.self
            rootName = name
            lineage = [name]
            concreteKinds = isAbstract ? [] : [name]
        }
    }

    init(name: String, isAbstract: Bool, parentName: String?, declared: Declaration, resolved: Resolution) {
        self.name = name
        self.isAbstract = isAbstract
        self.parentName = parentName
        self.declared = declared
        subentityNames = resolved.subentityNames
        rootName = resolved.rootName
        lineage = resolved.lineage
        concreteKinds = resolved.concreteKinds
        sharesTable = resolved.sharesTable
        inheritedFrom = resolved.inheritedFrom
        fetchedProperties = resolved.fetchedProperties
        fetchedPropertySlots = SlotNames(fetchedProperties.map(\.name))
        managedClass = resolved.managedClass
        let attributes = resolved.attributes.filter { !$0.isTransient }
        self.attributes = attributes
        transientAttributes = resolved.attributes.filter(\.isTransient)
        transientSlots = SlotNames(transientAttributes.map(\.name))
        transientDefaults = transientAttributes.map(\.defaultValue)
        relationships = resolved.relationships
        toOneRelationships = relationships.filter { !$0.isToMany }
        toManyRelationships = relationships.filter(\.isToMany)
        attributeTypes = attributes.map(\.type)
        newObjectValues = SlotValues(attributes.map(\.defaultValue) + toOneRelationships.map { _ in .null })
        unloadedToMany = Array(repeating: nil, count: toManyRelationships.count)
        valueSlots = SlotNames(attributes.map(\.name) + toOneRelationships.map(\.name))
        toManySlots = SlotNames(toManyRelationships.map(\.name))
    }

    // MARK: Inheritance

    /// Whether the entity is `other` or inherits from it (Core Data's `isKindOfEntity:`): its
    /// objects can stand where objects of `other` are asked for.
    public func isKind(of other: String) -> Bool {
        lineage.contains(other)
    }

    /// Whether a fetch of this entity can return objects of other entities (its sub-entities'):
    /// then the key of a related object does not say which entity it is of.
    var hasSubentities: Bool { !subentityNames.isEmpty }

    /// The entity that declares the property `name`: this one, or the ancestor it inherits it from.
    func declaringEntityName(of name: String) -> String {
        inheritedFrom[name] ?? self.name
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
            || (lhs.name == rhs.name && lhs.parentName == rhs.parentName && lhs.isAbstract == rhs.isAbstract
                && lhs.attributes == rhs.attributes && lhs.relationships == rhs.relationships
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
