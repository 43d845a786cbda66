// MARK: - One entity's mapping

/// Where a destination entity's objects come from: Core Data's `NSEntityMapping`.
///
/// Each object of `sourceEntity` becomes one object of `destinationEntity` with the same
/// primary key, so relationships are kept by key (see ``RelationshipMapping``). Its attributes
/// are those listed in `attributes`; every other destination attribute is copied from the
/// source attribute of the same name, or, when the source has none, gets its default value.
/// A custom `policy` sees each object after the attribute mappings and may change it or drop it.
public struct EntityMapping: Sendable {
    /// The entity of the source model the objects are read from.
    public let sourceEntity: String
    /// The entity of the destination model the objects become.
    public let destinationEntity: String
    /// The attributes that are not plain copies by name.
    public let attributes: [AttributeMapping]
    /// The relationships that are not kept under the same name.
    public let relationships: [RelationshipMapping]
    /// The custom migration policy: Core Data's `NSEntityMigrationPolicy` subclass.
    public let policy: (any EntityMigrationPolicy)?

    /// The objects of `destinationEntity`, made from those of `sourceEntity` (by default the
    /// entity of the same name: give it for a renamed entity).
    public init(
        _ destinationEntity: String,
        from sourceEntity: String? = nil,
        attributes: [AttributeMapping] = [],
        relationships: [RelationshipMapping] = [],
        policy: (any EntityMigrationPolicy)? = nil
    ) {
        self.destinationEntity = destinationEntity
        self.sourceEntity = sourceEntity ?? destinationEntity
        self.attributes = attributes
        self.relationships = relationships
        self.policy = policy
    }
}
