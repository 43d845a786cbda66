// MARK: - The model

/// A versioned managed object model: the entities, their attributes and relationships.
///
/// The store's schema is derived from it, and a store written by an older version is migrated
/// by comparing the two models (lightweight migration). A model is written in code, as the
/// course's `.xcdatamodeld` would be drawn:
///
/// ```swift
/// let model = ManagedObjectModel(version: 1, entities: [
///     EntityDescription(
///         name: "Person",
///         managedClass: Person.self,
///         attributes: [AttributeDescription(name: "name", type: .string, isIndexed: true)],
///         relationships: [
///             RelationshipDescription(name: "cars", destination: "Car", inverse: "owner",
///                                     isToMany: true, deleteRule: .cascade),
///         ]
///     ),
///     EntityDescription(
///         name: "Car",
///         attributes: [AttributeDescription(name: "plate", type: .string, isUnique: true)],
///         relationships: [
///             RelationshipDescription(name: "owner", destination: "Person", inverse: "cars", isToMany: false),
///         ]
///     ),
/// ])
/// ```
public struct ManagedObjectModel: Hashable, Sendable {
    /// The version a store records; a store of a lower version is migrated on opening.
    public let version: Int
    /// The entities.
    public let entities: [EntityDescription]
    /// Named fetch requests stored with the model, their predicates possibly with `$NAME`
    /// variables (see `setFetchRequestTemplate(_:forName:)`).
    public internal(set) var fetchRequestTemplatesByName: [String: FetchRequest] = [:]

    /// A model of `entities`, numbered `version`.
    public init(version: Int, entities: [EntityDescription]) {
        self.version = version
        self.entities = entities
    }

    /// The entity called `name`, if the model has one.
    public func entity(named name: String) -> EntityDescription? {
        entities.first { $0.name == name }
    }

    /// The relationship at the other end of `relationship`, when the model declares one.
    public func inverse(of relationship: RelationshipDescription) -> RelationshipDescription? {
        guard let inverse = relationship.inverse else { return nil }
        return entity(named: relationship.destination)?.relationship(named: inverse)
    }
}
