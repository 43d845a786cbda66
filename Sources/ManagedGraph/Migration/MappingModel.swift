// MARK: - A mapping model between two model versions

/// How the objects of a store written by one model version become objects of another, when
/// lightweight migration cannot infer it: Core Data's `NSMappingModel`, written in code.
///
/// Each destination entity gets its objects from one source entity. An entity of the
/// destination with an entity of the same name in the source, and no mapping of its own, is
/// mapped the way lightweight migration would: every attribute and relationship of the same
/// name is copied. An explicit ``EntityMapping`` says what differs — a renamed entity, renamed
/// or converted attributes, values computed from the source object or from its position in an
/// order, and a custom ``EntityMigrationPolicy``. Attributes and relationships it does not list
/// are still copied by name.
///
/// ```swift
/// let mapping = MappingModel(from: v3, to: v4, entities: [
///     EntityMapping("Lap", attributes: [
///         .rename("label", to: "title"),
///         .position("number", in: .creation) { position in .integer(Int64(position.index + 1)) },
///     ])
/// ])
/// let store = try PersistentStore(
///     location: .file(path), model: v4, history: [v1, v2, v3], mappings: [version1To2, mapping]
/// )
/// ```
///
/// Given to the store, the mapping is used when a store of version `source.version` is opened:
/// the store migrates it in batches, resumably, and swaps the new tables in at the end in one
/// transaction (see <doc:MigratingAStore>).
public struct MappingModel: Sendable {
    /// The model the store was written by.
    public let source: ManagedObjectModel
    /// The model the store is migrated to.
    public let destination: ManagedObjectModel
    /// The explicit entity mappings; every other destination entity is mapped by name.
    public let entityMappings: [EntityMapping]
    /// How many source objects each transaction migrates: a killed migration resumes after the
    /// last one committed, and memory holds one object at a time, whatever the size.
    public let batchSize: Int

    /// A mapping from `source` to `destination`: the entities listed, the others by name.
    public init(
        from source: ManagedObjectModel,
        to destination: ManagedObjectModel,
        entities: [EntityMapping] = [],
        batchSize: Int = 10_000
    ) {
        self.source = source
        self.destination = destination
        self.entityMappings = entities
        self.batchSize = max(1, batchSize)
    }
}
