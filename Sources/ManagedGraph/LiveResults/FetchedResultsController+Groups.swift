// MARK: - Sections without the whole order

/// The rows of a sectioned controller that point at related objects with one value of the
/// section key (an owner's name), counted but not ordered: what its sections are made of until
/// something needs the whole order.
struct RowGroup {
    /// The section key's value for these rows.
    let value: StoreValue
    /// The related objects' keys (nil: rows that point at none).
    var keys: [Int64?]
    var count: Int
}

extension FetchedResultsController {
    /// The groups of a controller sectioned by an attribute of a to-one relationship (a car's
    /// owner's name), in the order of the sort; nil for any other section key, which needs the
    /// whole order.
    ///
    /// The store counts the rows per related object by walking the relationship's index: a
    /// thousand owners, not a million cars sorted by their owner's name. The related objects
    /// give each count its value; sorted as the first sort descriptor sorts, the counts are the
    /// sections, and a page is read a group at a time, sorted by the other descriptors.
    func loadGroups() throws(ContextError) -> [RowGroup]? {
        guard let sectionKey, sectionKey.kind == .value, let first = sortPaths.first, first.steps.count == 1,
            first.collectionOperator == nil, !first.steps[0].relationship.isToMany,
            case .attribute(let attribute, _) = first.terminal
        else { return nil }
        let relationship = first.steps[0].relationship
        let counts = try context.store.read { reader in try reader.rowCounts(by: relationship, of: plan.statement) }
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
        let sorted = counted.sorted { lhs, rhs in
            let comparison = ObjectSorter.compare(lhs.value, rhs.value, caseInsensitive: order.caseInsensitive)
            return comparison != 0 ? (order.ascending ? comparison < 0 : comparison > 0) : false
        }
        var groups: [RowGroup] = []
        for entry in sorted {
            if let last = groups.last,
                ObjectSorter.compare(last.value, entry.value, caseInsensitive: order.caseInsensitive) == 0
            {
                groups[groups.count - 1].keys.append(entry.key)
                groups[groups.count - 1].count += entry.count
            } else {
                groups.append(RowGroup(value: entry.value, keys: [entry.key], count: entry.count))
            }
        }
        return groups
    }

    /// The sections the groups make: runs of equal section names, as `computeSections` finds them
    /// in the whole order.
    func sections(of groups: [RowGroup]) -> [SectionInfo] {
        guard let sectionKey else { return [] }
        var sections: [SectionInfo] = []
        for group in groups {
            let name = sectionKey.name(for: group.value)
            if let last = sections.last, SectionKey.isSameName(last.name, name) {
                sections[sections.count - 1] = SectionInfo(name: name, count: last.count + group.count)
            } else {
                sections.append(SectionInfo(name: name, count: group.count))
            }
        }
        return sections
    }

    /// The objects at flat positions `range`, a query per group it spans: the group's rows — those
    /// pointing at its related objects — sorted by the descriptors after the first, which all of
    /// them share.
    func objects(in range: Range<Int>, of groups: [RowGroup]) throws(ContextError) -> [ManagedObject] {
        let relationship = sortPaths[0].steps[0].relationship
        var objects: [ManagedObject] = []
        var start = 0
        for group in groups {
            defer { start += group.count }
            let lower = max(range.lowerBound, start)
            let upper = min(range.upperBound, start + group.count)
            guard lower < upper else { continue }
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
            var page = fetchRequest
            page.predicate = fetchRequest.predicate.map { .and([$0, members]) } ?? members
            page.sortDescriptors = Array(fetchRequest.sortDescriptors.dropFirst())
            page.fetchOffset = lower - start
            page.fetchLimit = upper - lower
            page.relationshipKeyPathsForPrefetching = []
            objects += try context.fetchRows(try FetchPlan(page, store: context.store), limited: true)
        }
        return objects
    }
}
