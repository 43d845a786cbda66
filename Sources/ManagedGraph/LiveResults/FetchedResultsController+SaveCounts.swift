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
    /// through a ranked order (one count each, exact), so that hearing of the save reads
    /// nothing. Any other way of placing them reads after the commit (false).
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
        guard plan.statement.ranked != nil, index == nil, groups == nil, groupingPath == nil, sectionKey == nil,
            rowsGoneAhead.isEmpty, rows.count <= Self.placedByCountingMaximum
        else { return false }
        // A ranked order is one attribute of the fetched entity, without a predicate: every row
        // is in the results, and its sort value is its own.
        let sortPath = sortPaths[0]
        let served = servesFromMemory ? servedRows : ServedRows()
        var counts = CountsInSave(touched: Set(rows.map(\.key)))
        let excluded = Array(counts.touched)
        for row in rows {
            // As stored before the save: the object's saved values are still the old ones.
            let stored = OverlayObject(row.object.objectID, entity: row.object.entity, context: context)
            let old = row.inserted ? nil : [PredicateEvaluator.value(of: sortPath, from: stored)]
            if let old, served.position(ofKey: row.key) == nil {
                let before = try reader.count(plan.statement, before: old, key: row.key, excluding: excluded)
                counts.add(before, values: old, key: row.key)
            }
            guard !row.deleted else { continue }
            let new = [PredicateEvaluator.value(of: sortPath, from: row.object)]
            if let old, old[0].isIdentical(to: new[0]) { continue }
            let before = try reader.count(plan.statement, before: new, key: row.key, excluding: excluded)
            counts.add(before, values: new, key: row.key)
        }
        countsInSave = counts
        return true
    }
}
