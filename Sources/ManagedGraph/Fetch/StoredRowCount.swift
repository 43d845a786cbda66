// MARK: - Counting rows without objects

/// A count the store makes on its own, without objects: every row of an entity, or only the
/// rows whose attribute holds a value of the attribute's declared type (a row written by
/// hand-made SQL may hold text where the model says integer).
public struct StoredRowCount: Hashable, Sendable {
    /// The entity whose rows are counted.
    public let entityName: String
    /// When set, only rows whose value of this attribute has the attribute's type count.
    public let typedAttribute: String?

    /// Every row of `entityName`.
    public static func rows(of entityName: String) -> StoredRowCount {
        StoredRowCount(entityName: entityName, typedAttribute: nil)
    }

    /// The rows of `entityName` whose `attribute` holds a value of its declared type: for a
    /// unique integer attribute, the number of distinct values, without the temporary b-tree
    /// that counting distinct values makes SQLite build.
    public static func rows(of entityName: String, typed attribute: String) -> StoredRowCount {
        StoredRowCount(entityName: entityName, typedAttribute: attribute)
    }
}

extension ObjectContext {
    /// Counts rows in the store, all of them in one statement, without making objects and
    /// without this context's unsaved changes: what an app asks before it fetches anything
    /// (whether a catalogue it preloads is complete, say).
    ///
    /// ```swift
    /// let counts = try context.storedRowCounts([.rows(of: "Garage"), .rows(of: "Car", typed: "plate")])
    /// ```
    public func storedRowCounts(_ counts: [StoredRowCount]) throws(ContextError) -> [Int] {
        guard !counts.isEmpty else { return [] }
        var entities: [EntityDescription] = []
        for count in counts {
            let entity = try entity(named: count.entityName)
            if let name = count.typedAttribute, entity.storedAttribute(named: name) == nil {
                throw .unknownKey(name, entity: entity)
            }
            entities.append(entity)
        }
        return try store.read { reader in try reader.counts(counts, entities: entities) }
    }
}
