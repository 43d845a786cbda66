// MARK: - How the model maps to tables

/// The one place that names tables and columns for a model, so the schema builder, the
/// context's SQL and the predicate compiler always agree.
///
/// - Each entity is a table named after it, with `Z_PK` (the primary key) and `Z_OPT` (the
///   row's version, raised by every save that touches the row: optimistic locking).
/// - An entity with a parent has no table of its own: every entity of a hierarchy keeps its
///   rows in the root's table, as Core Data does, which then has a column `Z_ENT` naming each
///   row's entity and a column for every property of every entity in it (those a sub-entity
///   declares may be null in SQL; the engine's validation checks them at save). One table means
///   one key space: a key names one row of the hierarchy, whatever its entity. (Core Data keeps
///   a number in `Z_ENT`; the name keeps the table readable and stays right when a later model
///   version adds entities.)
/// - Each attribute is a column named after it.
/// - A to-one relationship is a column named after it holding the destination's `Z_PK`.
/// - A to-many relationship whose inverse is to-one has no column: it is the inverse's column.
/// - A many-to-many relationship is a join table named after the side that sorts first
///   (`Z_Race_types`), with the two keys and, for ordered sides, positions.
struct StoreSchema: Sendable {
    let model: ManagedObjectModel

    init(model: ManagedObjectModel) {
        self.model = model
    }

    static let primaryKey = "Z_PK"
    static let version = "Z_OPT"
    /// The column that names each row's entity, in a table that a hierarchy shares.
    static let kind = "Z_ENT"

    // MARK: Tables of hierarchies

    /// The entities that have a table: each root of a hierarchy, and each entity on its own.
    var roots: [EntityDescription] {
        model.entities.filter { $0.rootName == $0.name }
    }

    /// The entities whose rows the table of `root` holds: the root first, then the entities below
    /// it, parents before their sub-entities.
    func entities(inTableOf root: EntityDescription) -> [EntityDescription] {
        guard root.sharesTable else { return [root] }
        let members = model.entities.filter { $0.rootName == root.name }
        // A stable sort by depth: model order within each level.
        return members.enumerated().sorted {
            ($0.element.lineage.count, $0.offset) < ($1.element.lineage.count, $1.offset)
        }
        .map(\.element)
    }

    /// The stored attributes that have a column in the table of `root`, each with the entity that
    /// declares it: the root's own first, then each sub-entity's.
    func attributeColumns(
        inTableOf root: EntityDescription
    ) -> [(owner: EntityDescription, attribute: AttributeDescription)] {
        entities(inTableOf: root).flatMap { entity in
            entity.attributes.filter { entity.declaringEntityName(of: $0.name) == entity.name }.map { (entity, $0) }
        }
    }

    /// The to-one relationships that have a column in the table of `root`, each with the entity
    /// that declares it.
    func keyColumns(
        inTableOf root: EntityDescription
    ) -> [(owner: EntityDescription, relationship: RelationshipDescription)] {
        entities(inTableOf: root).flatMap { entity in
            entity.toOneRelationships.filter { entity.declaringEntityName(of: $0.name) == entity.name }.map {
                (entity, $0)
            }
        }
    }

    /// The shadow column holding an indexed text attribute case- and diacritic-folded
    /// (`Z_FOLD_name`), written by every save. Sorting and `[cd]` comparisons use it, so they
    /// can use an index without a custom collation that other SQLite tools would lack.
    func foldedColumn(for attribute: AttributeDescription) -> String? {
        attribute.type == .string && attribute.isIndexed ? Self.foldedPrefix + attribute.name : nil
    }

    /// What the name of every folded column starts with.
    static let foldedPrefix = "Z_FOLD_"

    /// Where a relationship's links are kept.
    enum RelationshipStorage: Hashable, Sendable {
        /// `column` of this entity's table holds the destination's primary key.
        case foreignKey(column: String)
        /// `column` of the destination's `table` holds this entity's primary key.
        case inverseForeignKey(table: String, column: String)
        /// A join table: `sourceColumn` holds this entity's key, `targetColumn` the destination's,
        /// `orderColumn` this side's position when the relationship is ordered.
        case joinTable(table: String, sourceColumn: String, targetColumn: String, orderColumn: String?)
    }

    func storage(of relationship: RelationshipDescription, in entity: EntityDescription) -> RelationshipStorage {
        if !relationship.isToMany { return .foreignKey(column: relationship.name) }
        let inverse = model.inverse(of: relationship)
        let destination = model.entity(named: relationship.destination)
        if let inverse, !inverse.isToMany {
            return .inverseForeignKey(table: destination?.rootName ?? relationship.destination, column: inverse.name)
        }
        // Named after the entities that declare the two sides, so that a sub-entity that
        // inherits a relationship uses its parent's table.
        let mine = "\(entity.declaringEntityName(of: relationship.name)).\(relationship.name)"
        let theirs =
            inverse.map { "\(destination?.declaringEntityName(of: $0.name) ?? relationship.destination).\($0.name)" }
            ?? mine
        let owner = min(mine, theirs)
        let underscored = owner.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "_") : $0 }
        let table = "Z_" + String(decoding: underscored, as: UTF8.self)
        let ownsTable = owner == mine
        return .joinTable(
            table: table,
            sourceColumn: ownsTable ? "Z_SOURCE" : "Z_TARGET",
            targetColumn: ownsTable ? "Z_TARGET" : "Z_SOURCE",
            orderColumn: relationship.isOrdered ? (ownsTable ? "Z_SOURCE_ORDER" : "Z_TARGET_ORDER") : nil
        )
    }

    /// A join table of the model, described once even though both sides lead to it.
    struct JoinTable: Hashable, Sendable {
        let name: String
        let sourceEntity: String
        let targetEntity: String
    }

    var joinTables: [JoinTable] {
        var seen = Set<String>()
        var tables: [JoinTable] = []
        for entity in model.entities {
            for relationship in entity.relationships {
                guard case .joinTable(let name, let source, _, _) = storage(of: relationship, in: entity),
                    source == "Z_SOURCE", seen.insert(name).inserted
                else { continue }
                tables.append(
                    JoinTable(
                        name: name,
                        sourceEntity: entity.declaringEntityName(of: relationship.name),
                        targetEntity: relationship.destination
                    )
                )
            }
        }
        return tables
    }
}

// MARK: - Tables of entities

extension EntityDescription {
    /// The table holding the entity's rows, quoted: its hierarchy's root's.
    var quotedTable: String { rootName.quotedSQLIdentifier }
}

// MARK: - Quoting

extension String {
    /// The string as a SQL identifier: in double quotes, inner quotes doubled. Identifiers come
    /// from the model only (key paths are checked against it first); values are always bound.
    ///
    /// Quotes are doubled byte by byte, as SQLite's tokenizer reads them (a quote followed by a
    /// combining mark is one `Character`, and its quote must still be doubled), and without
    /// Foundation's `replacingOccurrences`, which bridges through `NSString` at a first-use cost
    /// greater than opening the store.
    var quotedSQLIdentifier: String {
        let quote = UInt8(ascii: "\"")
        guard utf8.contains(quote) else { return "\"" + self + "\"" }
        var quoted = [quote]
        for byte in utf8 {
            quoted.append(byte)
            if byte == quote { quoted.append(quote) }
        }
        quoted.append(quote)
        return String(decoding: quoted, as: UTF8.self)
    }
}
