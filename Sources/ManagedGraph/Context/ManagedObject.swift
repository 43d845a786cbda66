// MARK: - Managed objects

/// An object managed by an `ObjectContext`: one row of its entity's table, uniqued per context.
///
/// Subclass it for typed accessors (`Person.name`) and to override the lifecycle hooks;
/// the context instantiates the entity's `managedClass`. Objects come back from fetches as
/// faults when asked (`returnsObjectsAsFaults`, batch faulting) and fill on first access.
///
/// An object belongs to one context and must be used only where that context is used; objects
/// are not `Sendable`, so the compiler keeps them from crossing threads — only `objectID` does.
open class ManagedObject: PredicateEvaluable, CustomStringConvertible {
    /// The object's entity, found through its home.
    public var entity: EntityDescription { home.entity }
    /// The object's id, made from its entity's name and its key when asked: an object does not
    /// carry its own copy of the name (a fetch of many objects writes less memory).
    public var objectID: ObjectID { ObjectID(entityName: entity.name, primaryKey: primaryKey) }
    /// The row's primary key, or a negative number while the object is unsaved.
    @exclusivity(unchecked) private(set) var primaryKey: Int64
    /// The owning context; nil once the object is deleted and saved, or the context reset
    /// or freed.
    public var managedObjectContext: ObjectContext? { home.context }

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
    /// Where the object belongs: its entity and its context, shared with the other objects of
    /// both (see `ObjectHome`).
    @exclusivity(unchecked) private var home: ObjectHome

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

    // MARK: State

    // Every stored property of an object is written in this file only, by the object itself:
    // the context, a fetch or a save asks for a named transition (`fillFromStore`,
    // `turnIntoFault`, `commitChanges`, … below), never assigns the state. So what a fault, a
    // changed object or a saved one is can be read in one place.
    //
    // Exclusivity: the stored state below is marked `@exclusivity(unchecked)`. Swift checks
    // every access to a class's stored property at run time, and with a dozen accesses per
    // object those checks cost more than filling the object from its row. The checks guard
    // against overlapping accesses; there are none to guard against here: an object is used
    // on its context's thread only (it is not `Sendable`), and the context reads and assigns
    // this state in place without calling out in the middle of an access (no `inout` of it
    // is passed to code that could reach the same object).

    /// Current values, one per value slot (attributes, then to-one keys). Empty while a fault.
    /// Changing them first keeps the committed values, if they were the current ones.
    private(set) var values: SlotValues {
        // Borrowed, not copied: a read of one value takes no reference to the object's values.
        _read { yield currentValues }
        _modify {
            if !isInserted, extrasBox?.storedValues == nil { extras.storedValues = currentValues }
            yield &currentValues
        }
    }
    /// Values as last read from or written to the store: none for an object not saved yet.
    ///
    /// They are kept apart from the current values only once a value changes (in the object's
    /// box, see `ObjectExtras`); until then they are the current values. An object read and
    /// never changed so holds one reference to its values, not two — a retain and a release
    /// less for every object read, atomic operations that cost more than most of reading a
    /// row — and no room for a second set of them.
    private(set) var committedValues: SlotValues {
        get {
            if isInserted { return SlotValues() }
            return extrasBox?.storedValues ?? currentValues
        }
        set { extras.storedValues = newValue }
    }
    @exclusivity(unchecked) private var currentValues = SlotValues()

    /// Sets the values as the store has them: current and committed at once.
    private func setStoredValues(_ values: consuming SlotValues) {
        currentValues = values
        extrasBox?.storedValues = nil
    }

    /// The current values become the committed ones (after a save), after `update` changes
    /// them in place: changes that are committed at once, so the values before them are not kept.
    private func commitValues(updating update: (inout SlotValues) -> Void) {
        update(&currentValues)
        extrasBox?.storedValues = nil
    }
    /// The row's version (`Z_OPT`) when it was read: what optimistic locking checks at save,
    /// raised by every save that writes the row. A caller that keeps a value read from the
    /// object can compare it later to tell whether the row changed since.
    @exclusivity(unchecked) public private(set) var storedVersion: Int64 = 0
    /// The state below, once any of it is written (see `ObjectExtras`).
    @exclusivity(unchecked) private var extrasBox: ObjectExtras?

    /// Current to-many relationships as primary keys; nil for one not loaded yet (a to-many fault).
    private(set) var toMany: [[Int64]?] {
        get { extrasBox?.toMany ?? entity.unloadedToMany }
        set {
            // An entity without to-many relationships never needs a box for them.
            if extrasBox == nil && newValue.isEmpty { return }
            extras.toMany = newValue
        }
    }
    /// To-many relationships as last loaded from the store (join-table ones are diffed at save).
    private(set) var committedToMany: [[Int64]?] {
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
    /// The first 64 of them. (Kept here, not in the box: every edit and every insert writes it.)
    @exclusivity(unchecked) private var changedSlotBits = ChangedSlotBits()
    private var hasChangedSlots: Bool {
        !changedSlotBits.isEmpty || !(extrasBox?.changedSlotsFrom64.isEmpty ?? true)
    }

    private func markChanged(_ slot: Int) {
        if slot < ChangedSlotBits.capacity {
            changedSlotBits.insert(slot)
        } else {
            extras.changedSlotsFrom64.insert(slot)
        }
    }

    private func unmarkChanged(_ slot: Int) {
        if slot < ChangedSlotBits.capacity {
            changedSlotBits.remove(slot)
        } else if let extrasBox {
            extrasBox.changedSlotsFrom64.remove(slot)
        }
    }

    private func forgetChangedSlots() {
        changedSlotBits = ChangedSlotBits()
        if let extrasBox, !extrasBox.changedSlotsFrom64.isEmpty { extrasBox.changedSlotsFrom64 = [] }
    }
    /// To-many slots changed since the last save or refresh.
    private(set) var changedToManySlots: Set<Int> {
        get { extrasBox?.changedToManySlots ?? [] }
        set {
            if extrasBox == nil && newValue.isEmpty { return }
            extras.changedToManySlots = newValue
        }
    }
    /// The objects this object's relationships pointed at when last read, by slot (to-many
    /// slots after the value slots). Holding them keeps prefetched objects alive, as Core Data's
    /// objects hold theirs; an entry is used only while its keys still match the relationship.
    /// (Kept here, not in the box: following any to-one relationship writes it.)
    @exclusivity(unchecked) private(set) var relatedCache = RelatedObjects()

    /// Transient values, one per transient attribute (see `EntityDescription.transientAttributes`).
    private(set) var transientValues: [StoreValue] {
        get { extrasBox?.transientValues ?? entity.transientDefaults }
        set { extras.transientValues = newValue }
    }
    /// Transient slots changed since the last save or refresh.
    private(set) var changedTransientSlots: Set<Int> {
        get { extrasBox?.changedTransientSlots ?? [] }
        set {
            if extrasBox == nil && newValue.isEmpty { return }
            extras.changedTransientSlots = newValue
        }
    }

    private var extras: ObjectExtras {
        if let extrasBox { return extrasBox }
        let box = ObjectExtras(unloadedToMany: entity.unloadedToMany)
        extrasBox = box
        return box
    }

    // The three flags last and together: stored properties are laid out in this order, and a
    // flag between two references takes a whole word, which would push every object into the
    // heap's next larger block (the sizes are in `docs/performance.md`).
    /// Whether the object's values are still to be read from its row; any read of them fills it
    /// (see <doc:FaultsAndBatchFaulting>).
    @exclusivity(unchecked) public private(set) var isFault = true
    /// Whether the object was inserted and is not saved yet.
    @exclusivity(unchecked) public private(set) var isInserted = false
    /// Whether the object was deleted; its row goes at the next save.
    @exclusivity(unchecked) public private(set) var isDeleted = false

    /// Called by the context only, which alone makes homes. Subclasses set up their state in
    /// `awakeFromInsert()` and `awakeFromFetch()`, as Core Data advises, not by overriding this.
    public required init(home: ObjectHome, primaryKey: Int64) {
        self.home = home
        self.primaryKey = primaryKey
    }

    deinit {
        managedObjectContext?.unregister(objectID)
    }

    // MARK: Status

    /// Whether the object has unsaved changes (inserted, deleted, or a property changed,
    /// transient ones included, as in Core Data).
    public var hasChanges: Bool { isInserted || isDeleted || hasChangedSlots || hasBoxedChanges }

    /// Whether a property changed since the last save (and the object is neither new nor deleted).
    public var isUpdated: Bool { !isInserted && !isDeleted && (hasChangedSlots || hasBoxedChanges) }

    /// Whether a to-many relationship or a transient attribute changed: what the box keeps.
    private var hasBoxedChanges: Bool {
        guard let box = extrasBox else { return false }
        return !box.changedToManySlots.isEmpty || !box.changedTransientSlots.isEmpty
    }

    /// The names of the properties changed since the last save.
    public var changedKeys: Set<String> {
        var keys = Set<String>()
        for slot in changedSlots { keys.insert(slotName(slot)) }
        for slot in changedToManySlots { keys.insert(entity.toManyRelationships[slot].name) }
        for slot in changedTransientSlots { keys.insert(entity.transientAttributes[slot].name) }
        return keys
    }

    /// The stored values of the changed attributes and to-one relationships, before the change.
    public func committedValues(forKeys keys: [String]) -> [String: StoreValue] {
        var result: [String: StoreValue] = [:]
        for key in keys {
            guard let slot = entity.valueSlots[key], slot < committedValues.count else { continue }
            result[key] = committedValues[slot]
        }
        return result
    }

    // MARK: Lifecycle hooks (override; the base versions do nothing)

    /// After the object is inserted into a context, before the caller sees it: set defaults here.
    open func awakeFromInsert() {}
    /// After the object's values are read from the store (a fault filled or a fetch).
    open func awakeFromFetch() {}
    /// Before a save writes the object; changes made here are saved too.
    open func willSave() {}
    /// After a save wrote the object (or its deletion).
    open func didSave() {}
    /// When the object is deleted, before the delete rules run.
    open func prepareForDeletion() {}

    // MARK: Faulting

    /// Fills the object if it is a fault; throws when its row no longer exists.
    public func fulfill() throws(ContextError) {
        guard isFault else { return }
        guard let context = managedObjectContext else { throw .detached(objectID) }
        try context.fulfillFault(self)
    }

    /// Fills the object before a read; a failure is recorded in the context (see
    /// `ObjectContext.takeFaultFailures()`) and the object reads as its entity's defaults.
    /// (Inlined: every read of a value asks, and nearly every answer is no.)
    @inline(__always) func willAccessValues() {
        if isFault { fillBeforeAccess() }
    }

    private func fillBeforeAccess() {
        guard let context = managedObjectContext else { return }
        do {
            try context.fulfillFault(self)
        } catch {
            context.recordFaultFailure(objectID, error)
        }
    }

    func slotName(_ slot: Int) -> String {
        slot < entity.attributes.count
            ? entity.attributes[slot].name : entity.toOneRelationships[slot - entity.attributes.count].name
    }
}

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
        values[slot] = value
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
        values[slot] = value
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
        values[slot] = value
    }

    /// Takes another writer's value for a slot, giving up this object's change of it.
    final func giveUpChange(ofSlot slot: Int, to value: StoreValue) {
        values[slot] = value
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
        values = SlotValues(values.map(resolve))
        committedValues = SlotValues(committedValues.map(resolve))
        for slot in toMany.indices {
            toMany[slot] = toMany[slot]?.map(resolveKey)
            committedToMany[slot] = committedToMany[slot]?.map(resolveKey)
        }
    }
}
