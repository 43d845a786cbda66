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
    public internal(set) var objectID: ObjectID {
        get { ObjectID(entityName: entity.name, primaryKey: primaryKey) }
        set {
            precondition(newValue.entityName == entity.name, "an object's id stays of its entity")
            primaryKey = newValue.primaryKey
        }
    }
    /// The row's primary key, or a negative number while the object is unsaved.
    @exclusivity(unchecked) var primaryKey: Int64
    /// The owning context; nil once the object is deleted and saved, or the context reset
    /// or freed.
    public var managedObjectContext: ObjectContext? { home.context }

    /// Lets the object go from its context (deleted and saved, the context reset or freed):
    /// `managedObjectContext` reads nil from now on. An object is made in its context's home
    /// and never joins another context.
    func detach() {
        // Nothing to do when its context is gone already: the home's weak reference reads nil.
        guard let context = home.context else { return }
        home = context.detachedHome(for: home.entity)
    }
    /// Where the object belongs: its entity and its context, shared with the other objects of
    /// both (see `ObjectHome`).
    @exclusivity(unchecked) private var home: ObjectHome

    /// Moves the object to another home of its context (a batch's).
    func move(to home: ObjectHome) {
        precondition(home.entity === entity, "an object stays of its entity")
        self.home = home
    }

    /// The keys of the batch this object was fetched in as a fault (filling it fills them all),
    /// or nil.
    var faultBatchKeys: ArraySlice<Int64>? {
        let keys = home.batchKeys
        return keys.isEmpty ? nil : keys
    }

    /// Leaves the object's batch, if it has one: filling it again fills it alone.
    func leaveFaultBatch() {
        guard !home.batchKeys.isEmpty, let context = home.context else { return }
        home = context.home(for: home.entity)
    }

    // MARK: State kept by the context

    // Exclusivity: the stored state below is marked `@exclusivity(unchecked)`. Swift checks
    // every access to a class's stored property at run time, and with a dozen accesses per
    // object those checks cost more than filling the object from its row. The checks guard
    // against overlapping accesses; there are none to guard against here: an object is used
    // on its context's thread only (it is not `Sendable`), and the context reads and assigns
    // this state in place without calling out in the middle of an access (no `inout` of it
    // is passed to code that could reach the same object).

    /// Current values, one per value slot (attributes, then to-one keys). Empty while a fault.
    /// Changing them first keeps the committed values, if they were the current ones.
    var values: SlotValues {
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
    var committedValues: SlotValues {
        get {
            if isInserted { return SlotValues() }
            return extrasBox?.storedValues ?? currentValues
        }
        set { extras.storedValues = newValue }
    }
    @exclusivity(unchecked) private var currentValues = SlotValues()

    /// Sets the values as the store has them: current and committed at once.
    func setStoredValues(_ values: consuming SlotValues) {
        currentValues = values
        extrasBox?.storedValues = nil
    }

    /// The current values become the committed ones (after a save), after `update` changes
    /// them in place: changes that are committed at once, so the values before them are not kept.
    func commitValues(updating update: (inout SlotValues) -> Void = { _ in }) {
        update(&currentValues)
        extrasBox?.storedValues = nil
    }
    /// The row's version (`Z_OPT`) when it was read: what optimistic locking checks at save,
    /// raised by every save that writes the row. A caller that keeps a value read from the
    /// object can compare it later to tell whether the row changed since.
    @exclusivity(unchecked) public internal(set) var storedVersion: Int64 = 0
    /// The state below, once any of it is written (see `ObjectExtras`).
    @exclusivity(unchecked) private var extrasBox: ObjectExtras?

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
    /// Slots changed since the last save or refresh. (Kept here, not in the box: every edit
    /// and every insert writes it.)
    @exclusivity(unchecked) var changedSlots: Set<Int> = []
    /// To-many slots changed since the last save or refresh.
    var changedToManySlots: Set<Int> {
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
    @exclusivity(unchecked) var relatedCache = RelatedObjects()

    private var extras: ObjectExtras {
        if let extrasBox { return extrasBox }
        let box = ObjectExtras(unloadedToMany: entity.unloadedToMany)
        extrasBox = box
        return box
    }

    // The three flags last and together: stored properties are laid out in this order, and a
    // flag between two references takes a whole word, which would push every object into the
    // heap's next larger block (the sizes are in `docs/performance.md`).
    @exclusivity(unchecked) public internal(set) var isFault = true
    @exclusivity(unchecked) public internal(set) var isInserted = false
    @exclusivity(unchecked) public internal(set) var isDeleted = false

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

    /// Whether the object has unsaved changes (inserted, deleted, or a property changed).
    public var hasChanges: Bool { isInserted || isDeleted || !changedSlots.isEmpty || !changedToManySlots.isEmpty }

    /// Whether a property changed since the last save (and the object is neither new nor deleted).
    public var isUpdated: Bool { !isInserted && !isDeleted && (!changedSlots.isEmpty || !changedToManySlots.isEmpty) }

    /// The names of the properties changed since the last save.
    public var changedKeys: Set<String> {
        var keys = Set<String>()
        for slot in changedSlots { keys.insert(slotName(slot)) }
        for slot in changedToManySlots { keys.insert(entity.toManyRelationships[slot].name) }
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
    func willAccessValues() {
        guard isFault else { return }
        guard let context = managedObjectContext else { return }
        do {
            try context.fulfillFault(self)
        } catch {
            context.recordFaultFailure(objectID, error)
        }
    }

    // MARK: Attributes

    /// The attribute's current value; `.null` for an unknown name or an unfillable fault.
    public func storeValue(forAttribute name: String) -> StoreValue {
        guard let slot = entity.valueSlots[name], slot < entity.attributeTypes.count else { return .null }
        return storeValue(atSlot: slot)
    }

    func storeValue(atSlot slot: Int) -> StoreValue {
        willAccessValues()
        return slot < values.count ? values[slot] : entity.attributes[slot].defaultValue
    }

    /// Sets an attribute; the value must fit the attribute's type (an integer for `.double` is
    /// converted). Validation rules run at save.
    public func setStoreValue(_ value: StoreValue, forAttribute name: String) throws(ContextError) {
        guard let slot = entity.valueSlots[name], slot < entity.attributes.count else {
            throw .unknownKey(name, entity: entity)
        }
        let attribute = entity.attributes[slot]
        guard let converted = value.converted(to: attribute.type) else {
            throw .typeMismatch(key: name, entity: entity, expected: attribute.type, got: value)
        }
        try setSlot(slot, to: converted)
    }

    func setSlot(_ slot: Int, to value: StoreValue) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        guard !isDeleted else { throw .deletedObject(objectID) }
        try fulfill()
        guard !values[slot].isIdentical(to: value) else { return }
        context.willChange(self)
        values[slot] = value
        changedSlots.insert(slot)
    }

    // MARK: Relationships

    /// The object at the end of a to-one relationship, or nil.
    public func relatedObject(forKey name: String) -> ManagedObject? {
        guard let relationship = entity.relationship(named: name), !relationship.isToMany,
            let slot = entity.valueSlots[name], let context = managedObjectContext
        else { return nil }
        guard case .integer(let key) = storeValue(atSlot: slot) else { return nil }
        if let cached = relatedCache[slot]?.first, cached.objectID.primaryKey == key,
            cached.managedObjectContext === context
        {
            return cached
        }
        let object = context.registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: key))
        relatedCache[slot] = [object]
        return object
    }

    /// The objects of a to-many relationship (in order when ordered); loads it on first use.
    public func relatedObjects(forKey name: String) -> [ManagedObject] {
        guard let slot = entity.toManySlots[name], let context = managedObjectContext else { return [] }
        let relationship = entity.toManyRelationships[slot]
        let keys: [Int64]
        do {
            keys = try context.toManyKeys(of: self, slot: slot)
        } catch {
            context.recordFaultFailure(objectID, error)
            return []
        }
        let cacheSlot = entity.valueSlotCount + slot
        if let cached = relatedCache[cacheSlot], cached.map(\.objectID.primaryKey) == keys,
            cached.allSatisfy({ $0.managedObjectContext === context })
        {
            return cached
        }
        let objects = keys.map {
            context.registeredOrFault(ObjectID(entityName: relationship.destination, primaryKey: $0))
        }
        relatedCache[cacheSlot] = objects
        return objects
    }

    /// Sets a to-one relationship and keeps its inverse in step, in memory.
    public func setRelatedObject(_ object: ManagedObject?, forKey name: String) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        try context.setToOne(of: self, key: name, to: object)
    }

    /// Replaces a to-many relationship's objects and keeps every inverse in step, in memory.
    public func setRelatedObjects(_ objects: [ManagedObject], forKey name: String) throws(ContextError) {
        guard let context = managedObjectContext else { throw .detached(objectID) }
        try context.setToMany(of: self, key: name, to: objects)
    }

    /// Adds one object to a to-many relationship (at the end when ordered).
    public func addRelatedObject(_ object: ManagedObject, forKey name: String) throws(ContextError) {
        var objects = relatedObjects(forKey: name)
        guard !objects.contains(where: { $0 === object }) else { return }
        objects.append(object)
        try setRelatedObjects(objects, forKey: name)
    }

    /// Removes one object from a to-many relationship.
    public func removeRelatedObject(_ object: ManagedObject, forKey name: String) throws(ContextError) {
        let objects = relatedObjects(forKey: name)
        guard objects.contains(where: { $0 === object }) else { return }
        try setRelatedObjects(objects.filter { $0 !== object }, forKey: name)
    }

    // MARK: Key-value coding

    /// Core Data's generic accessor: `String`, `Int`, `Double`, `Bool` for attributes (nil when
    /// null), a `ManagedObject` for a to-one relationship, `[ManagedObject]` for a to-many one.
    public func value(forKey key: String) -> Any? {
        if let attribute = entity.attribute(named: key) {
            return storeValue(forAttribute: key).anyValue(for: attribute.type)
        }
        guard let relationship = entity.relationship(named: key) else { return nil }
        return relationship.isToMany ? relatedObjects(forKey: key) : relatedObject(forKey: key)
    }

    /// Core Data's generic setter, checked against the model: an unknown key or a value of the
    /// wrong type is an error, not a crash.
    public func setValue(_ value: Any?, forKey key: String) throws(ContextError) {
        if let attribute = entity.attribute(named: key) {
            guard let stored = StoreValue(any: value) else {
                throw .typeMismatch(
                    key: key,
                    entity: entity,
                    expected: attribute.type,
                    got: .string(String(describing: value as Any))
                )
            }
            try setStoreValue(stored, forAttribute: key)
            return
        }
        guard let relationship = entity.relationship(named: key) else { throw .unknownKey(key, entity: entity) }
        if relationship.isToMany {
            if value == nil { return try setRelatedObjects([], forKey: key) }
            guard let objects = value as? [ManagedObject] else { throw .notObjects(key: key, entity: entity) }
            try setRelatedObjects(objects, forKey: key)
        } else {
            if value == nil { return try setRelatedObject(nil, forKey: key) }
            guard let object = value as? ManagedObject else { throw .notObjects(key: key, entity: entity) }
            try setRelatedObject(object, forKey: key)
        }
    }

    // MARK: PredicateEvaluable

    public func predicateRelatedObject(forKey name: String) -> (any PredicateEvaluable)? {
        relatedObject(forKey: name)
    }

    public func predicateRelatedObjects(forKey name: String) -> [any PredicateEvaluable] {
        relatedObjects(forKey: name)
    }

    // MARK: Description

    public var description: String {
        guard !isFault else { return "<\(entity.name) \(objectID): fault>" }
        let shown = entity.attributes.enumerated().map { index, attribute in
            "\(attribute.name)=\(index < values.count ? values[index].description : "?")"
        }
        return "<\(entity.name) \(objectID): \(shown.joined(separator: ", "))>"
    }

    func slotName(_ slot: Int) -> String {
        slot < entity.attributes.count
            ? entity.attributes[slot].name : entity.toOneRelationships[slot - entity.attributes.count].name
    }
}
