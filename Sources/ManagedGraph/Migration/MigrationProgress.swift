// MARK: - How far a heavy migration is

/// What a heavy migration reports as it goes, through ``PersistentStore/Options/migrationProgress``:
/// for each destination entity, the source objects done of the total (before the first batch,
/// then after each), then each many-to-many relationship's links, then the final swap.
/// Reports come in that order and `done` never goes back; a migration resumed after a crash
/// starts each entity at what was committed before.
public struct MigrationProgress: Hashable, Sendable, CustomStringConvertible {
    /// The part of the migration a report is about.
    public enum Stage: Hashable, Sendable {
        /// The objects of a destination entity, made from its source entity's.
        case objects(entity: String)
        /// The links of a many-to-many relationship (`Entity.relationship`).
        case links(relationship: String)
        /// Dropping the old tables, putting the new ones in their place and indexing them, in
        /// one transaction.
        case finishing
        /// Counting what the store keeps beside its rows — each table's rows, each to-one
        /// relationship's links, each ranked attribute's order — and making the indexes of
        /// several keys the model has gained, for a store made before it had them: `done` of
        /// `total` of those, in one transaction, the first time the store opens for writing.
        /// Seconds at a million rows; no version changes.
        case keeping
    }

    /// The version the store is migrated from.
    public let sourceVersion: Int
    /// The version the store is migrated to.
    public let destinationVersion: Int
    /// What is being done.
    public let stage: Stage
    /// How many objects (or links) are done.
    public let done: Int
    /// How many there are.
    public let total: Int

    /// A report of `done` of `total` in `stage`.
    public init(sourceVersion: Int, destinationVersion: Int, stage: Stage, done: Int, total: Int) {
        self.sourceVersion = sourceVersion
        self.destinationVersion = destinationVersion
        self.stage = stage
        self.done = done
        self.total = total
    }

    /// One line: `version 2 to 3: Lap 10000 of 52000`.
    public var description: String {
        let prefix = "version \(sourceVersion) to \(destinationVersion): "
        switch stage {
        case .objects(let entity): return prefix + "\(entity) \(done) of \(total)"
        case .links(let relationship): return prefix + "\(relationship) links \(done) of \(total)"
        case .finishing: return prefix + (done < total ? "finishing" : "finished")
        case .keeping: return "version \(destinationVersion): counts and indexes \(done) of \(total)"
        }
    }
}
