import GRDB

// MARK: - Reading rows

/// The statements that read an entity's rows by key, in key order, laid out by
/// `RowLayout.columns(of:alias:)`. The store makes them once per entity: every batch of
/// faults reads its rows with one, and making their text for each batch cost more than
/// stepping through the batch's first rows.
struct RowReads: Sendable {
    /// Rows from a key on, in key order: two parameters, the lowest key and how many rows. The
    /// rows of a range of keys, when the caller passes over rows past its highest key (a row of
    /// the range deleted lets one more in): SQLite counts the rows down, where a bound is a
    /// comparison of each row's key.
    let fromKey: String
    private let select: String
    private let order: String

    init(entity: EntityDescription) {
        select = "SELECT \(RowLayout.columns(of: entity, alias: nil)) FROM \(entity.quotedTable) "
        order = " ORDER BY \(StoreSchema.primaryKey)"
        fromKey = select + "WHERE \(StoreSchema.primaryKey) >= ?" + order + " LIMIT ?"
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
    /// How many columns `columns(of:alias:)` lists.
    static func width(of entity: EntityDescription) -> Int {
        2 + entity.attributes.count + entity.toOneRelationships.count
    }

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
            case .string, .integer: return .integer(i)
            case .date, .uuid, .binaryData, .decimal, .transformable: return StoredForm.integer(i).value(as: type)
            }
        case .double(let d):
            switch type {
            case .integer: return .integer(Int64(d))
            case .string, .double, .boolean: return .double(d)
            case .date, .uuid, .binaryData, .decimal, .transformable: return StoredForm.real(d).value(as: type)
            }
        case .string(let s):
            switch type {
            case .string, .integer, .double, .boolean: return .string(s)
            case .date, .uuid, .binaryData, .decimal, .transformable: return StoredForm.text(s).value(as: type)
            }
        case .blob(let bytes): return StoredForm.blob(bytes).value(as: type)
        }
    }
}

// MARK: - Rows of several entities

/// The columns a fetch reads when its rows can be of several entities (an entity and its
/// sub-entities, in their shared table): the fetched entity's object columns as `RowLayout`
/// lays them out, then the kind column, then the columns only its sub-entities have. For each
/// entity a row can be of, `kinds` says which column each of its value slots is read from.
struct MixedRowLayout {
    /// One entity a row can be of.
    struct Kind {
        let entity: EntityDescription
        /// The entity's name as the kind column holds it.
        let name: [UInt8]
        /// The column of each value slot of the entity.
        let columns: [Int]
    }

    /// The select list.
    let columns: String
    /// Where the kind column is.
    let kindColumn: Int
    let kinds: [Kind]

    init(entity: EntityDescription, kinds entities: [EntityDescription], alias: String) {
        let prefix = "\(alias)."
        var list = [RowLayout.columns(of: entity, alias: alias)]
        var columnOfName: [String: Int] = [:]
        let names = entity.attributes.map(\.name) + entity.toOneRelationships.map(\.name)
        for (slot, name) in names.enumerated() { columnOfName[name] = slot + 2 }
        kindColumn = 2 + names.count
        list.append(prefix + StoreSchema.kind)
        var next = kindColumn + 1
        var kinds: [Kind] = []
        for kind in entities {
            let slotNames = kind.attributes.map(\.name) + kind.toOneRelationships.map(\.name)
            for name in slotNames where columnOfName[name] == nil {
                columnOfName[name] = next
                list.append(prefix + name.quotedSQLIdentifier)
                next += 1
            }
            kinds.append(Kind(entity: kind, name: Array(kind.name.utf8), columns: slotNames.map { columnOfName[$0]! }))
        }
        columns = list.joined(separator: ", ")
        self.kinds = kinds
    }

    /// Which of `kinds` a row is of; nil for a kind the fetch does not know (a row a newer model
    /// version wrote).
    func kind(of row: StatementRow) -> Int? {
        kinds.firstIndex { row.text(kindColumn, equals: $0.name) }
    }
}

// MARK: - Placeholders

enum SQL {
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
