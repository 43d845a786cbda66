// MARK: - Custom migration policies

/// Custom code in a heavy migration of one entity: Core Data's `NSEntityMigrationPolicy`.
///
/// The store calls ``createDestination(for:mapped:)`` for each source object, after the entity
/// mapping's attribute and relationship mappings have filled in the destination object, and
/// ``endEntity(_:)`` once after the last one. Both may throw: the migration stops, its work is
/// thrown away and the store stays at the old version, with one line that names the entity and
/// the object.
///
/// ```swift
/// struct DropUnnamed: EntityMigrationPolicy {
///     func createDestination(
///         for source: MigrationSourceObject,
///         mapped destination: MigrationDestinationObject
///     ) throws -> MigrationDestinationObject? {
///         try source.storeValue(forAttribute: "name") == .string("") ? nil : destination
///     }
/// }
/// ```
///
/// Objects are migrated in batches, each in its own transaction, and a migration killed half
/// way resumes after the last batch committed: a policy must not count on having seen the
/// objects of earlier batches in the same process. What it needs to know about them, its
/// ``endEntity(_:)`` gets as counts.
public protocol EntityMigrationPolicy: Sendable {
    /// The destination object for `source`: `mapped` (what the mappings made of it), changed
    /// as the policy likes, or nil to leave the object out of the new version. The default
    /// returns `mapped`.
    func createDestination(
        for source: MigrationSourceObject,
        mapped destination: MigrationDestinationObject
    ) throws -> MigrationDestinationObject?

    /// Called once after the entity's last object, in the same transaction: throw to refuse
    /// the migration (too many objects dropped, say). The default does nothing.
    func endEntity(_ summary: EntityMigrationSummary) throws
}

extension EntityMigrationPolicy {
    public func createDestination(
        for source: MigrationSourceObject,
        mapped destination: MigrationDestinationObject
    ) throws -> MigrationDestinationObject? {
        destination
    }

    public func endEntity(_ summary: EntityMigrationSummary) throws {}
}

/// What an entity's migration did, for ``EntityMigrationPolicy/endEntity(_:)``; counted over
/// every batch, those of an earlier, interrupted run too.
public struct EntityMigrationSummary: Hashable, Sendable {
    /// The entity the objects were read from.
    public let sourceEntity: String
    /// The entity they became.
    public let destinationEntity: String
    /// Source objects read.
    public let sourceObjects: Int
    /// Destination objects written.
    public let migratedObjects: Int

    /// Source objects the policy left out.
    public var droppedObjects: Int { sourceObjects - migratedObjects }
}
