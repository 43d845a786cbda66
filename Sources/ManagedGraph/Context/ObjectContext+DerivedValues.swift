// MARK: - Derived values a save changes

/// The derived values one save changed, read back from the store in the save's transaction:
/// what the triggers computed (see `DerivationSQL`).
///
/// Core Data stops at the store: an object's derived value stays as it was in memory until the
/// object is refreshed. Reading them back costs one query per entity and 500 rows the save
/// touched, and in exchange the saving context's objects are right at once and every other
/// reader — merged contexts, other processes, live results sorted by a derived value — hears of
/// the change as it hears of any changed row.
struct DerivedChanges {
    /// One row's derived values after the save.
    struct Row {
        /// The entity that declares the derived attributes.
        let entity: EntityDescription
        /// The entity the row is of: `entity` or one of its sub-entities.
        let kind: String
        /// The row's key, permanent.
        let key: Int64
        /// The derived slots whose value the save changed, with the value before (nil for a new row).
        var changed: [(slot: Int, old: StoreValue?, new: StoreValue)] = []
    }

    var rows: [Row] = []

    /// Adds the changed values of rows that existed before the save to the transaction's record,
    /// as changes of those rows: other processes refresh them as they do any changed row.
    func log(into record: inout TransactionRecord) {
        for row in rows {
            for change in row.changed {
                guard let old = change.old else { continue }
                let name = row.entity.attributes[change.slot].name
                record.updated[row.kind, default: [:]][String(row.key), default: [:]][name] = LoggedValue(old)
            }
        }
    }
}

/// The rows whose derived values a save may change, with those values before it writes.
struct DerivedWatch {
    struct Entity {
        let entity: EntityDescription
        let derived: [DerivedAttribute]
        /// Rows that exist, with their derived values before the save.
        var before: [Int64: (kind: String, values: [StoreValue])]
        /// Temporary keys of the rows the save inserts.
        var fresh: Set<Int64>
    }

    var entities: [Entity] = []
}

extension ObjectContext {
    /// Before a save writes: every row whose derived values the save may change — the saved
    /// objects of an entity with derived attributes, the rows pointing at a saved object a
    /// derivation reads through a to-one relationship, the owners (before and after) of the
    /// saved members of a to-many relationship a derivation aggregates — with its values now.
    /// Nothing at all for a model without derived attributes.
    func watchDerivedValues(_ plan: SavePlan, writer: StoreWriter) throws -> DerivedWatch {
        var watch = DerivedWatch()
        let derivedAttributes = store.derivedAttributes
        guard !derivedAttributes.isEmpty else { return watch }
        let saved = plan.inserted + plan.updated + plan.deleted
        for entity in store.model.entities {
            let derived = derivedAttributes.of(entity.name)
            guard !derived.isEmpty else { continue }
            var keys = Set<Int64>()
            var fresh = Set<Int64>()
            for object in plan.inserted where object.entity.isKind(of: entity.name) {
                fresh.insert(object.objectID.primaryKey)
            }
            for object in plan.updated where object.entity.isKind(of: entity.name) {
                keys.insert(object.objectID.primaryKey)
            }
            func add(_ key: Int64) { if key < 0 { fresh.insert(key) } else { keys.insert(key) } }
            for attribute in derived {
                switch attribute.source {
                case .row:
                    break
                case .toOne(let relationship, let destination, _):
                    let targets = (plan.updated + plan.deleted).filter { $0.entity.isKind(of: destination.name) }
                    let found = try writer.keys(
                        of: entity,
                        pointingThrough: relationship,
                        at: targets.map(\.objectID.primaryKey)
                    )
                    found.forEach(add)
                case .toMany(let relationship, let destination, let storage, _):
                    let members = saved.filter { $0.entity.isKind(of: destination.name) }
                    let stored = members.map(\.objectID.primaryKey).filter { $0 >= 0 }
                    try writer.owners(through: storage, of: stored).forEach(add)
                    // The owners after the save, as this context has them.
                    for member in members where !member.isDeleted {
                        for key in newOwners(of: member, through: relationship, storage: storage) { add(key) }
                    }
                }
            }
            let before = try writer.derivedValues(derived, of: entity, keys: keys.sorted())
            watch.entities.append(.init(entity: entity, derived: derived, before: before, fresh: fresh))
        }
        return watch
    }

    /// The keys of the objects that own `member` through `relationship` (of which it is a
    /// member), as this context has them now.
    private func newOwners(
        of member: ManagedObject,
        through relationship: RelationshipDescription,
        storage: StoreSchema.RelationshipStorage
    ) -> [Int64] {
        guard let inverse = relationship.inverse else { return [] }
        switch storage {
        case .inverseForeignKey:
            guard let slot = member.entity.valueSlots[inverse], slot < member.values.count else { return [] }
            return member.values[slot].integerValue.map { [$0] } ?? []
        case .joinTable:
            guard let slot = member.entity.toManySlots[inverse] else { return [] }
            return member.toMany[slot] ?? []
        case .foreignKey:
            return []
        }
    }

    /// After a save wrote its rows, in its transaction: the derived values of the watched rows
    /// now, compared with their values before. `permanent` gives each new row its key.
    func derivedChanges(
        _ watch: DerivedWatch,
        writer: StoreWriter,
        permanent: [Int64: Int64]
    ) throws -> DerivedChanges {
        var changes = DerivedChanges()
        for watched in watch.entities {
            let fresh = watched.fresh.compactMap { permanent[$0] }
            let after = try writer.derivedValues(
                watched.derived,
                of: watched.entity,
                keys: (Array(watched.before.keys) + fresh).sorted()
            )
            for (key, (kind, values)) in after.sorted(by: { $0.key < $1.key }) {
                var row = DerivedChanges.Row(entity: watched.entity, kind: kind, key: key)
                let old = watched.before[key]?.values
                for (index, attribute) in watched.derived.enumerated() {
                    if let old, old[index].isIdentical(to: values[index]) { continue }
                    row.changed.append((attribute.slot, old?[index], values[index]))
                }
                if !row.changed.isEmpty { changes.rows.append(row) }
            }
        }
        return changes
    }

    /// After a save: this context's objects take the derived values the store computed, and
    /// the changes report the rows whose values changed (inserted rows report their insertion).
    func apply(_ derived: DerivedChanges, to changes: inout ContextChanges) {
        for row in derived.rows {
            let id = ObjectID(entityName: row.kind, primaryKey: row.key)
            if let object = registry[id]?.object, !object.isFault {
                for change in row.changed { object.takeStoredValue(change.new, atSlot: change.slot) }
            }
            for change in row.changed {
                guard let old = change.old else { continue }
                let name = row.entity.attributes[change.slot].name
                changes.updated[id, default: []].insert(name)
                if changes.oldValues[id]?[name] == nil { changes.oldValues[id, default: [:]][name] = old }
            }
        }
    }
}
