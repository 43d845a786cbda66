import GRDB

// MARK: - Faulting: filling objects from their rows

extension ObjectContext {
    /// Fills one fault, or its whole batch when it came from a batched fetch.
    func fulfillFault(_ object: ManagedObject) throws(ContextError) {
        guard object.isFault else { return }
        if let batch = object.faultBatch {
            let members = batch.ids.compactMap { registry[$0]?.object }.filter(\.isFault)
            try fillFaults(members)
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
        let byEntity = Dictionary(grouping: faults, by: { $0.entity.name })
        for (name, members) in byEntity.sorted(by: { $0.key < $1.key }) {
            let entity = try entity(named: name)
            var byKey: [Int64: ManagedObject] = [:]
            for member in members { byKey[member.objectID.primaryKey] = member }
            let keys = members.map(\.objectID.primaryKey)
            try withDatabase { db in
                for chunk in keys.chunked(into: Self.keyChunkSize) {
                    let sql =
                        "SELECT \(RowLayout.columns(of: entity, alias: nil)) FROM \(entity.name.quotedSQLIdentifier) "
                        + "WHERE \(StoreSchema.primaryKey) IN (\(SQL.placeholders(chunk.count)))"
                    let rows = try Row.fetchCursor(db, sql: sql, arguments: StatementArguments(chunk))
                    while let row = try rows.next() {
                        let key: Int64 = row[0]
                        if let object = byKey[key] { fill(object, from: row) }
                    }
                }
            }
        }
        for object in faults where !object.isFault { object.faultBatch = nil }
    }

    /// How many keys go in one `IN (…)` list: well under SQLite's limit of bound variables.
    static let keyChunkSize = 500

    /// Sets an object's values from a row read with `RowLayout.columns(of:)`.
    func fill(_ object: ManagedObject, from row: Row) {
        statistics.rowsRead += 1
        statistics.objectsFilled += 1
        object.values = RowLayout.values(of: object.entity, from: row, offset: 0)
        object.committedValues = object.values
        object.storedVersion = row[1]
        object.isFault = false
        object.changedSlots = []
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
        object.values = []
        object.committedValues = []
        object.relatedCache = [:]
        for slot in object.toMany.indices where !object.changedToManySlots.contains(slot) {
            object.toMany[slot] = nil
            object.committedToMany[slot] = nil
        }
        guard !kept.isEmpty else { return }
        try fulfillFault(object)
        for (slot, value) in kept where object.values[slot] != value {
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

// MARK: - Batches

/// The objects of one batch of a batched fetch: filling one fills them all.
final class FaultBatch {
    let ids: [ObjectID]
    init(ids: [ObjectID]) { self.ids = ids }
}

// MARK: - Reading rows

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
    static func values(of entity: EntityDescription, from row: Row, offset: Int) -> [StoreValue] {
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
        return values
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
