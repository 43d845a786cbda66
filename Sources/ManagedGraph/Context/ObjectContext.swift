// MARK: - The object context

/// A scratchpad of managed objects over a persistent store: Core Data's managed object
/// context. Objects are inserted, fetched, changed and deleted here, and nothing reaches the
/// store until `save()`, which validates every change and writes them in one transaction.
///
/// One object per row per context (uniquing); objects come back as faults when asked and fill
/// on first access; setting one side of a relationship keeps the inverse in step; fetches see
/// the context's unsaved changes. A context is not thread-safe: use it, and its objects, from
/// one place (its objects are not `Sendable`; pass `ObjectID`s instead).
///
/// ```swift
/// let context = ObjectContext(store: store)
/// let ada = try context.insert(Person.self)
/// ada.name = "Ada"
/// try context.save()
///
/// let people = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
/// ```
public final class ObjectContext {
    /// The store the context reads and saves to (its parent's, for a child context).
    public let store: PersistentStore
    /// A name for messages and logs ("view", "background import").
    public var name: String

    // MARK: Registered objects

    /// Every object of this context, held unowned: an object unregisters itself when it is
    /// freed, so a million faulted rows do not stay in memory once nothing uses them.
    /// Unchecked exclusivity, as for an object's state (see `ManagedObject`): touched for every
    /// row read, on the context's thread only, by lookups and assignments that call nothing.
    @exclusivity(unchecked) var registry: ObjectRegistry

    /// What this context's objects hold to reach it and their entity, one per entity (see
    /// `ObjectHome`), and the homes of the objects it lets go of (reset, deleted and saved).
    private var homes: [ObjectHome] = []
    private var detachedHomes: [ObjectHome] = []

    /// Objects with unsaved changes, held strongly until saved or rolled back.
    var inserted = InsertedObjects()
    var updated: [ObjectID: ManagedObject] = [:]
    var deleted: [ObjectID: ManagedObject] = [:]

    /// The next temporary key (negative, so it never collides with a row's `Z_PK`).
    var nextTemporaryKey: Int64 = -1

    /// Faults that could not be filled by accessors that cannot throw; see `takeFaultFailures()`.
    var faultFailures: [ObjectID: ContextError] = [:]

    /// Observers of saves and merges (live results), held weakly.
    var observers: [WeakObserver] = []

    /// Undo and redo of saved changes; nil disables them.
    public var undoManager: ContextUndoManager? = ContextUndoManager()

    /// The name the next save records for undo ("rename \"Ada\""), then forgets.
    public var actionName: String?

    /// What this context has done so far: rows read, objects filled, faults fired, batch fills,
    /// objects registered, row changes delivered, saves (see `ContextStatistics`); reset it
    /// freely. (Unchecked exclusivity: counted for every row, by plain additions.)
    @exclusivity(unchecked) public var statistics = ContextStatistics()

    /// The store's `data_version` and transaction log position when this context last looked:
    /// a change means another process committed (see `processExternalChanges()`).
    var lastDataVersion: Int64?
    var lastTransaction: Int64 = 0
    /// How many times this context has looked for other processes' commits, found any or not:
    /// what happened between two looks is one step for whoever follows them (live results
    /// answering for rows the user saw before the last look).
    public internal(set) var externalChangeChecks = 0
    /// Whether the context reads the store as it was when it last looked for other processes'
    /// commits, until it looks again (`processExternalChanges()`), saves or ends it
    /// (`endPinnedReads()`): Core Data's query generations, pinned at each look.
    ///
    /// Without it, a read between two looks sees what other processes committed since the
    /// last one: a page of live results may then hold a row whose deletion the context has not
    /// brought in — a fault that cannot be filled — or, read with SQL, rows the results do not
    /// count yet. With it, everything read between two looks agrees with what the context
    /// brought in, so row numbers shown to a user stay the rows they name. An app that looks
    /// before each command and ends the pin after it reads each command's store as one:
    ///
    /// ```swift
    /// context.pinsReadsToLastLook = true
    /// try context.processExternalChanges()   // the command's look, and its snapshot
    /// let page = try people.objects(in: 0..<20)
    /// context.endPinnedReads()               // the command is over
    /// ```
    ///
    /// Its saves keep to it: a save first brings in what other processes committed since the
    /// look (their row changes are heard before its own), and pins again after it has written —
    /// unless every live result placed the save's rows inside its transaction, before the
    /// commit (a ranked order), when reads until the next look see each commit as it comes.
    /// A save refused for a conflict leaves the pin ended: look again before showing rows.
    ///
    /// The pin is the store connection's open read transaction, so every context of the store
    /// reads the same state while it lasts, and a write of any of them ends it. Another
    /// process's write-ahead log cannot be copied back past a pinned state: end the pin while
    /// idle. Nothing changes for a store in memory or an immutable one, which nothing else writes.
    ///
    /// The objects it last read are held, and are not read again while nothing changes them.
    public var pinsReadsToLastLook = false

    /// The objects last filled from the store, while `pinsReadsToLastLook` is on, held so that
    /// what one command read is not read again by the next (a context holds its unchanged
    /// objects weakly, and the page a command read would otherwise go with the views that
    /// showed it). Core Data's row cache serves the same purpose. Each look refreshes those
    /// another process changed, as it does every registered object. The most recent
    /// 4,096 only: a command that reads more (an export) reads them as it goes.
    var recentlyRead = RecentObjects(limit: 4096)

    /// What a save does about another writer's conflicting changes.
    public var mergePolicy: MergePolicy = .error

    /// Where other contexts' saves wait until this context merges them.
    let inbox = MergeInbox()

    /// Whether saves of the store's other contexts in this process are merged into this one —
    /// when it next brings in changes (`mergePendingChanges()`, `processExternalChanges()`) —
    /// so its live results report them. Core Data's `automaticallyMergesChangesFromParent`.
    public var automaticallyMergesChangesFromOtherContexts = false {
        didSet {
            if automaticallyMergesChangesFromOtherContexts {
                store.mergeHub.subscribe(inbox)
            } else {
                store.mergeHub.unsubscribe(inbox.id)
            }
        }
    }

    /// The context a child context saves into, instead of the store.
    public let parent: ObjectContext?
    /// Child contexts, told when a save here gives their objects permanent ids.
    var children: [WeakContext] = []

    /// A context over `store`, seeing what the store holds now.
    public init(store: PersistentStore, name: String = "context") {
        self.store = store
        self.name = name
        registry = ObjectRegistry(model: store.model)
        parent = nil
        try? markExternalChangesSeen()
    }

    /// A child context: it reads through `parent` (seeing the parent's unsaved changes) and its
    /// `save()` pushes its changes into the parent, which saves them to the store. Use it where
    /// the parent is used.
    public init(parent: ObjectContext, name: String = "child") {
        self.store = parent.store
        self.name = name
        registry = ObjectRegistry(model: store.model)
        self.parent = parent
        undoManager = nil
        parent.children.removeAll { $0.context == nil }
        parent.children.append(WeakContext(context: self))
    }

    deinit {
        for entry in registry.values { entry.object.detach() }
        store.mergeHub.unsubscribe(inbox.id)
    }

    // MARK: Status

    /// Whether anything is inserted, deleted or changed and not saved yet.
    public var hasChanges: Bool {
        !inserted.isEmpty || !deleted.isEmpty || updated.values.contains { $0.hasChanges }
    }

    /// The unsaved changes, each list in a stable order: inserted objects in the order they were
    /// inserted, changed and deleted ones by key.
    public var insertedObjects: [ManagedObject] { inserted.inInsertionOrder }
    /// The objects whose properties changed since the last save, in key order.
    public var updatedObjects: [ManagedObject] {
        updated.values.filter(\.isUpdated).sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
    }
    /// The objects deleted and not saved yet, in key order.
    public var deletedObjects: [ManagedObject] {
        deleted.values.sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
    }
    /// Every object the context knows now, faults included.
    public var registeredObjects: [ManagedObject] { registry.values.map(\.object) }

    /// Inserted objects in the order they were inserted (temporary keys count down).
    static func insertionOrder(_ lhs: ManagedObject, _ rhs: ManagedObject) -> Bool {
        lhs.objectID.primaryKey > rhs.objectID.primaryKey
    }

    // MARK: Entities

    func entity(named name: String) throws(ContextError) -> EntityDescription {
        guard let entity = store.model.entity(named: name) else {
            throw .store("the model has no entity \"\(name)\"")
        }
        return entity
    }

    func entity(for type: ManagedObject.Type) throws(ContextError) -> EntityDescription {
        guard let entity = store.model.entities.first(where: { $0.managedClass == type }) else {
            throw .store("the model has no entity for class \(type)")
        }
        return entity
    }

    // MARK: Inserting

    /// Inserts a new object of the named entity, with the model's default values.
    @discardableResult
    public func insert(entityName: String) throws(ContextError) -> ManagedObject {
        try insertNew(try entity(named: entityName))
    }

    /// Inserts a new object of a managed object subclass: `try context.insert(Person.self)`.
    @discardableResult
    public func insert<Object: ManagedObject>(_ type: Object.Type) throws(ContextError) -> Object {
        let object = try insertNew(try entity(for: type))
        guard let typed = object as? Object else { throw .store("\(type) is not the class of its entity") }
        return typed
    }

    func insertNew(_ entity: EntityDescription) throws(ContextError) -> ManagedObject {
        guard !store.isReadOnly else { throw .readOnlyStore }
        guard !entity.isAbstract else {
            let kinds = entity.concreteKinds.isEmpty ? "" : " (\(entity.concreteKinds.joined(separator: ", ")))"
            throw .store("\(entity.name) is abstract: insert an object of one of its sub-entities\(kinds)")
        }
        let object = registerInserted(entity, id: ObjectID(entityName: entity.name, primaryKey: allocateTemporaryKey()))
        object.awakeFromInsert()
        return object
    }

    /// A new object with the model's defaults, registered as inserted under `id` (a temporary
    /// id, or the permanent id of a deleted object that undo brings back).
    func registerInserted(_ entity: EntityDescription, id: ObjectID) -> ManagedObject {
        let object = entity.managedClass.init(home: home(for: entity), primaryKey: id.primaryKey)
        object.startAsInserted(with: entity.newObjectValues)
        register(object)
        inserted.add(object, id: id)
        return object
    }

    /// A new temporary key. A child context takes its keys from its parent, so that objects a
    /// child pushes up never collide with the parent's own new objects.
    func allocateTemporaryKey() -> Int64 {
        if let parent { return parent.allocateTemporaryKey() }
        defer { nextTemporaryKey -= 1 }
        return nextTemporaryKey
    }

    // MARK: Uniquing

    /// Registers an object made here (in one of this context's homes).
    func register(_ object: ManagedObject) {
        registry[object.objectID] = UnownedObject(object: object)
        statistics.objectsRegistered += 1
    }

    /// Called from an object's `deinit`.
    func unregister(_ id: ObjectID) {
        registry[id] = nil
    }

    /// The object registered for `id`, if any.
    public func registeredObject(for id: ObjectID) -> ManagedObject? {
        registry[id]?.object
    }

    /// The object for `id`: the registered one, or a new fault (no SQL until it is used).
    public func object(with id: ObjectID) -> ManagedObject {
        registeredOrFault(id)
    }

    /// The object for `id`, filled; throws when its row does not exist.
    public func existingObject(with id: ObjectID) throws(ContextError) -> ManagedObject {
        let object = registeredOrFault(id)
        try object.fulfill()
        return object
    }

    func registeredOrFault(_ id: ObjectID) -> ManagedObject {
        if let object = registry[id]?.object { return object }
        let entity = store.model.entity(named: id.entityName)!
        return newFault(
            id.primaryKey,
            entity: entity.hasSubentities ? concreteEntity(of: id.primaryKey, in: entity) : entity
        )
    }

    /// The objects of `keys` of `entity` or its sub-entities, in order: the registered ones, and
    /// faults of the entity each key's row is of. For an entity with sub-entities, the store is
    /// asked once for the keys no object is registered for — a key does not say which of the
    /// entities its row is of (the objects of a to-many relationship, a page of live results).
    func objects(forKeys keys: [Int64], of entity: EntityDescription) -> [ManagedObject] {
        guard entity.hasSubentities else {
            return keys.map { registeredOrFault(ObjectID(entityName: entity.name, primaryKey: $0)) }
        }
        let registered = keys.map { registry[ObjectID(entityName: entity.name, primaryKey: $0)]?.object }
        let missing = zip(keys, registered).filter { $0.1 == nil }.map(\.0)
        let kinds = concreteEntities(of: missing, in: entity)
        return zip(keys, registered).map { key, object in
            object ?? registry[ObjectID(entityName: entity.name, primaryKey: key)]?.object
                ?? newFault(key, entity: kinds[key] ?? entity)
        }
    }

    private func newFault(_ key: Int64, entity: EntityDescription) -> ManagedObject {
        let object = entity.managedClass.init(home: home(for: entity), primaryKey: key)
        register(object)
        return object
    }

    // MARK: Entities of keys

    /// The entity the row of `key` is of, among `entity` and its sub-entities; `entity` itself
    /// when the row is gone (its fault will fail to fill, as any fault of a deleted row does).
    private func concreteEntity(of key: Int64, in entity: EntityDescription) -> EntityDescription {
        concreteEntities(of: [key], in: entity)[key] ?? entity
    }

    /// The entity of each of `keys`' rows, by key: asked of the parent in a child context (which
    /// knows the objects it inserted), else of the store; keys it does not know are left out.
    private func concreteEntities(of keys: [Int64], in entity: EntityDescription) -> [Int64: EntityDescription] {
        guard !keys.isEmpty else { return [:] }
        if let parent {
            var found: [Int64: EntityDescription] = [:]
            for (key, object) in zip(keys, parent.objects(forKeys: keys, of: entity)) { found[key] = object.entity }
            return found
        }
        let stored = keys.filter { $0 >= 0 }
        guard let names = try? store.read({ reader in try reader.kinds(of: stored, in: entity) }) else { return [:] }
        statistics.rowsRead += names.count
        return names.compactMapValues { store.model.entity(named: $0) }
    }

    // MARK: Changes

    /// Records that `object` is about to change (it joins the updated objects).
    func willChange(_ object: ManagedObject) {
        guard !object.isInserted, !object.isDeleted else { return }
        updated[object.objectID] = object
    }

    // MARK: Fault failures

    func recordFaultFailure(_ id: ObjectID, _ error: any Error) {
        faultFailures[id] = (error as? ContextError) ?? .store("\(error)")
    }

    /// Faults that accessors failed to fill since the last call (their rows were deleted by
    /// another writer, say); the objects read as defaults. Callers that show data check this.
    public func takeFaultFailures() -> [ObjectID: ContextError] {
        defer { faultFailures = [:] }
        return faultFailures
    }

    // MARK: Observers

    func addObserver(_ observer: any ContextObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    func removeObserver(_ observer: any ContextObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    func notifyObservers(_ changes: ContextChanges) {
        for entry in observers { entry.observer?.context(self, didChange: changes) }
    }

    func notifyObserversOfSave() {
        for entry in observers { entry.observer?.contextWillSave(self) }
    }
}

// MARK: - Homes

extension ObjectContext {
    /// This context's home for objects of `entity`, made on first use. (A model has a handful
    /// of entities: a list is searched faster than a dictionary hashes.)
    func home(for entity: EntityDescription) -> ObjectHome {
        Self.home(for: entity, in: &homes, context: self)
    }

    /// The home of this context's objects of `entity` that it lets go of: no context reaches
    /// them any more.
    func detachedHome(for entity: EntityDescription) -> ObjectHome {
        Self.home(for: entity, in: &detachedHomes, context: nil)
    }

    private static func home(
        for entity: EntityDescription,
        in homes: inout [ObjectHome],
        context: ObjectContext?
    ) -> ObjectHome {
        if let home = homes.first(where: { $0.entity === entity }) { return home }
        let home = ObjectHome(entity: entity, context: context)
        homes.append(home)
        return home
    }
}

// MARK: - Helpers

/// What hears about a context's saves and merged changes (live results).
protocol ContextObserver: AnyObject {
    /// Before a save writes: the store still holds the state before the change.
    func contextWillSave(_ context: ObjectContext)
    /// Inside the save's transaction, written and not yet committed: `reader` sees the store as
    /// the save leaves it, and as it stays until this context's next look (see
    /// `ObjectContext.save()`). Returns whether the observer can now hear of the save without
    /// reading the store.
    func context(_ context: ObjectContext, willCommit save: PendingSave, reader: StoreReader) throws -> Bool
    func context(_ context: ObjectContext, didChange changes: ContextChanges)
}

extension ContextObserver {
    func contextWillSave(_ context: ObjectContext) {}
    /// Hears of a save from the change alone.
    func context(_ context: ObjectContext, willCommit save: PendingSave, reader: StoreReader) throws -> Bool { true }
}

struct WeakObserver {
    weak var observer: (any ContextObserver)?
}

struct WeakContext {
    weak var context: ObjectContext?
}
