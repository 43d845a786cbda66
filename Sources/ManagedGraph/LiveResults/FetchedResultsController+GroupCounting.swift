// MARK: - Groups counted as far as they are read

extension FetchedResultsController {
    /// How many groups a first count reads together; each count after it reads twice as many.
    static let firstGroupBatch = 8

    /// Counts the groups not counted yet, in order, a batch at a time, until `enough` — given
    /// the groups counted and the rows they hold — says so, or every group is counted.
    func countGroups(
        until enough: (_ groups: Int, _ rows: Int) -> Bool,
        asBefore change: (old: [StoreValue], new: [StoreValue]) = ([], [])
    ) throws(ContextError) {
        guard groups?.contains(where: { $0.count == nil }) == true else { return }
        try context.store.read { reader in try countGroups(until: enough, with: reader, asBefore: change) }
    }

    /// `countGroups(until:asBefore:)` through `reader` (inside a save's transaction, say).
    ///
    /// Counted after a change the groups know nothing of yet (`change`: the touched rows' first
    /// sort values before and after it), a count is turned into the count before it, as the
    /// groups counted earlier hold: the rows the change brought in left out, those it took
    /// away put back.
    func countGroups(
        until enough: (_ groups: Int, _ rows: Int) -> Bool,
        with reader: StoreReader,
        asBefore change: (old: [StoreValue], new: [StoreValue]) = ([], [])
    ) throws {
        guard var counting = groups, let (relationship, _) = groupingPath,
            var next = counting.firstIndex(where: { $0.count == nil })
        else { return }
        var rows = counting[..<next].reduce(0) { $0 + ($1.count ?? 0) }
        var batch = Self.firstGroupBatch
        func touched(_ values: [StoreValue], in group: Int) -> Int {
            values.count { self.group(holding: $0, in: [counting[group]]) != nil }
        }
        while next < counting.count, !enough(next, rows) {
            let batchEnd = min(next + batch, counting.count)
            let counts = try reader.rowCounts(
                by: relationship,
                of: plan.statement,
                among: counting[next..<batchEnd].flatMap(\.keys)
            )
            context.statistics.rowsRead += counts.count
            var byKey: [Int64?: Int] = [:]
            for (key, count) in counts { byKey[key, default: 0] += count }
            for group in next..<batchEnd {
                let count =
                    counting[group].keys.reduce(0) { $0 + (byKey[$1] ?? 0) }
                    - touched(change.new, in: group) + touched(change.old, in: group)
                counting[group].count = count
                rows += count
            }
            next = batchEnd
            batch *= 2
        }
        groups = counting
        if sectionKey != nil { sectionList = sections(of: counting) }
    }

    /// Counts every group not counted yet.
    func countAllGroups() throws(ContextError) {
        try countGroups(until: { _, _ in false })
    }

    /// Counts the groups as far as the first `rows` rows reach.
    func countGroups(coveringRows rows: Int) throws(ContextError) {
        try countGroups(until: { _, counted in counted >= rows })
    }

    /// The number of groups up to the last whose first sort value is one of `values` or comes
    /// before one of them: the groups placing rows of those values among the groups reads (see
    /// `GroupCounter`).
    func groupsReaching(_ values: [StoreValue]) -> Int {
        guard let groups else { return 0 }
        let order = orders[0]
        return groups.firstIndex { group in
            values.allSatisfy { value in
                let comparison = ObjectSorter.compare(group.value, value, caseInsensitive: order.caseInsensitive)
                return order.ascending ? comparison > 0 : comparison < 0
            }
        } ?? groups.count
    }
}
