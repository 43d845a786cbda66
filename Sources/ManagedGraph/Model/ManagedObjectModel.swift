// MARK: - The model

/// A versioned managed object model: the entities, their attributes and relationships.
///
/// The store's schema is derived from it, and a store written by an older version is migrated
/// by comparing the two models (lightweight migration).
public struct ManagedObjectModel: Hashable, Sendable {
    public let version: Int
    public let entities: [EntityDescription]

    public init(version: Int, entities: [EntityDescription]) {
        self.version = version
        self.entities = entities
    }

    public func entity(named name: String) -> EntityDescription? {
        entities.first { $0.name == name }
    }

    /// The relationship at the other end of `relationship`, when the model declares one.
    public func inverse(of relationship: RelationshipDescription) -> RelationshipDescription? {
        guard let inverse = relationship.inverse else { return nil }
        return entity(named: relationship.destination)?.relationship(named: inverse)
    }
}
