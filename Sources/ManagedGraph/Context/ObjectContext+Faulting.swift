import GRDB

// MARK: - Faulting: filling objects from their rows

extension ObjectContext {
    /// Fills one fault, or its whole batch when it came from a batched fetch.
    func fulfillFault(_ object: ManagedObject) throws(ContextError) {
        guard object.isFault else { return }
        if let keys = object.faultBatchKeys, parent == nil {
            try fillBatch(keys, of: object.entity)
        } else {
            try fillFaults([object])
        }
        if object.isFault { throw .objectNotFound(object.objectID) }
    }

    /// Fills every fault of `objects` with as few queries as possible (one per entity and
    /// chunk of keys): batch faulting.
    public func fillFaults(_ objects: [ManagedObject]) throws(ContextError) {
        // A child also fills objects its parent inserted and has not saved (temporary keys).
        let faults = objects.filter { $0.isFault && (parent != nil || !$0.objectID.isTemporary) }
        guard !faults.isEmpty else { return }
        if let parent { return try fill(faults, from: parent) }
        // Almost always one entity: no grouping by name then.
        let first = faults[0].entity
        let byEntity: [(EntityDescription, [ManagedObject])]
        if faults.allSatisfy({ $0.entity === first }) {
            byEntity = [(first, faults)]
        } else {
            byEntity = try Dictionary(grouping: faults, by: { $0.entity.name }).sorted(by: { $0.key < $1.key })
                .map { (name, members) throws(ContextError) in (try entity(named: name), members) }
        }
        for (entity, members) in byEntity {
            try fillFaults(members, of: entity)
        }
        for object in faults where !object.isFault { object.leaveFaultBatch() }
    }

    /// Fills faults of one entity, none of them new: one query per chunk of keys.
    private func fillFaults(_ faults: [ManagedObject], of entity: EntityDescription) throws(ContextError) {
        // In key order: the rows come back in key order, and each is matched with its object
        // by walking the two side by side, with no table of the objects by key.
        let sorted = Self.isInKeyOrder(faults) ? faults : faults.sorted(by: Self.precedesInKeyOrder)
        let keys = sorted.map(\.primaryKey)
        try withDatabase { db in
            let filler = ObjectRowFiller(context: self, entity: entity, rowsExpected: keys.count)
            for start in stride(from: 0, to: keys.count, by: Self.keyChunkSize) {
                let chunk = keys[start..<min(start + Self.keyChunkSize, keys.count)]
                var next = chunk.startIndex
                try forEachRow(of: entity, keys: chunk, in: db) { row in
                    let key = row.int64(0)
                    // Objects whose rows are gone are passed over; they stay faults.
                    while next < chunk.endIndex && chunk[next] < key { next += 1 }
                    guard next < chunk.endIndex && chunk[next] == key else { return }
                    filler.fill(sorted[next], from: row)
                    next += 1
                }
            }
        }
    }

    /// Fills the faults of a batch that are still registered: each row read is matched with
    /// its object through the registry, which holds every object of the batch that is still
    /// alive. No list of the batch's objects is made: gathering them, then the faults among
    /// them, cost more than filling them. A batch's objects keep their batch once filled:
    /// letting go of it here would touch every object again, and refilling a refreshed one
    /// fills its batch's faults.
    private func fillBatch(_ keys: ArraySlice<Int64>, of entity: EntityDescription) throws(ContextError) {
        let table = registry.table(for: entity.name)
        try withDatabase { db in
            let filler = ObjectRowFiller(context: self, entity: entity, rowsExpected: keys.count)
            for start in stride(from: keys.startIndex, to: keys.endIndex, by: Self.keyChunkSize) {
                // A slice of the fetch's keys: its indices are the fetch's.
                let chunk = keys[start..<min(start + Self.keyChunkSize, keys.endIndex)]
                try forEachRow(of: entity, keys: chunk, in: db) { row in
                    // A row whose object is gone, or is no longer a fault, is passed over.
                    registry.entry(in: table, key: row.int64(0))?.withObject { object in
                        if object.isFault { filler.fill(object, from: row) }
                    }
                }
            }
        }
    }

    /// The rows of an entity's objects with `keys` (at most `keyChunkSize`, in any order),
    /// in key order.
    private func forEachRow(
        of entity: EntityDescription,
        keys: ArraySlice<Int64>,
        in db: Database,
        _ body: (StatementRow) throws -> Void
    ) throws {
        let reads = store.rowReads[entity.name] ?? RowReads(entity: entity)
        if let range = Self.contiguousRange(keys) {
            // A run of consecutive keys (a fetch in key order, rows inserted together): one
            // range of the table, read in order, instead of a look-up per key. The same rows
            // come back.
            try db.forEachRow(sql: reads.byKeyRange, keys: [range.lowerBound, range.upperBound][...], body)
        } else {
            try db.forEachRow(sql: reads.byKeys(keys.count), keys: keys, body)
        }
    }

    private static func isInKeyOrder(_ objects: [ManagedObject]) -> Bool {
        zip(objects, objects.dropFirst()).allSatisfy { precedesInKeyOrder($0, $1) }
    }

    private static func precedesInKeyOrder(_ lhs: ManagedObject, _ rhs: ManagedObject) -> Bool {
        lhs.primaryKey < rhs.primaryKey
    }

    /// The keys as a closed range when they are exactly its members (distinct and consecutive,
    /// in any order), else nil.
    static func contiguousRange(_ keys: ArraySlice<Int64>) -> ClosedRange<Int64>? {
        guard keys.count > 1, let low = keys.min(), let high = keys.max() else { return nil }
        // Keys of distinct objects are distinct: consecutive exactly when they fill the range.
        return high - low + 1 == Int64(keys.count) ? low...high : nil
    }

    /// How many keys go in one `IN (…)` list: well under SQLite's limit of bound variables.
    static let keyChunkSize = 500

    /// Sets an object's values as read from its row (see `ObjectRowFiller`).
    /// (`values` is consumed: the object takes the caller's reference to them rather than a
    /// second one.)
    func fill(_ object: ManagedObject, values: consuming SlotValues, version: Int64) {
        object.setStoredValues(values)
        object.storedVersion = version
        object.isFault = false
        // Most objects filled are new or unchanged: no write for them.
        if !object.changedSlots.isEmpty { object.changedSlots = [] }
        object.awakeFromFetch()
    }

    /// Turns an object back into a fault: its values are dropped and read again on next use.
    /// Unsaved changes are lost unless `mergeChanges`, which keeps them on top of the fresh values.
    public func refresh(_ object: ManagedObject, mergeChanges: Bool) throws(ContextError) {
        guard object.managedObjectContext === self else { throw .wrongContext(object.objectID) }
        guard !object.isInserted else { return }
        let kept = mergeChanges ? object.changedSlots.map { ($0, object.values[$0]) } : []
        if !mergeChanges {
            discardChanges(of: object)
        }
        object.isFault = true
        object.setStoredValues([])
        object.relatedCache = RelatedObjects()
        for slot in object.toMany.indices where !object.changedToManySlots.contains(slot) {
            object.toMany[slot] = nil
            object.committedToMany[slot] = nil
        }
        guard !kept.isEmpty else { return }
        try fulfillFault(object)
        for (slot, value) in kept where !object.values[slot].isIdentical(to: value) {
            object.values[slot] = value
            object.changedSlots.insert(slot)
        }
    }

    /// Forgets an object's unsaved changes (deletion included) without touching other objects.
    func discardChanges(of object: ManagedObject) {
        updated[object.objectID] = nil
        deleted[object.objectID] = nil
        object.isDeleted = false
        object.changedSlots = []
        object.changedToManySlots = []
    }
}

// MARK: - Reading rows

/// The statements that read an entity's rows by key, in key order, laid out by
/// `RowLayout.columns(of:alias:)`. The store makes them once per entity: every batch of
/// faults reads its rows with one, and making their text for each batch cost more than
/// stepping through the batch's first rows.
struct RowReads: Sendable {
    /// Rows whose keys are in a range: two parameters, its lowest and highest key.
    let byKeyRange: String
    private let select: String
    private let order: String

    init(entity: EntityDescription) {
        select = "SELECT \(RowLayout.columns(of: entity, alias: nil)) FROM \(entity.name.quotedSQLIdentifier) "
        order = " ORDER BY \(StoreSchema.primaryKey)"
        byKeyRange = select + "WHERE \(StoreSchema.primaryKey) BETWEEN ? AND ?" + order
    }

    /// Rows with any of `count` keys, each a parameter.
    func byKeys(_ count: Int) -> String {
        select + "WHERE \(StoreSchema.primaryKey) IN (\(SQL.placeholders(count)))" + order
    }
}

/// The columns an object is read from, and how they become values.
enum RowLayout {
    /// `Z_PK, Z_OPT, attributes…, to-one keys…`, optionally qualified by a table alias.
    static func columns(of entity: EntityDescription, alias: String?) -> String {
        let prefix = alias.map { "\($0)." } ?? ""
        var columns = ["\(prefix)\(StoreSchema.primaryKey)", "\(prefix)\(StoreSchema.version)"]
        columns += entity.attributes.map { prefix + $0.name.quotedSQLIdentifier }
        columns += entity.toOneRelationships.map { prefix + $0.name.quotedSQLIdentifier }
        return columns.joined(separator: ", ")
    }

    /// The value slots of an object from a row laid out by `columns(of:)`, starting at `offset`.
    static func values(of entity: EntityDescription, from row: Row, offset: Int) -> SlotValues {
        var values: [StoreValue] = []
        values.reserveCapacity(entity.valueSlotCount)
        var index = offset + 2
        for attribute in entity.attributes {
            values.append(storeValue(row[index] as DatabaseValue, type: attribute.type))
            index += 1
        }
        for _ in entity.toOneRelationships {
            let key: Int64? = row[index]
            values.append(key.map { .integer($0) } ?? .null)
            index += 1
        }
        return SlotValues(values)
    }

    static func storeValue(_ value: DatabaseValue, type: AttributeType) -> StoreValue {
        switch value.storage {
        case .null: return .null
        case .int64(let i):
            switch type {
            case .boolean: return .bool(i != 0)
            case .double: return .double(Double(i))
            default: return .integer(i)
            }
        case .double(let d): return type == .integer ? .integer(Int64(d)) : .double(d)
        case .string(let s): return .string(s)
        case .blob: return .null
        }
    }
}

// MARK: - SQL helpers

enum SQL {
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

/// Values cross into GRDB through these two conversions only (GRDB stays inside this module).
extension StoreValue {
    var databaseValue: DatabaseValue {
        switch self {
        case .null: return .null
        case .integer(let i): return i.databaseValue
        case .double(let d): return d.databaseValue
        case .string(let s): return s.databaseValue
        case .bool(let b): return (b ? 1 : 0).databaseValue
        }
    }

    init(databaseValue: DatabaseValue) {
        switch databaseValue.storage {
        case .null, .blob: self = .null
        case .int64(let i): self = .integer(i)
        case .double(let d): self = .double(d)
        case .string(let s): self = .string(s)
        }
    }
}

extension StatementArguments {
    /// Bound values for a statement: every value reaches SQL this way, never spliced into text.
    init(storeValues: [StoreValue]) {
        self.init(storeValues.map(\.databaseValue))
    }
}

extension Array {
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
