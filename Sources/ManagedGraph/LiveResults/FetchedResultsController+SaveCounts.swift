// MARK: - Counting a save's rows before it commits

/// The counts that place the rows of one save, made inside its transaction: for each touched
/// row's old or new sort values, the rows the save left alone that sort before them.
struct CountsInSave {
    /// The primary keys of the rows the save touched, left out of every count.
    let touched: Set<Int64>
    private var counts: [(key: Int64, values: [StoreValue], before: Int)] = []

    init(touched: Set<Int64>) {
        self.touched = touched
    }

    mutating func add(_ before: Int, values: [StoreValue], key: Int64) {
        counts.append((key, values, before))
    }

    func count(before values: [StoreValue], key: Int64) -> Int? {
        counts.first { count in
            count.key == key && count.values.count == values.count
                && zip(count.values, values).allSatisfy { $0.isIdentical(to: $1) }
        }?.before
    }
}

extension FetchedResultsController {
    /// Inside a save's transaction: counts what placing its rows needs, when they are placed
    /// through a ranked order (one count each, exact) or within the groups of a related
    /// object's attribute (one count in a group), so that hearing of the save reads nothing.
    /// Any other way of placing them reads after the commit (false).
    func context(_ context: ObjectContext, willCommit save: PendingSave, reader: StoreReader) throws -> Bool {
        countsInSave = nil
        guard hasFetched else { return true }
        // Rows reached through a related object are found by a query of their own.
        guard comparisonsReaching(save.updatedKeys).isEmpty else { return false }
        var rows: [(key: Int64, object: ManagedObject, inserted: Bool, deleted: Bool)] = []
        for (object, key) in save.inserted where plan.fetches(object.entity.name) {
            rows.append((key, object, true, false))
        }
        for object in save.updated where plan.fetches(object.entity.name) {
            rows.append((object.objectID.primaryKey, object, false, false))
        }
        for object in save.deleted where plan.fetches(object.entity.name) {
            rows.append((object.objectID.primaryKey, object, false, true))
        }
        guard !rows.isEmpty else { return true }
        let ranked = plan.statement.ranked != nil && groups == nil && groupingPath == nil && sectionKey == nil
        // Grouped, with no filter or a range of the rows' own attribute: nothing but the
        // groups' related objects, already in memory, to read.
        let grouped = groups != nil && (fetchRequest.predicate == nil || plan.statement.rankedRange != nil)
        guard ranked || grouped, index == nil, rowsGoneAhead.isEmpty, rows.count <= Self.placedByCountingMaximum,
            rows.allSatisfy({ sortValuesAreInMemory($0.object) })
        else { return false }
        // The touched rows' sort values as stored before the save (the objects' saved values
        // are still the old ones) and as it stores them, nil where the row is not, or will not
        // be, in the results.
        let evaluator = plan.evaluator
        let changes = rows.map { row in
            let stored = OverlayObject(row.object.objectID, entity: row.object.entity, context: context)
            let old = row.inserted || !(evaluator?.evaluate(stored) ?? true) ? nil : sortValues(of: stored)
            let new = row.deleted || !(evaluator?.evaluate(row.object) ?? true) ? nil : sortValues(of: row.object)
            return (key: row.key, old: old, new: new)
        }
        var counts = CountsInSave(touched: Set(rows.map(\.key)))
        let excluded = Array(counts.touched)
        // The groups were counted before the save: the touched rows leave them as they were.
        // Those counted as far as read are counted as far as the touched rows, as before it.
        if !ranked {
            let firstValues = (old: changes.compactMap { $0.old?[0] }, new: changes.compactMap { $0.new?[0] })
            let reached = groupsReaching(firstValues.old + firstValues.new)
            try countGroups(until: { counted, _ in counted >= reached }, with: reader, asBefore: firstValues)
        }
        let counter = ranked ? nil : try groupCounter(leavingOut: changes.compactMap(\.old))
        func untouchedBefore(_ values: [StoreValue], key: Int64) throws -> Int {
            if let counter {
                return try counter.untouchedBefore(values, key: key, excluding: excluded, reader)
            }
            return try reader.count(plan.statement, before: values, key: key, excluding: excluded)
        }
        let served = servesFromMemory ? servedRows : ServedRows()
        for change in changes {
            if let old = change.old, served.position(ofKey: change.key) == nil {
                counts.add(try untouchedBefore(old, key: change.key), values: old, key: change.key)
            }
            guard let new = change.new else { continue }
            if let old = change.old, old.count == new.count, zip(old, new).allSatisfy({ $0.isIdentical(to: $1) }) {
                continue
            }
            counts.add(try untouchedBefore(new, key: change.key), values: new, key: change.key)
        }
        countsInSave = counts
        return true
    }

    /// Whether an object's sort values, as saved and as it is, are read without filling a fault:
    /// filling one inside the save's transaction would enter the store again from within it.
    private func sortValuesAreInMemory(_ object: ManagedObject) -> Bool {
        guard !object.isFault else { return false }
        for path in sortPaths where !path.steps.isEmpty {
            guard path.steps.count == 1, !path.steps[0].relationship.isToMany else { return false }
            let relationship = path.steps[0].relationship
            let keys = [
                object.savedRelatedKey(forKey: relationship.name),
                object.relatedObject(forKey: relationship.name)?.objectID.primaryKey,
            ]
            for key in keys.compactMap({ $0 }) {
                let id = ObjectID(entityName: relationship.destination, primaryKey: key)
                guard let related = context.registeredObject(for: id), !related.isFault else { return false }
            }
        }
        return true
    }

    /// An object's values for the sort descriptors, in their order.
    private func sortValues(of object: some PredicateEvaluable) -> [StoreValue] {
        sortPaths.map { PredicateEvaluator.value(of: $0, from: object) }
    }
}
