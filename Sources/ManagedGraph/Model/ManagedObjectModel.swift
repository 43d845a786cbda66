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

    /// What is wrong with the entities' inheritance, each on one line (see `checkInheritance()`).
    let inheritanceProblems: [String]

    /// A model of `entities`, numbered `version`. Sub-entities are resolved here: each gets what
    /// its parent has (see `EntityDescription`); a store refuses a model whose inheritance
    /// cannot be resolved.
    public init(version: Int, entities: [EntityDescription]) {
        self.version = version
        let hierarchy = EntityHierarchy(entities)
        self.entities = hierarchy.entities
        inheritanceProblems = hierarchy.problems
    }

    /// The entity called `name`, if the model has one.
    public func entity(named name: String) -> EntityDescription? {
        entities.first { $0.name == name }
    }

    /// The entities that inherit from `entity`, at any depth, in model order.
    public func descendants(of entity: EntityDescription) -> [EntityDescription] {
        guard entity.hasSubentities else { return [] }
        return entities.filter { $0 !== entity && $0.isKind(of: entity.name) }
    }

    /// Throws the first thing wrong with the entities' inheritance, in one line: a parent that
    /// is not in the model, entities that inherit in a cycle, a sub-entity that declares an
    /// inherited property again, two entities of a hierarchy that would write one column.
    /// A store checks it when it opens.
    public func checkInheritance() throws(ModelError) {
        if let problem = inheritanceProblems.first { throw ModelError(problem) }
    }

    /// The relationship at the other end of `relationship`, when the model declares one.
    public func inverse(of relationship: RelationshipDescription) -> RelationshipDescription? {
        guard let inverse = relationship.inverse else { return nil }
        return entity(named: relationship.destination)?.relationship(named: inverse)
    }
}
