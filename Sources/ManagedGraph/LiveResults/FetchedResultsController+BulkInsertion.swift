// MARK: - Many new rows at once

extension FetchedResultsController {
    /// The fewest new rows that a change must bring for them to be placed by one walk of the
    /// order rather than one at a time.
    static let bulkInsertionMinimum = 2048

    /// Applies a change that only inserts rows of the fetched entity — a background import's,
    /// merged — when it inserts many of them; false, having done nothing, for any other change.
    ///
    /// Row by row, every new row is filled as an object to be placed (a million objects for a
    /// million rows) and every placement edits the order in memory. Here the store is asked
    /// for the new order's keys, walked once (through the index that gives the order): a new
    /// row's position is where its key comes. Memory is the new rows' keys; time is the walk
    /// (the rows already there are read, not filled) plus the delivery. The delegate hears the
    /// same insertions either way.
    ///
    /// Without sections the controller then goes back to knowing only its count, as after
    /// `performFetch()`: the whole order is read again when a later change needs it. With
    /// sections it reads the whole order now, as sections need it.
    ///
    /// Used when the change brings at least `bulkInsertionMinimum` rows of the entity and, if
    /// the order is in memory, at least a sixteenth of its rows: a few rows into a known order
    /// are cheaper one by one.
    func applyAsBulkInsertion(_ changes: ContextChanges) throws(ContextError) -> Bool {
        let entityName = plan.entity.name
        let count = changes.inserted.count(of: entityName)
        guard count >= Self.bulkInsertionMinimum, count >= (index?.count ?? 0) / 16,
            !changes.deleted.contains(where: { $0.entityName == entityName }),
            !changes.updated.keys.contains(where: { $0.entityName == entityName }),
            try rowsReaching(changes).isEmpty
        else { return false }

        let inserted = KeyRanges(changes.inserted.keyRanges(of: entityName))
        var placed = PlacedRows()
        let oldSections = sections
        if sectionKey == nil {
            let total = try context.store.read { reader in
                var position = 0
                try reader.forEachKey(plan.statement) { key in
                    if inserted.contains(key) { placed.add(key, at: position) }
                    position += 1
                }
                return position
            }
            context.statistics.rowsRead += total
            index = nil
            knownCount = total
        } else {
            try loadIndex()
            index?.forEachKey { position, key in
                if inserted.contains(key) { placed.add(key, at: position) }
            }
        }
        reportInsertions(placed, oldSections: oldSections, newSections: sections)
        return true
    }

    /// Tells the delegate of the new rows, as `report` would have: the new sections, then the
    /// rows from the top down.
    private func reportInsertions(_ placed: PlacedRows, oldSections: [SectionInfo], newSections: [SectionInfo]) {
        let sectionChanges = Self.sectionChanges(from: oldSections, to: newSections, sectioned: sectionKey != nil)
        guard let delegate, placed.count > 0 || !sectionChanges.isEmpty else { return }
        var counts = FetchedChangeCounts()
        counts.insertedRows = placed.count
        counts.deletedSections = sectionChanges.count { $0.isDeletion }
        counts.insertedSections = sectionChanges.count - counts.deletedSections
        context.statistics.changesDelivered += counts.rows
        let entityName = plan.entity.name
        delegate.controller(self, delivering: counts) {
            delegate.controllerWillChangeContent(self)
            for change in sectionChanges where change.isDeletion { delegate.controller(self, didChange: change) }
            for change in sectionChanges where !change.isDeletion { delegate.controller(self, didChange: change) }
            var walk = SectionWalk(sections: newSections)
            placed.forEach { position, key in
                delegate.controller(
                    self,
                    didChange: .inserted(at: walk.location(ofFlat: position)),
                    for: ObjectID(entityName: entityName, primaryKey: key)
                )
            }
            delegate.controllerDidChangeContent(self)
        }
    }
}

// MARK: - What the walk needs

/// Keys as sorted ranges, as a save numbers new rows: whether a key is among them, by binary
/// search over the ranges.
private struct KeyRanges {
    let ranges: [ClosedRange<Int64>]

    init(_ ranges: [ClosedRange<Int64>]) {
        self.ranges = ranges
    }

    func contains(_ key: Int64) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < key { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(key)
    }
}

/// The new rows found by the walk, in order: their keys, and their positions as runs of
/// consecutive positions (new rows often come together: into an empty list, all of them).
private struct PlacedRows {
    private var keys: [Int64] = []
    private var runs: [(first: Int, count: Int)] = []

    var count: Int { keys.count }

    /// The next new row, at `position` (after every row added so far).
    mutating func add(_ key: Int64, at position: Int) {
        keys.append(key)
        if let last = runs.last, last.first + last.count == position {
            runs[runs.count - 1].count += 1
        } else {
            runs.append((position, 1))
        }
    }

    func forEach(_ body: (_ position: Int, _ key: Int64) -> Void) {
        var next = 0
        for run in runs {
            for offset in 0..<run.count {
                body(run.first + offset, keys[next])
                next += 1
            }
        }
    }
}

/// Section and row of flat positions asked for in increasing order, each found from the last
/// rather than from the first section (a list in a thousand sections gets a million rows).
private struct SectionWalk {
    let sections: [SectionInfo]
    private var section = 0
    private var start = 0

    init(sections: [SectionInfo]) {
        self.sections = sections
    }

    mutating func location(ofFlat flat: Int) -> RowIndexPath {
        while section < sections.count - 1, flat >= start + sections[section].count {
            start += sections[section].count
            section += 1
        }
        return RowIndexPath(section: section, row: flat - start, flat: flat)
    }
}
