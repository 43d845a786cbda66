// MARK: - Sections without the whole order

/// The rows of a sectioned controller that point at related objects with one value of the
/// section key (an owner's name), counted but not ordered: what its sections are made of until
/// something needs the whole order.
struct RowGroup {
    /// The section key's value for these rows.
    let value: StoreValue
    /// The related objects' keys (nil: rows that point at none).
    var keys: [Int64?]
    /// How many rows; nil until counted, when the groups are counted as far as they are read
    /// (see `countGroups(until:)`). A group whose rows all went stays, at zero.
    var count: Int?
}

extension FetchedResultsController {
    /// The relationship and attribute the rows are grouped by, when the order starts with an
    /// attribute of a to-one relationship (a car's owner's name) and the controller is not
    /// sectioned, or sectioned by that value; nil otherwise.
    var groupingPath: (relationship: RelationshipDescription, attribute: AttributeDescription)? {
        if let sectionKey, sectionKey.kind != .value { return nil }
        guard let first = sortPaths.first, first.steps.count == 1, first.collectionOperator == nil,
            !first.steps[0].relationship.isToMany, case .attribute(let attribute, _) = first.terminal
        else { return nil }
        return (first.steps[0].relationship, attribute)
    }

    /// The groups of a controller ordered first by an attribute of a to-one relationship (a
    /// car's owner's name), in the order of the sort, and how many rows they hold; nil for any
    /// other order (or a section key of another kind, which needs the whole order).
    ///
    /// The store counts the rows per related object by walking the relationship's index: a
    /// thousand owners, not a million cars sorted by their owner's name. The related objects
    /// give each count its value; sorted as the first sort descriptor sorts, the counts are the
    /// groups (and the sections, when sectioned by that value), and a page is read a group at a
    /// time, sorted by the other descriptors: no index of the fetched entity holds the related
    /// value, so one query for the page would sort every row. When a range most rows match
    /// filters them and a counted index serves it, the groups are every related object with
    /// rows, uncounted, and counted in order as far as pages and changes reach
    /// (`countGroups(until:)`): a group costs a few seeks, and the first page a few groups.
    func loadGroups() throws(ContextError) -> (groups: [RowGroup], rows: Int)? {
        guard let (relationship, attribute) = groupingPath else { return nil }
        let (counts, matches) = try context.store.read { reader in
            if let lazily = try reader.objectsToCount(by: relationship, of: plan.statement) {
                return (lazily.objects.map { (key: $0.key, count: Int?.none) }, Optional(lazily.matches))
            }
            return (
                try reader.rowCounts(by: relationship, of: plan.statement).map { ($0.key, Optional($0.count)) }, nil
            )
        }
        context.statistics.rowsRead += counts.count

        let related = counts.compactMap(\.key).map {
            context.object(with: ObjectID(entityName: relationship.destination, primaryKey: $0))
        }
        try? context.fillFaults(related)
        var values = KeyTable<StoreValue>()
        // As saved, as the counts are: a related object's unsaved change names no section yet.
        for object in related where (try? object.fulfill()) != nil {
            values[object.objectID.primaryKey] = object.savedValue(forAttribute: attribute.name)
        }
        // A key whose object is gone reads as no value, as the store's join does.
        let counted = counts.map { (value: $0.key.flatMap { values[$0] } ?? .null, key: $0.key, count: $0.count) }
        let order = orders[0]
        let sorted: [(value: StoreValue, key: Int64?, count: Int?)]
        if let keys = TextSortKey.keys(counted.map(\.value), caseInsensitive: order.caseInsensitive) {
            // A thousand names compared ten thousand times: each folded once, then bytes compared.
            sorted = keys.indices.sorted { order.ascending ? keys[$0] < keys[$1] : keys[$1] < keys[$0] }
                .map { counted[$0] }
        } else {
            sorted = counted.sorted { lhs, rhs in
                let comparison = ObjectSorter.compare(lhs.value, rhs.value, caseInsensitive: order.caseInsensitive)
                return comparison != 0 ? (order.ascending ? comparison < 0 : comparison > 0) : false
            }
        }
        var groups: [RowGroup] = []
        for entry in sorted {
            if let last = groups.last,
                ObjectSorter.compare(last.value, entry.value, caseInsensitive: order.caseInsensitive) == 0
            {
                groups[groups.count - 1].keys.append(entry.key)
                groups[groups.count - 1].count = groups[groups.count - 1].count.flatMap { sum in
                    entry.count.map { sum + $0 }
                }
            } else {
                groups.append(RowGroup(value: entry.value, keys: [entry.key], count: entry.count))
            }
        }
        return (groups, matches ?? groups.reduce(0) { $0 + ($1.count ?? 0) })
    }

    /// The sections the counted groups make: runs of equal section names, as `computeSections`
    /// finds them in the whole order.
    func sections(of groups: [RowGroup]) -> [SectionInfo] {
        guard let sectionKey else { return [] }
        var sections: [SectionInfo] = []
        for group in groups {
            guard let count = group.count else { break }
            guard count > 0 else { continue }
            let name = sectionKey.name(for: group.value)
            if let last = sections.last, SectionKey.isSameName(last.name, name) {
                sections[sections.count - 1] = SectionInfo(name: name, count: last.count + count)
            } else {
                sections.append(SectionInfo(name: name, count: count))
            }
        }
        return sections
    }

    /// The objects at flat positions `range`, a query per group it spans: the group's rows — those
    /// pointing at its related objects — sorted by the descriptors after the first, which all of
    /// them share.
    func objects(in range: Range<Int>, of groups: [RowGroup]) throws(ContextError) -> [ManagedObject] {
        let slices = Self.slices(of: range, in: groups)
        let matches = try rangeMatches()
        if let matches, let page = try rangeFirstPage(of: slices, count: range.count, matches) { return page }
        var objects: [ManagedObject] = []
        for (group, rows) in slices {
            var page = request(of: group, sortedForPage: true)
            page.fetchOffset = rows.lowerBound
            page.fetchLimit = rows.count
            page.relationshipKeyPathsForPrefetching = []
            var plan = try FetchPlan(page, store: context.store)
            if let matches, matches.walks(rows, of: group) { plan.statement.unindexedColumn = matches.column }
            objects += try context.fetchRows(plan, limited: true)
        }
        return objects
    }

    /// The groups flat positions `range` span, each with the positions it holds, counted from
    /// its own first row; as far as the groups are counted.
    static func slices(of range: Range<Int>, in groups: [RowGroup]) -> [(group: RowGroup, rows: Range<Int>)] {
        var slices: [(group: RowGroup, rows: Range<Int>)] = []
        var start = 0
        for group in groups {
            guard let count = group.count, start < range.upperBound else { break }
            defer { start += count }
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, start + count)
            if lower < upper { slices.append((group, (lower - start)..<(upper - start))) }
        }
        return slices
    }

    /// The request for one group's rows: the fetch's, for the rows that point at the group's
    /// related objects, sorted by the descriptors after the first, which all of them share —
    /// for a page, less those the group's rows share too (`sortIndices(of:)`). A count that
    /// places a change keeps them all: the change may bring the group a related object more.
    func request(of group: RowGroup, sortedForPage: Bool = false) -> FetchRequest {
        let relationship = sortPaths[0].steps[0].relationship
        let members = ObjectPredicate.comparison(
            PredicateComparison(
                .keyPath(ModelKeyPath(relationship.name)),
                .in,
                .aggregate(
                    group.keys.map { key in
                        key.map { .object(ObjectID(entityName: relationship.destination, primaryKey: $0)) }
                            ?? .value(.null)
                    }
                )
            )
        )
        var request = fetchRequest
        request.predicate = fetchRequest.predicate.map { .and([$0, members]) } ?? members
        let indices = sortedForPage ? sortIndices(of: group) : Array(sortPaths.indices.dropFirst())
        request.sortDescriptors = indices.map { fetchRequest.sortDescriptors[$0] }
        return request
    }

    /// The sort descriptors, by their places, that order a page of a group's rows: those after
    /// the first, less — when the group is one related object — those reached through it (an
    /// owner's age, for the cars of one owner), the same for all its rows, which would keep
    /// SQLite from reading the rows in order from an index.
    func sortIndices(of group: RowGroup) -> [Int] {
        let relationship = sortPaths[0].steps[0].relationship.name
        return Array(sortPaths.indices.dropFirst()).filter { index in
            group.keys.count > 1 || sortPaths[index].steps.first?.relationship.name != relationship
        }
    }

    /// Where rows go among the groups, for a change placed by counting: the untouched rows of the
    /// groups before a row's group, then those before it in its own group, counted there (through
    /// the relationship's index, a group's rows at most). `touched` are the sort values of the
    /// changed rows the groups count: as they were, for groups counted before the change, or as
    /// they are, for groups counted after it. The groups the rows are placed in, and those
    /// before them, must be counted (`groupsReaching(_:)`).
    func groupCounter(leavingOut touched: [[StoreValue]]) throws(ContextError) -> GroupCounter? {
        guard let groups else { return nil }
        var untouched = groups.map(\.count)
        for values in touched {
            if let group = group(holding: values[0], in: groups), let count = untouched[group] {
                untouched[group] = count - 1
            }
        }
        // Planned for the one group a row falls in, not for each of a thousand.
        let statement = { [self] (group: RowGroup) throws(ContextError) in
            try FetchPlan(request(of: group), store: context.store).statement
        }
        // The whole table in the groups' own order, when that order is ranked: where a row
        // falls in it says which end of its group it is nearer.
        var whole = FetchRequest(
            entityName: fetchRequest.entityName,
            sortDescriptors: Array(fetchRequest.sortDescriptors.dropFirst())
        )
        whole.includesSubentities = fetchRequest.includesSubentities
        let wholeOrder = (try? FetchPlan(whole, store: context.store))?.statement
        return GroupCounter(
            groups: groups,
            untouched: untouched,
            statement: statement,
            order: orders[0],
            wholeOrder: wholeOrder?.ranked == nil ? nil : wholeOrder
        )
    }

    /// Follows a change placed by counting in the groups: each row leaves the group of its old
    /// value and joins the group of its new one (a group not counted yet will count it when it
    /// is). A value no group has, or a related object its group does not list, drops the
    /// groups, to be counted again when next needed.
    func regroup(leaving old: [StoreValue], joining new: [(value: StoreValue, relatedKey: Int64?)]) {
        guard var regrouped = groups else { return }
        for value in old {
            guard let group = group(holding: value, in: regrouped) else { return groups = nil }
            regrouped[group].count? -= 1
        }
        for (value, key) in new {
            guard let group = group(holding: value, in: regrouped), regrouped[group].keys.contains(key) else {
                return groups = nil
            }
            regrouped[group].count? += 1
        }
        groups = regrouped
    }

    /// The place in `groups` of the group of first sort value `value`.
    func group(holding value: StoreValue, in groups: [RowGroup]) -> Int? {
        let order = orders[0]
        return groups.firstIndex { ObjectSorter.compare($0.value, value, caseInsensitive: order.caseInsensitive) == 0 }
    }
}

/// Counts the untouched rows before a row, for a change among the groups (see
/// `FetchedResultsController.groupCounter(leavingOut:)`).
final class GroupCounter {
    let groups: [RowGroup]
    /// Each group's rows that the change did not touch; nil for a group not counted.
    let untouched: [Int?]
    /// Plans a group's rows, sorted by the descriptors after the first.
    private let plan: (RowGroup) throws(ContextError) -> FetchStatement
    let order: OrderedIndex.KeyOrder
    /// Every row of the table in the order of a group's rows, when that order is ranked.
    let wholeOrder: FetchStatement?
    /// The groups planned so far, by number: a rename places its row's old and new values, most
    /// often in one group.
    private var planned: [Int: FetchStatement] = [:]

    init(
        groups: [RowGroup],
        untouched: [Int?],
        statement plan: @escaping (RowGroup) throws(ContextError) -> FetchStatement,
        order: OrderedIndex.KeyOrder,
        wholeOrder: FetchStatement?
    ) {
        self.groups = groups
        self.untouched = untouched
        self.plan = plan
        self.order = order
        self.wholeOrder = wholeOrder
    }

    private func statement(ofGroup number: Int) throws(ContextError) -> FetchStatement {
        if let statement = planned[number] { return statement }
        let statement = try plan(groups[number])
        planned[number] = statement
        return statement
    }

    /// The untouched rows before a row of sort values `values` and key `key`: those of the
    /// groups before its group, then those of its group before it, counted in the group's order
    /// from its nearer end — a step a row of the group, so a row near its end costs few. Which
    /// end is nearer, the row's place in the whole table's order says roughly, when that order
    /// is ranked (two seeks, worth it past a bucket's rows); from the start otherwise. Throws
    /// when a group before it is not counted.
    func untouchedBefore(
        _ values: [StoreValue],
        key: Int64,
        excluding touched: [Int64],
        _ reader: StoreReader
    ) throws -> Int {
        var before = 0
        for (number, group) in groups.enumerated() {
            let comparison = ObjectSorter.compare(group.value, values[0], caseInsensitive: order.caseInsensitive)
            if order.ascending ? comparison > 0 : comparison < 0 { return before }
            guard let untouched = untouched[number] else {
                throw ContextError.store("the group of \(values[0]) is not counted yet")
            }
            if comparison == 0 {
                let rest = Array(values.dropFirst())
                let statement = try statement(ofGroup: number)
                if untouched > KeptRanks.bucketRows, let wholeOrder,
                    try isPastTheMiddle(rest, key: key, of: wholeOrder, reader)
                {
                    let after = try reader.count(statement, before: rest, key: key, after: true, excluding: touched)
                    return before + untouched - after
                }
                return before + (try reader.count(statement, before: rest, key: key, excluding: touched))
            }
            before += untouched
        }
        return before
    }

    /// Whether a row of sort values `values` and key `key` comes after the middle of `order`,
    /// to within a bucket of its counted order.
    private func isPastTheMiddle(
        _ values: [StoreValue],
        key: Int64,
        of order: FetchStatement,
        _ reader: StoreReader
    ) throws -> Bool {
        guard let place = try reader.roughPlace(order, of: values, key: key) else { return false }
        return 2 * place.before > place.rows
    }
}
