// MARK: - Changes committed by other processes

extension ObjectContext {
    /// Notes the store's current state as seen, so only later commits count as external.
    func markExternalChangesSeen() throws(ContextError) {
        let (version, last) = try store.read { reader in (try reader.dataVersion(), try reader.lastTransaction()) }
        lastDataVersion = version
        lastTransaction = last
    }

    /// Brings in what other processes committed to the store since this context last looked
    /// (SQLite's `data_version` tells cheaply whether anything did): changed objects are
    /// refreshed — keeping this context's own unsaved changes on top — and observers such as
    /// live results hear about every inserted, updated and deleted object. Returns the changes,
    /// or nil when there were none.
    @discardableResult
    public func processExternalChanges() throws(ContextError) -> ContextChanges? {
        try processExternalChanges { bringIn in bringIn() }
    }

    /// `processExternalChanges()`, with the bringing in — refreshing objects, observers hearing
    /// of the changes — run by `around`, which must call it once. `around` is called only when
    /// another process committed something: a caller that traces or times it shows a step only
    /// when there was one, though the context looks before every command.
    ///
    /// ```swift
    /// try context.processExternalChanges { bringIn in
    ///     print("another process saved")
    ///     bringIn()
    /// }
    /// ```
    @discardableResult
    public func processExternalChanges(
        bringingIn around: (_ bringIn: () -> Void) -> Void
    ) throws(ContextError) -> ContextChanges? {
        externalChangeChecks += 1
        return try catchUpWithExternalChanges(around: around)
    }

    /// `processExternalChanges()` without counting as one of the context's looks: what a fetch
    /// that must agree with the store does first (see `FetchedResultsController.performFetch()`).
    @discardableResult
    func catchUpWithExternalChanges(
        around: (_ bringIn: () -> Void) -> Void = { bringIn in bringIn() }
    ) throws(ContextError) -> ContextChanges? {
        // Pinned, the version and the log are read in the new pin's transaction, and the other
        // contexts' saves come from the log with the other processes' commits (their inbox
        // entries are the same saves): what is brought in, in one change, is exactly the state
        // later reads see. Live results that must read the whole order to place a change read
        // it there, and must find nothing in it that they have not heard of.
        let pinned = readsArePinned
        // No other connection can write a store in memory or an immutable file: only this
        // process's other contexts, whose saves reach the inbox. Nothing to ask the store.
        guard store.mayChangeElsewhere else {
            mergeInbox()
            return nil
        }
        // The pin's first read is of the version: the one this look compares.
        let pinnedVersion = pinned ? try store.pinReads() : nil
        if !pinned { mergeInbox() }
        let othersSaved = pinned && inbox.drain() != nil
        let snapshot: (version: Int64, last: Int64, records: [(Int64, TransactionRecord)]?)? = try store.read {
            reader in
            let version = try pinnedVersion ?? reader.dataVersion()
            // This connection's own commits leave the version as it is.
            guard version != lastDataVersion || othersSaved else { return nil }
            return (version, try reader.lastTransaction(), try reader.transactions(after: lastTransaction))
        }
        guard let snapshot else { return nil }
        lastDataVersion = snapshot.version
        lastTransaction = snapshot.last

        guard let records = snapshot.records else {
            // The log no longer reaches back far enough: start again from the store.
            let changes = ContextChanges(origin: .externalProcess, isReload: true)
            var failure: ContextError?
            bringIn(around) {
                do throws(ContextError) {
                    for entry in registry.values where !entry.object.hasChanges {
                        try refresh(entry.object, mergeChanges: false)
                    }
                } catch {
                    failure = error
                    return
                }
                notifyObservers(changes)
            }
            if let failure { throw failure }
            return changes
        }
        // This context's own saves are in it already; unpinned, so are the other contexts'
        // of this process, merged from the inbox above.
        let hub = store.mergeHub
        let unseen = records.filter {
            pinned ? !hub.isTransaction($0.0, writtenBy: inbox.id) : !hub.isOwnTransaction($0.0)
        }
        var changes = merge(unseen.map(\.1))
        guard !changes.isEmpty else { return nil }
        // Saves of this process's other contexts alone are a merge, as from the inbox. With
        // another process's commits among them the whole change counts as another process's:
        // its rows are then heard before they are seen, the safe side for rows a user acts on.
        if unseen.allSatisfy({ hub.isOwnTransaction($0.0) }) { changes.origin = .merge }
        bringIn(around) {
            refreshObjects(touchedBy: changes)
            notifyObservers(changes)
        }
        return changes
    }

    /// Ends the pinned reads of `pinsReadsToLastLook` until the next look: reads see each
    /// commit as it comes.
    public func endPinnedReads() {
        guard pinsReadsToLastLook else { return }
        store.endPinnedRead()
    }

    /// Runs `body` through a caller's `around`, which must run it exactly once: changes it
    /// dropped would be lost for good (the context has marked them seen).
    private func bringIn(_ around: (_ bringIn: () -> Void) -> Void, _ body: () -> Void) {
        var runs = 0
        // Nothing keeps `body`: the caller's closure runs it before `around` returns.
        withoutActuallyEscaping(body) { body in
            around {
                runs += 1
                if runs == 1 { body() }
            }
        }
        precondition(runs == 1, "processExternalChanges(bringingIn:) must bring the changes in once")
    }

    /// Merges what the store's other contexts saved since the last call, when this context
    /// merges automatically (`automaticallyMergesChangesFromOtherContexts`) — as one change:
    /// by now the store holds all of them, and live results that read it must hear of them all
    /// at once (a background import saves many batches before the view context merges).
    ///
    /// A context that reads as of its last look (`pinsReadsToLastLook`) looks again instead,
    /// bringing in the other processes' commits with them: it can take in only the whole state
    /// it will read.
    public func mergePendingChanges() {
        guard readsArePinned else { return mergeInbox() }
        // A failure leaves them all for the next look, which fails the same way or brings them in.
        _ = try? catchUpWithExternalChanges()
    }

    private func mergeInbox() {
        guard let pending = inbox.drain() else { return }
        mergeChanges(pending)
    }

    /// Whether this context's reads are pinned at its looks: only where something else can write.
    var readsArePinned: Bool { pinsReadsToLastLook && store.mayChangeElsewhere }

    /// Brings in what another context of the same store saved: the objects it changed are
    /// refreshed here (this context's own unsaved changes stay on top) and observers such as
    /// live results hear about it as row changes. Core Data's `mergeChanges(fromContextDidSave:)`.
    public func mergeChanges(_ saved: ContextChanges) {
        guard !saved.isEmpty else { return }
        var changes = saved
        changes.origin = .merge
        changes.permanentIDs = [:]
        refreshObjects(touchedBy: changes)
        notifyObservers(changes)
    }

    /// One set of changes from several logged transactions, each added to those before it as
    /// a background job's saves are (`ContextChanges.absorb(_:)`): a row deleted, brought back
    /// by an undo and deleted again is deleted, one deleted and brought back is updated, and an
    /// object's old values are those before the first transaction that changed it.
    private func merge(_ records: [TransactionRecord]) -> ContextChanges {
        var changes = ContextChanges(origin: .externalProcess)
        for record in records { changes.absorb(self.changes(in: record)) }
        return changes
    }

    /// What one logged transaction changed, its old values typed as the model's attributes.
    ///
    /// The objects inserted go in `changes.inserted`, whose runs of consecutive keys stay a few
    /// entries however many rows another process imported; a set of their ids grew by an entry
    /// a row.
    private func changes(in record: TransactionRecord) -> ContextChanges {
        var changes = ContextChanges(origin: .externalProcess)
        for (entityName, keys) in record.inserted.sorted(by: { $0.key < $1.key }) {
            for key in keys { changes.inserted.append(ObjectID(entityName: entityName, primaryKey: key)) }
        }
        for (entityName, rows) in record.updated.sorted(by: { $0.key < $1.key }) {
            guard let entity = store.model.entity(named: entityName) else { continue }
            for (key, values) in rows {
                guard let pk = Int64(key) else { continue }
                let id = ObjectID(entityName: entityName, primaryKey: pk)
                changes.updated[id, default: []].formUnion(values.keys)
                for (name, value) in values {
                    changes.oldValues[id, default: [:]][name] = Self.typed(value.storeValue, key: name, entity: entity)
                }
            }
        }
        for (entityName, rows) in record.deleted.sorted(by: { $0.key < $1.key }) {
            guard let entity = store.model.entity(named: entityName) else { continue }
            for (key, values) in rows {
                guard let pk = Int64(key) else { continue }
                let id = ObjectID(entityName: entityName, primaryKey: pk)
                changes.deleted.append(id)
                for (name, value) in values {
                    changes.oldValues[id, default: [:]][name] = Self.typed(value.storeValue, key: name, entity: entity)
                }
            }
        }
        changes.deleted.sort { $0.primaryKey < $1.primaryKey }
        return changes
    }

    /// A logged value as its attribute's type holds it (JSON does not say 1 from true, nor a
    /// date from a number).
    private static func typed(_ value: StoreValue, key: String, entity: EntityDescription) -> StoreValue {
        guard let attribute = entity.attribute(named: key) else { return value }
        return value.restored(as: attribute.type)
    }

    /// Refreshes the registered objects a change touched, and forgets loaded to-many
    /// relationships that may now be stale.
    ///
    /// A deletion wins over this context's unsaved changes to the object, as in Core Data's
    /// merge: the changes are dropped and the object is a fault whose row is gone (a save of
    /// them would have been a conflict).
    private func refreshObjects(touchedBy changes: ContextChanges) {
        for id in changes.updated.keys {
            guard let object = registry[id]?.object, !object.isFault else { continue }
            try? refresh(object, mergeChanges: object.hasChanges)
        }
        for id in changes.deleted {
            guard let object = registry[id]?.object, !object.isFault || object.hasChanges else { continue }
            try? refresh(object, mergeChanges: false)
        }
        // A change of a sub-entity's object touches relationships to its ancestors too.
        let touched = Set(changes.entityNames.flatMap { store.model.entity(named: $0)?.lineage ?? [$0] })
        for entry in registry.values where !entry.object.hasChanges {
            let object = entry.object
            for (slot, relationship) in object.entity.toManyRelationships.enumerated()
            where object.toMany[slot] != nil && touched.contains(relationship.destination) {
                object.forgetLoadedToMany(slot)
            }
        }
    }
}
