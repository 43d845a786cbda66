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

    /// Where the changes came from.
    public var origin: Origin
    /// The change is too old to describe (the transaction log was trimmed): everything may
    /// have changed, and observers start again from the store.
    public var isReload = false
    /// Inserted objects, in the order they were inserted.
    public var inserted: [ObjectID] = []
    /// Updated objects with the keys that changed.
    public var updated: [ObjectID: Set<String>] = [:]
    /// Deleted objects.
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

    /// Whether nothing changed (and nothing needs reloading).
    public var isEmpty: Bool { !isReload && inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Every entity with a change.
    public var entityNames: Set<String> {
        Set(inserted.map(\.entityName) + updated.keys.map(\.entityName) + deleted.map(\.entityName))
    }
}

// MARK: - Several changes as one

extension ContextChanges {
    /// Several changes, oldest first, as the one change from before the first to after the last:
    /// what an observer needs that hears of them only now. An object inserted and then deleted
    /// was never there; one inserted and then updated is simply inserted; an object's old values
    /// are those before the first change that touched it.
    init(combining changes: [ContextChanges], origin: Origin) {
        self.init(origin: origin)
        var inserted = Set<ObjectID>()
        var deleted = Set<ObjectID>()
        for change in changes {
            if change.isReload { isReload = true }
            for (id, values) in change.oldValues where !inserted.contains(id) {
                for (key, value) in values where oldValues[id]?[key] == nil {
                    oldValues[id, default: [:]][key] = value
                }
            }
            for id in change.inserted where inserted.insert(id).inserted { self.inserted.append(id) }
            for (id, keys) in change.updated { updated[id, default: []].formUnion(keys) }
            for id in change.deleted where deleted.insert(id).inserted { self.deleted.append(id) }
        }
        let neverSeen = inserted.intersection(deleted)
        self.inserted.removeAll { neverSeen.contains($0) }
        self.deleted.removeAll { neverSeen.contains($0) }
        for id in inserted.union(deleted) { updated[id] = nil }
        for id in neverSeen { oldValues[id] = nil }
    }
}
