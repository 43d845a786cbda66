// MARK: - Transitions

/// The only ways an object's state changes, each named for what happens to the object. The
/// context decides when (a fetch, a refresh, a save, a rollback, a conflict); the object knows
/// what each means for its values, its to-many keys, its changes and its flags.
extension ManagedObject {
    // MARK: Coming into being

    /// A new object: the model's defaults, every to-many relationship loaded and empty, no
    /// changes yet (an insert is saved whole).
    final func startAsInserted(with defaults: SlotValues) {
        // Set, not changed: changing an object's values first keeps its committed ones, and a
        // new object has none to keep (see `committedValues`).
        setStoredValues(defaults)
        toMany = entity.toManyRelationships.map { _ in [] }
        committedToMany = toMany
        isFault = false
        isInserted = true
    }

    // MARK: Filling and faulting

    /// A fault filled from its row (a fetch, batch faulting): the row's values and version, and
    /// no changed slots. (`values` is consumed: the object takes the caller's reference to them
    /// rather than a second one.)
    final func fillFromStore(_ values: consuming SlotValues, version: Int64) {
        setStoredValues(values)
        storedVersion = version
        isFault = false
        // Most objects filled are new or unchanged: no write for them.
        if hasChangedSlots { forgetChangedSlots() }
    }

    /// A child context's fault filled from its parent's object, unsaved changes included.
    final func fillFromParent(_ values: SlotValues, version: Int64) {
        setStoredValues(values)
        storedVersion = version
        isFault = false
    }

    /// Back to a fault: its values are dropped and read again on next use, and its transient
    /// values are back to their defaults (a transient value lives as long as the object's values
    /// do). Changes, loaded to-many keys and remembered related objects are the caller's to keep
    /// or forget.
    final func turnIntoFault() {
        isFault = true
        setStoredValues([])
        resetTransients()
        // A refreshed object fetches its fetched properties again, as in Core Data.
        extrasBox?.fetchedResults = [:]
    }

    /// What a fetched property found, if it was read since the object was last a fault.
    final func fetchedResult(atSlot slot: Int) -> [ManagedObject]? {
        extrasBox?.fetchedResults[slot]
    }

    /// Keeps what a fetched property found, until the object is turned into a fault.
    final func rememberFetched(_ objects: [ManagedObject], atSlot slot: Int) {
        extras.fetchedResults[slot] = objects
    }

    /// Every transient value back to its default, none changed.
    private func resetTransients() {
        extrasBox?.transientValues = nil
        changedTransientSlots = []
    }

    /// Forgets the objects its relationships last pointed at.
    final func forgetRelatedObjects() {
        relatedCache = RelatedObjects()
    }

    /// Forgets a loaded to-many relationship, as stored and as changed: the next read loads it.
    final func forgetLoadedToMany(_ slot: Int) {
        toMany[slot] = nil
        committedToMany[slot] = nil
    }

    /// A to-many relationship loaded: its keys as stored, and with this context's unsaved
    /// changes applied.
    final func loadToMany(_ slot: Int, stored: [Int64], current: [Int64]) {
        committedToMany[slot] = stored
        toMany[slot] = current
    }

    /// Remembers the objects a relationship points at now (to-many slots after the value slots).
    final func remember(_ objects: [ManagedObject], atSlot slot: Int) {
        relatedCache[slot] = objects
    }

    // MARK: Changing

    /// A value slot changed by the caller: it is saved at the next save.
    final func change(slot: Int, to value: StoreValue) {
        changeValues { $0[slot] = value }
        markChanged(slot)
    }

    /// A to-many relationship changed by the caller.
    final func change(toManySlot slot: Int, to keys: [Int64]) {
        toMany[slot] = keys
        changedToManySlots.insert(slot)
    }

    /// A transient slot changed by the caller: the object counts as changed until it is saved,
    /// though nothing of it is written.
    final func change(transientSlot slot: Int, to value: StoreValue) {
        transientValues[slot] = value
        changedTransientSlots.insert(slot)
    }

    /// Transient values and changes kept across a refresh that merges changes, put back.
    final func restoreTransients(_ values: [StoreValue], changed: Set<Int>) {
        transientValues = values
        changedTransientSlots = changed
    }

    /// A to-many relationship not loaded yet changed through its inverse: loading it applies
    /// the change; meanwhile the object counts as changed.
    final func noteToManyChanged(_ slot: Int) {
        changedToManySlots.insert(slot)
    }

    /// A value of an object brought back by undo, before it is saved again: part of what it is,
    /// not a change of it.
    final func restore(_ value: StoreValue, atSlot slot: Int) {
        changeValues { $0[slot] = value }
    }

    // MARK: Deleting

    /// Deleted, to be removed from the store at the next save.
    final func markDeleted() {
        isDeleted = true
    }

    /// Deleted before it was ever saved (or its insert rolled back): it simply stops existing.
    final func cancelInsertion() {
        isInserted = false
        isDeleted = true
    }

    // MARK: Discarding changes

    /// Its changes (and its deletion) forgotten; its values are left as they are.
    final func discardChanges() {
        isDeleted = false
        forgetChangedSlots()
        changedToManySlots = []
        changedTransientSlots = []
    }

    /// Back to what was saved: committed values, to-many relationships changed since forgotten
    /// (they load again), no changes, not deleted. Transient values, which were never saved, are
    /// back to their defaults.
    final func revertToCommitted() {
        setStoredValues(committedValues)
        for slot in changedToManySlots { forgetLoadedToMany(slot) }
        forgetChangedSlots()
        changedToManySlots = []
        resetTransients()
        isDeleted = false
    }

    // MARK: Conflicts with another writer

    /// The row as another writer left it becomes what this object was read as: its committed
    /// values and version (the current values are the merge policy's to decide).
    final func adoptStoredRow(_ stored: SlotValues, version: Int64) {
        committedValues = stored
        storedVersion = version
    }

    /// Every slot whose current value differs from `stored` counts as changed (the object is
    /// written over the row whole).
    final func markChangedWhereDifferent(from stored: SlotValues) {
        forgetChangedSlots()
        for slot in values.indices where values[slot] != stored[slot] { markChanged(slot) }
    }

    /// A value the store computed for a slot (a derived attribute, after a save): what the object
    /// holds and what it was read as, at once — not a change.
    final func takeStoredValue(_ value: StoreValue, atSlot slot: Int) {
        currentValues[slot] = value
        extrasBox?.storedValues?[slot] = value
    }

    /// Takes another writer's value for a slot this object did not change.
    final func takeUnchanged(_ value: StoreValue, atSlot slot: Int) {
        changeValues { $0[slot] = value }
    }

    /// Takes another writer's value for a slot, giving up this object's change of it.
    final func giveUpChange(ofSlot slot: Int, to value: StoreValue) {
        changeValues { $0[slot] = value }
        unmarkChanged(slot)
    }

    /// The row as the store has it now, version included: what remains when this object's
    /// changes are dropped.
    final func restoreStoredRow(_ values: SlotValues, version: Int64) {
        setStoredValues(values)
        storedVersion = version
    }

    // MARK: Saving

    /// An inserted object saved (or pushed to a parent context) under its permanent key; a
    /// save to the store gives it the row's first version.
    final func finishInsertion(key: Int64, version: Int64?) {
        primaryKey = key
        isInserted = false
        if let version { storedVersion = version }
    }

    /// A registered object's key changed for another (a child adopting its parent's key).
    final func takeKey(_ key: Int64) {
        primaryKey = key
    }

    /// The save wrote its changed columns: the row's version went up by one.
    final func raiseStoredVersion() {
        storedVersion += 1
    }

    /// Its changes are saved: the values become the committed ones, with `resolve` giving the
    /// permanent key of each related new object, to-many keys likewise through `resolveKey`, and
    /// the changed to-many relationships (or every one, when `everyToMany`) become committed.
    final func commitChanges(
        resolve: (StoreValue) -> StoreValue,
        resolveKey: (Int64) -> Int64,
        everyToMany: Bool
    ) {
        // In place: an object's values are its own after its changes, so nothing is copied;
        // and as the values they become are the committed ones, nothing is kept apart.
        commitValues { values in
            for slot in values.indices {
                if case .integer(let key) = values[slot], key < 0 { values[slot] = resolve(values[slot]) }
            }
        }
        for slot in toMany.indices {
            toMany[slot] = toMany[slot]?.map(resolveKey)
            if everyToMany || changedToManySlots.contains(slot) {
                committedToMany[slot] = toMany[slot]
            }
        }
        forgetChangedSlots()
        changedToManySlots = []
        // Transient values stay as they are; only their changes are done with.
        changedTransientSlots = []
    }

    /// Temporary keys it holds, in its values and its to-many relationships, current and
    /// committed, replaced by permanent ones (a parent context saved the objects they name).
    final func adoptPermanentKeys(resolve: (StoreValue) -> StoreValue, resolveKey: (Int64) -> Int64) {
        changeValues { $0 = SlotValues($0.map(resolve)) }
        committedValues = SlotValues(committedValues.map(resolve))
        for slot in toMany.indices {
            toMany[slot] = toMany[slot]?.map(resolveKey)
            committedToMany[slot] = committedToMany[slot]?.map(resolveKey)
        }
    }
}
