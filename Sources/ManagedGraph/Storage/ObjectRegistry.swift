// MARK: - The objects of a context, by id

/// Every object a context has registered, found by id for every row it reads (uniquing).
/// One table per entity, keyed by primary key (`KeyPages`): finding an object costs a look-up
/// of its page and an index, where a dictionary keyed by `ObjectID` hashed the id (SipHash)
/// several times per row read, and that was most of what filling an object cost.
///
/// The entities of a hierarchy share one table, as their rows share the store's table and its
/// keys: an id of the parent entity finds the object of whichever sub-entity its row is of.
struct ObjectRegistry {
    /// The root of each entity that has a parent, by the entity's name (empty for a model
    /// without inheritance).
    private let roots: [String: String]
    /// The entities' names in the order first seen (a model has a handful): comparing a short
    /// name is cheaper than hashing it.
    private var entityNames: [String] = []
    /// The table of each name of `entityNames`.
    private var tableOfName: [Int] = []
    /// The root entity whose objects each table keeps.
    private var tableRoots: [String] = []
    private var tables: [KeyPages<UnownedObject>] = []

    /// A registry for the objects of `model`.
    init(model: ManagedObjectModel) {
        var roots: [String: String] = [:]
        for entity in model.entities where entity.rootName != entity.name { roots[entity.name] = entity.rootName }
        self.roots = roots
    }

    subscript(id: ObjectID) -> UnownedObject? {
        get {
            guard let table = table(of: id.entityName) else { return nil }
            return tables[table][id.primaryKey]
        }
        set {
            if let table = table(of: id.entityName) {
                tables[table][id.primaryKey] = newValue
            } else if newValue != nil {
                tables[table(for: id.entityName)][id.primaryKey] = newValue
            }
        }
    }

    /// The table of an entity's objects, made when missing: a loop over many rows of one
    /// entity finds it once, then uses `valueOrSlot(in:key:)` and `insert(_:in:at:)`.
    mutating func table(for entityName: String) -> Int {
        if let table = table(of: entityName) { return table }
        let root = roots[entityName] ?? entityName
        let table: Int
        if let shared = tableRoots.firstIndex(of: root) {
            table = shared
        } else {
            tableRoots.append(root)
            tables.append(KeyPages())
            table = tables.count - 1
        }
        entityNames.append(entityName)
        tableOfName.append(table)
        return table
    }

    /// The object registered for `key` in `table`, or else the slot to register one in.
    mutating func objectOrSlot(in table: Int, key: Int64) -> (object: ManagedObject?, slot: Int) {
        let (entry, slot) = tables[table].valueOrSlot(for: key)
        return (entry?.object, slot)
    }

    mutating func insert(_ object: ManagedObject, in table: Int, at slot: Int) {
        tables[table].insert(UnownedObject(object: object), at: slot)
    }

    /// For each of `keys` in turn, `body` gets the key and the entry registered for it, if any,
    /// and returns the entry of the object to register when there is none (nil registers
    /// nothing; the caller keeps the object alive): a batched fetch registers its faults a batch
    /// at a time this way, the table reached once a batch rather than twice a key. `body` must
    /// not register or unregister objects itself.
    mutating func forEachEntry(
        of keys: BatchKeys,
        in table: Int,
        _ body: (Int64, UnownedObject?) -> UnownedObject?
    ) {
        switch keys {
        case .run(let run): tables[table].forEachValue(of: run, body)
        case .listed(let keys): tables[table].forEachValue(of: keys, body)
        }
    }

    /// Room for `additional` more objects of an entity without growing: a batched fetch knows
    /// how many faults it is about to register, and growing by steps moved each entry again.
    mutating func reserveCapacity(_ additional: Int, for entityName: String) {
        tables[table(for: entityName)].reserveCapacity(additional)
    }

    /// The entry registered for `key` in `table`, if any: a loop over a batch's rows looks up
    /// every row's object this way, then uses it through `UnownedObject.withObject(_:)`.
    /// (Mutating, though it changes nothing, so that the table is reached in place: read
    /// through the array's getter, the table was copied out, its arrays retained and released,
    /// for every row.)
    mutating func entry(in table: Int, key: Int64) -> UnownedObject? {
        tables[table].valueNearLast(for: key)
    }

    /// Every registered object, in no particular order.
    var values: [UnownedObject] {
        tables.flatMap(\.values)
    }

    var count: Int {
        tables.reduce(0) { $0 + $1.count }
    }

    private func table(of entityName: String) -> Int? {
        // Most contexts read one entity far more than the others: try the first table first.
        if let first = entityNames.first, first == entityName { return tableOfName[0] }
        for index in entityNames.indices.dropFirst() where entityNames[index] == entityName {
            return tableOfName[index]
        }
        // An entity not seen by name yet whose hierarchy's table another entity made.
        return tableRoots.firstIndex(of: roots[entityName] ?? entityName)
    }
}
