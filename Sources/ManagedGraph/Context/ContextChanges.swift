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
    /// Inserted objects, in the order they were inserted (a list that keeps consecutive keys
    /// together: a save of many new objects takes a few entries).
    public var inserted = ObjectIDList()
    /// Updated objects with the keys that changed.
    public var updated: [ObjectID: Set<String>] = [:]
    /// Deleted objects.
    public var deleted: [ObjectID] = []
    /// Values before the change: the changed keys of updated objects, every attribute and
    /// to-one key of deleted objects. Live results find an object's old row with them.
    public var oldValues: [ObjectID: [String: StoreValue]] = [:]
    /// Temporary ids of objects that this save inserted, mapped to their permanent ids.
    public var permanentIDs = PermanentIDs()

    /// No changes yet, from `origin`; `isReload` when everything may have changed.
    public init(origin: Origin, isReload: Bool = false) {
        self.origin = origin
        self.isReload = isReload
    }

    /// Whether nothing changed (and nothing needs reloading).
    public var isEmpty: Bool { !isReload && inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Every entity with a change.
    public var entityNames: Set<String> {
        inserted.entityNames.union(updated.keys.map(\.entityName)).union(deleted.map(\.entityName))
    }
}

// MARK: - Several changes as one

extension ContextChanges {
    /// Adds a later change to this one, which becomes the change from before this one to after
    /// the later one. An object inserted and then deleted was never there; one deleted and then
    /// inserted again (undo) is updated, every key of it; one inserted and then updated is simply
    /// inserted; an object's old values are those before the first change that touched it. Temporary ids are
    /// not kept (`permanentIDs` is for the context that saved).
    ///
    /// A background job's saves are absorbed one by one as they come, so this costs about what
    /// the later change holds — its inserted ids checked and added as runs — not what was
    /// absorbed before (apart from a set of the ids deleted so far, when there are any).
    mutating func absorb(_ later: ContextChanges) {
        if later.isReload { isReload = true }
        var deletedHere = Set(deleted)
        for (id, values) in later.oldValues where !inserted.contains(id) {
            for (key, value) in values where oldValues[id]?[key] == nil {
                oldValues[id, default: [:]][key] = value
            }
        }
        var neverSeen = Set<ObjectID>()
        for id in later.deleted {
            updated[id] = nil
            if inserted.contains(id) {
                neverSeen.insert(id)
            } else if deletedHere.insert(id).inserted {
                deleted.append(id)
            }
        }
        var cameBack = Set<ObjectID>()
        for run in later.inserted.runs {
            if deletedHere.isEmpty && !inserted.overlaps(run) {
                inserted.append(run)
                continue
            }
            for offset in 0..<run.count {
                let id = ObjectID(entityName: run.entityName, primaryKey: run.first + Int64(offset))
                updated[id] = nil
                if deletedHere.contains(id) {
                    cameBack.insert(id)
                } else if !inserted.contains(id) {
                    inserted.append(id)
                }
            }
        }
        for (id, keys) in later.updated where !deletedHere.contains(id) && !inserted.contains(id) {
            updated[id, default: []].formUnion(keys)
        }
        if !neverSeen.isEmpty {
            inserted.removeAll { neverSeen.contains($0) }
            for id in neverSeen { oldValues[id] = nil }
        }
        if !cameBack.isEmpty {
            deleted.removeAll { cameBack.contains($0) }
            // Back, but perhaps not as it was before the first change (updated, then deleted,
            // then undone): an update of every key it had a value for, from those values.
            for id in cameBack {
                if let keys = oldValues[id]?.keys, !keys.isEmpty { updated[id] = Set(keys) }
            }
        }
    }
}
