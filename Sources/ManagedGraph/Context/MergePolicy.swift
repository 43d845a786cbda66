// MARK: - Merge policies

/// What a save does when another writer changed a row this context changed since it read it
/// (an optimistic-locking conflict). Core Data's merge policies, by the same names.
public enum MergePolicy: String, Hashable, Sendable, CaseIterable {
    /// Refuse the save with a conflict error naming the objects and properties; the context
    /// keeps its changes (`NSErrorMergePolicy`, the default).
    case error
    /// Property by property, the store's values win where both changed them; this context's
    /// other changes are saved (`NSMergeByPropertyStoreTrumpMergePolicy`).
    case storeTrump
    /// Property by property, this context's changed values win; properties it did not change
    /// take the store's values (`NSMergeByPropertyObjectTrumpMergePolicy`).
    case objectTrump
    /// This context's whole object is written over the row (`NSOverwriteMergePolicy`).
    case overwrite
    /// This context's changes to a conflicting object are dropped; the store's row stays
    /// (`NSRollbackMergePolicy`).
    case rollback
}
