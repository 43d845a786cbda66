// MARK: - What a save or a merge changed

/// The objects one save (or one merge of changes made elsewhere) inserted, updated and
/// deleted: what live results turn into row changes and what undo records.
public struct ContextChanges: Sendable {
    /// Where the changes came from.
    public enum Origin: Hashable, Sendable {
        /// This context saved.
        case save
        /// Another context of this process saved, and this context merged it.
        case merge
        /// Another process committed to the same store file.
        case externalProcess
    }

    public var origin: Origin
    /// The change is too old to describe (the transaction log was trimmed): everything may
    /// have changed, and observers start again from the store.
    public var isReload = false
    public var inserted: [ObjectID] = []
    /// Updated objects with the keys that changed.
    public var updated: [ObjectID: Set<String>] = [:]
    public var deleted: [ObjectID] = []
    /// Values before the change: the changed keys of updated objects, every attribute and
    /// to-one key of deleted objects. Live results find an object's old row with them.
    public var oldValues: [ObjectID: [String: StoreValue]] = [:]
    /// Temporary ids of objects that this save inserted, mapped to their permanent ids.
    public var permanentIDs: [ObjectID: ObjectID] = [:]

    public init(origin: Origin, isReload: Bool = false) {
        self.origin = origin
        self.isReload = isReload
    }

    public var isEmpty: Bool { !isReload && inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Every entity with a change.
    public var entityNames: Set<String> {
        Set(inserted.map(\.entityName) + updated.keys.map(\.entityName) + deleted.map(\.entityName))
    }
}
