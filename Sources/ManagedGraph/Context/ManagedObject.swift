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
    @exclusivity(unchecked) final var primaryKey: Int64
    /// The owning context; nil once the object is deleted and saved, or the context reset
    /// or freed.
    public var managedObjectContext: ObjectContext? { home.context }

    /// Where the object belongs: its entity and its context, shared with the other objects of
    /// both (see `ObjectHome`).
    @exclusivity(unchecked) final var home: ObjectHome

    // MARK: State

    // An object's state is written by the object alone: the context, a fetch or a save asks for
    // a named transition (`fillFromStore`, `turnIntoFault`, `commitChanges`, … in
    // `Storage/ManagedObject+Transitions.swift`), never assigns it — so what a fault, a changed
    // object or a saved one is can be read in one place (`ObjectStateWriterTests` holds every
    // other file to it). How the state is kept is in `Storage/ManagedObject+State.swift`.
    //
    // Exclusivity: the stored state is marked `@exclusivity(unchecked)`. Swift checks every
    // access to a class's stored property at run time, and with a dozen accesses per object
    // those checks cost more than filling the object from its row. There is nothing for them to
    // guard: an object is used on its context's thread only (it is not `Sendable`), and its state
    // is read and assigned in place, never passed `inout` to code that could reach the object.

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
    /// Changes the values in place, as `values` does: what a transition calls. (`values` keeps a
    /// private setter, which lets the compiler inline a read of a value where it happens.)
    final func changeValues<Result>(_ change: (inout SlotValues) -> Result) -> Result {
        change(&values)
    }
    /// The current values, read and changed through `values`.
    @exclusivity(unchecked) final var currentValues = SlotValues()
    /// The row's version (`Z_OPT`) when it was read: what optimistic locking checks at save,
    /// raised by every save that writes the row. A caller that keeps a value read from the
    /// object can compare it later to tell whether the row changed since.
    @exclusivity(unchecked) public internal(set) final var storedVersion: Int64 = 0
    /// The state most objects never need, once any of it is written (see `ObjectExtras`).
    @exclusivity(unchecked) final var extrasBox: ObjectExtras?
    /// The first 64 changed slots (see `changedSlots`). Kept here, not in the box: every edit and
    /// every insert writes it.
    @exclusivity(unchecked) final var changedSlotBits = ChangedSlotBits()
    /// The objects this object's relationships pointed at when last read, by slot (to-many
    /// slots after the value slots). Holding them keeps prefetched objects alive, as Core Data's
    /// objects hold theirs; an entry is used only while its keys still match the relationship.
    /// (Kept here, not in the box: following any to-one relationship writes it.)
    @exclusivity(unchecked) final var relatedCache = RelatedObjects()

    // The three flags last and together: stored properties are laid out in this order, and a
    // flag between two references takes a whole word, which would push every object into the
    // heap's next larger block (the sizes are in `docs/performance.md`).
    /// Whether the object's values are still to be read from its row; any read of them fills it
    /// (see <doc:FaultsAndBatchFaulting>).
    @exclusivity(unchecked) public internal(set) final var isFault = true
    /// Whether the object was inserted and is not saved yet.
    @exclusivity(unchecked) public internal(set) final var isInserted = false
    /// Whether the object was deleted; its row goes at the next save.
    @exclusivity(unchecked) public internal(set) final var isDeleted = false

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
}
