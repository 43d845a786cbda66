// MARK: - How an object keeps its state

/// The storage behind `ManagedObject`'s state: its values kept once until a change needs a
/// second copy, the state most objects never need in a box made on first write
/// (`ObjectExtras`), the first 64 changed slots as bits. Only the object's transitions
/// (`ManagedObject+Transitions.swift`) write through it.
extension ManagedObject {
    /// Lets the object go from its context (deleted and saved, the context reset or freed):
    /// `managedObjectContext` reads nil from now on. An object is made in its context's home
    /// and never joins another context.
    func detach() {
        // What a fetched property found is let go of: a detached object cannot fetch again, and
        // objects holding each other would never be freed.
        extrasBox?.fetchedResults = [:]
        // Nothing to do when its context is gone already: the home's weak reference reads nil.
        guard let context = home.context else { return }
        home = context.detachedHome(for: home.entity)
    }

    /// The value slot of the stored attribute `name`; nil for a transient one or an unknown name.
    /// Read through the home, not `entity`, which hands out a reference of its own: every read of
    /// an attribute by name asks for it.
    func storedAttributeSlot(_ name: String) -> Int? {
        let entity = home.entity
        guard let slot = entity.valueSlots[name], slot < entity.attributes.count else { return nil }
        return slot
    }

    /// Moves the object to another home of its context (a batch's).
    func move(to home: ObjectHome) {
        precondition(home.entity === entity, "an object stays of its entity")
        self.home = home
    }

    /// The keys of the batch this object was fetched in as a fault (filling it fills them all),
    /// or nil.
    var faultBatchKeys: BatchKeys? { home.batchKeys }

    /// Leaves the object's batch, if it has one: filling it again fills it alone.
    func leaveFaultBatch() {
        guard home.batchKeys != nil, let context = home.context else { return }
        home = context.home(for: home.entity)
    }

    /// Values as last read from or written to the store: none for an object not saved yet.
    ///
    /// They are kept apart from the current values only once a value changes (in the object's
    /// box, see `ObjectExtras`); until then they are the current values. An object read and
    /// never changed so holds one reference to its values, not two — a retain and a release
    /// less for every object read, atomic operations that cost more than most of reading a
    /// row — and no room for a second set of them.
    var committedValues: SlotValues {
        get {
            if isInserted { return SlotValues() }
            return extrasBox?.storedValues ?? currentValues
        }
        set { extras.storedValues = newValue }
    }

    /// Sets the values as the store has them: current and committed at once.
    func setStoredValues(_ values: consuming SlotValues) {
        currentValues = values
        extrasBox?.storedValues = nil
    }

    /// The current values become the committed ones (after a save), after `update` changes
    /// them in place: changes that are committed at once, so the values before them are not kept.
    func commitValues(updating update: (inout SlotValues) -> Void) {
        update(&currentValues)
        extrasBox?.storedValues = nil
    }

    /// Current to-many relationships as primary keys; nil for one not loaded yet (a to-many fault).
    var toMany: [[Int64]?] {
        get { extrasBox?.toMany ?? entity.unloadedToMany }
        set {
            // An entity without to-many relationships never needs a box for them.
            if extrasBox == nil && newValue.isEmpty { return }
            extras.toMany = newValue
        }
    }
    /// To-many relationships as last loaded from the store (join-table ones are diffed at save).
    var committedToMany: [[Int64]?] {
        get { extrasBox?.committedToMany ?? entity.unloadedToMany }
        set {
            if extrasBox == nil && newValue.isEmpty { return }
            extras.committedToMany = newValue
        }
    }
    /// Slots changed since the last save or refresh.
    var changedSlots: ChangedSlots {
        ChangedSlots(bits: changedSlotBits, others: extrasBox?.changedSlotsFrom64 ?? [])
    }
    var hasChangedSlots: Bool {
        !changedSlotBits.isEmpty || !(extrasBox?.changedSlotsFrom64.isEmpty ?? true)
    }

    func markChanged(_ slot: Int) {
        if slot < ChangedSlotBits.capacity {
            changedSlotBits.insert(slot)
        } else {
            extras.changedSlotsFrom64.insert(slot)
        }
    }

    func unmarkChanged(_ slot: Int) {
        if slot < ChangedSlotBits.capacity {
            changedSlotBits.remove(slot)
        } else if let extrasBox {
            extrasBox.changedSlotsFrom64.remove(slot)
        }
    }

    func forgetChangedSlots() {
        changedSlotBits = ChangedSlotBits()
        if let extrasBox, !extrasBox.changedSlotsFrom64.isEmpty { extrasBox.changedSlotsFrom64 = [] }
    }
    /// To-many slots changed since the last save or refresh.
    var changedToManySlots: Set<Int> {
        get { extrasBox?.changedToManySlots ?? [] }
        set {
            if extrasBox == nil && newValue.isEmpty { return }
            extras.changedToManySlots = newValue
        }
    }

    /// Transient values, one per transient attribute (see `EntityDescription.transientAttributes`).
    var transientValues: [StoreValue] {
        get { extrasBox?.transientValues ?? entity.transientDefaults }
        set { extras.transientValues = newValue }
    }
    /// Transient slots changed since the last save or refresh.
    var changedTransientSlots: Set<Int> {
        get { extrasBox?.changedTransientSlots ?? [] }
        set {
            if extrasBox == nil && newValue.isEmpty { return }
            extras.changedTransientSlots = newValue
        }
    }

    var extras: ObjectExtras {
        if let extrasBox { return extrasBox }
        let box = ObjectExtras(unloadedToMany: entity.unloadedToMany)
        extrasBox = box
        return box
    }

    func slotName(_ slot: Int) -> String {
        slot < entity.attributes.count
            ? entity.attributes[slot].name : entity.toOneRelationships[slot - entity.attributes.count].name
    }
}
