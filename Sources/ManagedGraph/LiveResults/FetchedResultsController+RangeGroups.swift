// MARK: - Pages of groups under a range of a ranked attribute

/// How many rows a range of a ranked attribute matches, of how many the table holds: what a
/// page among the groups weighs, as a page of the range does (`FetchStatement+RangeFirst`). The
/// matches are the groups' counts, summed; the table's rows, its kept count.
struct RangeMatches {
    /// The range's column, hidden from SQLite's choice of index to walk a group's order.
    let column: String
    let matches: Int
    let rows: Int

    /// Whether one group's page is read by walking the group's order, testing its rows against
    /// the range — about `(offset + limit) × rows ÷ matches` of them, the whole table's
    /// proportion standing for the group's — rather than reading the group's matches from an
    /// index of the group and the range, and sorting them.
    func walks(_ page: Range<Int>, of group: RowGroup) -> Bool {
        Double(page.upperBound) * Double(rows) < Double(group.count ?? 0) * Double(matches)
    }
}

extension FetchedResultsController {
    /// The range's matches (all the rows, across the groups), when a range of a ranked
    /// attribute filters the rows and the store keeps its row counts; nil otherwise.
    func rangeMatches() throws(ContextError) -> RangeMatches? {
        guard let range = plan.statement.rankedRange else { return nil }
        let matches = count
        guard matches > 0 else { return nil }
        let rows = try context.store.read { reader in try reader.keptRows(of: range.order.table) }
        return rows.map { RangeMatches(column: range.order.columns[0], matches: matches, rows: $0) }
    }

    /// The objects of a page that spans `slices` of the groups, `count` rows, in one statement
    /// that reads the range's matches from its index (see `GroupsFirst`), when they are few
    /// enough for that to cost less than walking each group
    /// (`FetchStatement.readsRangeFirst(matches:rows:)`); nil otherwise, for a read a group at
    /// a time.
    func rangeFirstPage(
        of slices: [(group: RowGroup, rows: Range<Int>)],
        count: Int,
        _ range: RangeMatches
    ) throws(ContextError) -> [ManagedObject]? {
        guard let first = slices.first else { return nil }
        var request = fetchRequest
        request.sortDescriptors = Array(fetchRequest.sortDescriptors.dropFirst())
        request.fetchOffset = first.rows.lowerBound
        request.fetchLimit = count
        request.relationshipKeyPathsForPrefetching = []
        var page = try FetchPlan(request, store: context.store)
        guard page.statement.readsRangeFirst(matches: range.matches, rows: range.rows) else { return nil }
        page.statement.groupsFirst = GroupsFirst(
            relationship: sortPaths[0].steps[0].relationship.name,
            groups: slices.map(\.group.keys)
        )
        return try context.fetchRows(page, limited: true)
    }
}
