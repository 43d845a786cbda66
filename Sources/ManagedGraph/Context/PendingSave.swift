// MARK: - A save written, not yet committed

/// What a save changes, as its context's observers see it inside its transaction, before the
/// commit: the objects still hold their old saved values beside their new ones, and the new
/// objects have their keys but not yet their permanent identities.
struct PendingSave {
    /// The new objects, each with the key its row is written under.
    let inserted: [(object: ManagedObject, key: Int64)]
    /// The changed objects whose change the save reports: a value, or a to-many relationship.
    let updated: [ManagedObject]
    let deleted: [ManagedObject]

    init(_ plan: ObjectContext.SavePlan, permanentKeys: [Int64: Int64]) {
        inserted = plan.inserted.map { ($0, permanentKeys[$0.objectID.primaryKey] ?? $0.objectID.primaryKey) }
        updated = plan.updated.filter { !$0.changedSlots.isEmpty || !$0.changedToManySlots.isEmpty }
        deleted = plan.deleted
    }

    /// The updated objects' changed keys by object, as the committed change lists them.
    var updatedKeys: [ObjectID: Set<String>] {
        Dictionary(uniqueKeysWithValues: updated.map { ($0.objectID, $0.changedKeys) })
    }
}
