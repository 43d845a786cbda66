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
    /// row's position is where its key comes. Memory is the new rows' keys and places, in runs;
    /// time is the walk (the rows already there are read, not filled) plus the delivery. The delegate hears the
    /// same insertions either way.
    ///
    /// Without sections the controller then goes back to knowing only its count, as after
    /// `performFetch()`: the whole order is read again when a later change needs it. With
    /// sections it reads the whole order now, as sections need it.
    ///
    /// Used when the change brings at least `bulkInsertionMinimum` rows of the entity and, if
    /// the order is in memory, at least a sixteenth of its rows: a few rows into a known order
    /// are cheaper one by one. Rows of the entity alone: new rows of its sub-entities too take the
    /// way one by one, which knows each row's entity.
    func applyAsBulkInsertion(_ changes: ContextChanges) throws(ContextError) -> Bool {
        let entityName = plan.entity.name
        let count = changes.inserted.count(of: entityName)
        guard count >= Self.bulkInsertionMinimum, count >= (index?.count ?? 0) / 16,
            changes.inserted.entityNames.allSatisfy({ $0 == entityName || !plan.fetches($0) }),
            !changes.deleted.contains(where: { plan.fetches($0.entityName) }),
            !changes.updated.keys.contains(where: { plan.fetches($0.entityName) }),
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
            groups = nil
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

/// The new rows found by the walk, in order: their places as runs of consecutive places, their
/// keys as a list where a run of consecutive keys takes two entries, its first key and then its
/// length negated (keys of saved rows are positive). Rows imported in the list's order take a
/// few entries however many they are; rows that fall among older ones take a key each.
private struct PlacedRows {
    private var places: [(first: Int, count: Int)] = []
    private var keys: [Int64] = []
    private(set) var count = 0

    /// The next new row, at `position` (after every row added so far).
    mutating func add(_ key: Int64, at position: Int) {
        count += 1
        if let last = places.last, last.first + last.count == position {
            places[places.count - 1].count += 1
        } else {
            places.append((position, 1))
        }
        switch keys.last {
        case let length? where length < 0 && keys[keys.count - 2] - length == key:
            keys[keys.count - 1] -= 1
        case let single? where single > 0 && single + 1 == key:
            keys.append(-2)
        default:
            keys.append(key)
        }
    }

    func forEach(_ body: (_ position: Int, _ key: Int64) -> Void) {
        var entry = 0
        var key: Int64 = 0
        var left: Int64 = 0  // keys of the current run not yet handed over
        for place in places {
            for position in place.first..<(place.first + place.count) {
                if left == 0 {
                    key = keys[entry]
                    let isRun = entry + 1 < keys.count && keys[entry + 1] < 0
                    left = isRun ? -keys[entry + 1] : 1
                    entry += isRun ? 2 : 1
                }
                body(position, key)
                key += 1
                left -= 1
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
