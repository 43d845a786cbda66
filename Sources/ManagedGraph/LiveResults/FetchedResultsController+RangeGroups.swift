// MARK: - A page of groups under a range few rows match

extension FetchedResultsController {
    /// The objects at flat positions `range` of the groups, in one statement that reads the
    /// range's matches from its index (see `GroupsFirst`), when the controller is filtered by a
    /// range of a ranked attribute whose matches are few enough for that to cost less than
    /// walking each group (`StoreReader.readsRangeFirst(_:)`); nil otherwise, for a read a group
    /// at a time.
    func rangeFirstPage(in range: Range<Int>, of groups: [RowGroup]) throws(ContextError) -> [ManagedObject]? {
        guard plan.statement.rankedRange != nil, !range.isEmpty else { return nil }
        var spanned: [[Int64?]] = []
        var offset = 0
        var start = 0
        for group in groups {
            defer { start += group.count }
            guard max(range.lowerBound, start) < min(range.upperBound, start + group.count) else { continue }
            if spanned.isEmpty { offset = range.lowerBound - start }
            spanned.append(group.keys)
        }
        guard !spanned.isEmpty else { return nil }
        var request = fetchRequest
        request.sortDescriptors = Array(fetchRequest.sortDescriptors.dropFirst())
        request.fetchOffset = offset
        request.fetchLimit = range.count
        request.relationshipKeyPathsForPrefetching = []
        var page = try FetchPlan(request, store: context.store)
        page.statement.groupsFirst = GroupsFirst(relationship: sortPaths[0].steps[0].relationship.name, groups: spanned)
        let statement = page.statement
        guard try context.store.read({ reader in try reader.readsRangeFirst(statement) }) else { return nil }
        return try context.fetchRows(page, limited: true)
    }
}
