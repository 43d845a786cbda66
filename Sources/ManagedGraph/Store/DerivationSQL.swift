import GRDB

// MARK: - The SQL that keeps derived attributes up to date

/// Derived attributes are kept by SQLite triggers, as Core Data's SQLite store keeps them: each
/// change to a row a derived value is computed from recomputes it, in the same transaction. So
/// the value is right after every save — of any context, of any process using the engine — and
/// a fetch can filter and sort by it like any column. Each trigger recomputes the value from
/// scratch (`count(*)`, not `+ 1`): slower for a large relationship, never out of step.
///
/// The triggers call the engine's SQL functions (`pd_lowercase`, `pd_fold`, …): another program
/// can read the store, but a change it makes that fires a trigger fails for want of them.
enum DerivationSQL {
    static let lowercase = "pd_lowercase"
    static let uppercase = "pd_uppercase"
    /// Seconds since 1970 now, with a fraction: `now()` in a double.
    static let now = "((julianday('now') - 2440587.5) * 86400.0)"
    /// Seconds since 1 January 2001 now: `now()` in a date, stored as dates are.
    static let nowAsDate = "((julianday('now') - 2451910.5) * 86400.0)"
    /// Every trigger of a derived attribute is named with this prefix, so that a migration can
    /// drop them all before changing tables.
    static let triggerPrefix = "Z_DERIVED_"

    /// Registers the functions the derivations use; called with the store's other functions.
    static func register(in db: Database) {
        let functions: [(String, @Sendable (String) -> String)] = [
            (lowercase, { $0.lowercased() }), (uppercase, { $0.uppercased() }),
        ]
        for (name, transform) in functions {
            db.add(
                function: DatabaseFunction(name, argumentCount: 1, pure: true) { arguments in
                    guard case .string(let text) = arguments[0].storage else { return arguments[0] }
                    return transform(text)
                }
            )
        }
    }

    /// `value` (the SQL of a key path's value) through the derivation's function.
    static func apply(_ derivation: Derivation, to value: String) -> String {
        switch derivation {
        case .keyPath, .now: return value
        case .lowercase: return "\(lowercase)(\(value))"
        case .uppercase: return "\(uppercase)(\(value))"
        case .canonical: return "\(StoreFunctions.fold)(\(value))"
        }
    }

    // MARK: Statements

    /// `UPDATE` of the derived value of the rows of its entity that `condition` picks. In a
    /// table a hierarchy shares, only the rows of the entity and its sub-entities: the others
    /// have no such attribute, and their column stays null.
    static func recompute(_ derived: DerivedAttribute, where condition: String) -> String {
        var assignments = ["\(derived.attribute.name.quotedSQLIdentifier) = \(derived.valueSQL)"]
        if let folded = derived.foldedColumn {
            assignments.append("\(folded) = \(StoreFunctions.fold)(\(derived.valueSQL))")
        }
        var rows = condition
        if let kinds = kindLiterals(of: derived.entity) {
            rows =
                condition == "1"
                ? "\(derived.table).\(StoreSchema.kind) IN (\(kinds))"
                : "(\(condition)) AND \(derived.table).\(StoreSchema.kind) IN (\(kinds))"
        }
        return "UPDATE \(derived.table) SET \(assignments.joined(separator: ", ")) WHERE \(rows)"
    }

    /// The names of the entities whose rows an entity's derived attribute is computed for, as
    /// SQL literals — a trigger's statement has no parameters, and the names come from the
    /// model, as a column's default does; nil when every row of the table is one of them.
    private static func kindLiterals(of entity: EntityDescription) -> String? {
        guard entity.sharesTable, entity.rootName != entity.name else { return nil }
        guard !entity.concreteKinds.isEmpty else { return "NULL" }
        return entity.concreteKinds.map(SchemaBuilder.textLiteral).joined(separator: ", ")
    }

    /// Every row's value, computed afresh: a migration that adds or changes derived attributes.
    static func fill(_ derived: DerivedAttribute) -> String {
        recompute(derived, where: "1")
    }

    /// The triggers that keep one derived attribute up to date.
    static func triggers(_ derived: DerivedAttribute) -> [String] {
        let entity = derived.table
        let key = "\(entity).\(StoreSchema.primaryKey)"
        // Every new row computes its value: from its own columns, or from the rows already
        // pointing at it (objects inserted before it in the same save).
        var events: [(on: String, event: String, condition: String)] = [
            (entity, "INSERT", "\(key) = NEW.\(StoreSchema.primaryKey)")
        ]
        switch derived.source {
        case .row(let columns):
            // (An entity whose only column is a `now()` has nothing to watch but its inserts.)
            if !columns.isEmpty { events.append((entity, updateOf(columns), "\(key) = NEW.\(StoreSchema.primaryKey)")) }
        case .toOne(let relationship, let destination, let attribute):
            let foreignKey = "\(entity).\(relationship.name.quotedSQLIdentifier)"
            let table = destination.quotedTable
            events += [
                (entity, updateOf([relationship.name]), "\(key) = NEW.\(StoreSchema.primaryKey)"),
                (table, "INSERT", "\(foreignKey) = NEW.\(StoreSchema.primaryKey)"),
                (table, updateOf([attribute.name]), "\(foreignKey) = NEW.\(StoreSchema.primaryKey)"),
                (table, "DELETE", "\(foreignKey) = OLD.\(StoreSchema.primaryKey)"),
            ]
        case .toMany(_, let destination, let storage, let operand):
            let table = destination.quotedTable
            switch storage {
            case .inverseForeignKey(_, let column):
                let owner = column.quotedSQLIdentifier
                events += [
                    (table, "INSERT", "\(key) = NEW.\(owner)"),
                    (table, "DELETE", "\(key) = OLD.\(owner)"),
                    (
                        table, updateOf([column] + (operand.map { [$0.name] } ?? [])),
                        "\(key) IN (OLD.\(owner), NEW.\(owner))"
                    ),
                ]
            case .joinTable(let joinTable, let source, let target, _):
                let links = joinTable.quotedSQLIdentifier
                events += [
                    (links, "INSERT", "\(key) = NEW.\(source)"),
                    (links, "DELETE", "\(key) = OLD.\(source)"),
                ]
                if let operand {
                    events.append(
                        (
                            table, updateOf([operand.name]),
                            "\(key) IN (SELECT \(source) FROM \(links) WHERE \(target) = NEW.\(StoreSchema.primaryKey))"
                        )
                    )
                }
            case .foreignKey:
                break
            }
        }
        return events.enumerated().map { index, trigger in
            let name = "\(triggerPrefix)\(derived.entity.name)_\(derived.attribute.name)_\(index + 1)"
            return "CREATE TRIGGER \(name.quotedSQLIdentifier) AFTER \(trigger.event) ON \(trigger.on) "
                + "FOR EACH ROW BEGIN \(recompute(derived, where: trigger.condition)); END"
        }
    }

    private static func updateOf(_ columns: [String]) -> String {
        "UPDATE OF " + columns.map(\.quotedSQLIdentifier).joined(separator: ", ")
    }

    // MARK: Migrations

    /// Drops every derived attribute's trigger: a migration does so before it changes tables
    /// (a trigger that reads a dropped column would fail at its next save), then makes the new
    /// model's triggers and fills its derived attributes afresh.
    static func dropTriggers(in db: Database) throws {
        let names = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND substr(name, 1, ?) = ?",
            arguments: [triggerPrefix.count, triggerPrefix]
        )
        for name in names { try db.execute(sql: "DROP TRIGGER \(name.quotedSQLIdentifier)") }
    }
}
