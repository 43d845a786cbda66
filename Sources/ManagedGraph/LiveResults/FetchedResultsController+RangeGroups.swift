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
