// MARK: - A page of groups under a range few rows match

extension FetchedResultsController {
    /// The objects of a page that spans `slices` of the groups, `count` rows, in one statement
    /// that reads the range's matches from its index (see `GroupsFirst`), when the controller is
    /// filtered by a range of a ranked attribute whose matches are few enough for that to cost
    /// less than walking each group (`StoreReader.readsRangeFirst(_:)`); nil otherwise, for a
    /// read a group at a time.
    func rangeFirstPage(
        of slices: [(group: RowGroup, rows: Range<Int>)],
        count: Int
    ) throws(ContextError) -> [ManagedObject]? {
        guard plan.statement.rankedRange != nil, let first = slices.first else { return nil }
        var request = fetchRequest
        request.sortDescriptors = Array(fetchRequest.sortDescriptors.dropFirst())
        request.fetchOffset = first.rows.lowerBound
        request.fetchLimit = count
        request.relationshipKeyPathsForPrefetching = []
        var page = try FetchPlan(request, store: context.store)
        page.statement.groupsFirst = GroupsFirst(
            relationship: sortPaths[0].steps[0].relationship.name,
            groups: slices.map(\.group.keys)
        )
        let statement = page.statement
        guard try context.store.read({ reader in try reader.readsRangeFirst(statement) }) else { return nil }
        return try context.fetchRows(page, limited: true)
    }
}

/// For a page of one group under a range of a ranked attribute, the same choice as a page of
/// the range (`FetchStatement+RangeFirst`), within the group: walk the group's order, testing
/// its rows against the range — about `(offset + limit) × rows ÷ matches` of them, the whole
/// table's proportion standing for the group's — or read the group's matches from an index
/// of the group and the range, and sort them.
struct GroupWalk {
    /// The range's column, hidden from SQLite's choice of index to walk the group's order.
    let column: String
    let matches: Int
    let rows: Int

    func walks(_ page: Range<Int>, of group: RowGroup) -> Bool {
        Double(page.upperBound) * Double(rows) < Double(group.count) * Double(matches)
    }
}

extension FetchedResultsController {
    /// The choice for pages of the groups, when a range of a ranked attribute filters the rows
    /// (`matches` of them); nil otherwise.
    func groupWalk(matches: Int) throws(ContextError) -> GroupWalk? {
        guard let range = plan.statement.rankedRange, matches > 0 else { return nil }
        let rows = try context.store.read { reader in try reader.keptRows(of: range.order.table) }
        return rows.map { GroupWalk(column: range.order.columns[0], matches: matches, rows: $0) }
    }
}
