// MARK: - Turning store changes into row changes

extension FetchedResultsController {
    /// A changed row, before and after.
    private struct RowTransition {
        let key: Int64
        var oldPosition: Int?
        var newValues: [StoreValue]?
        var newPosition: Int?
        var wasUpdated: Bool
    }

    /// The most rows a change may touch to be placed by counting (a few counts a row) rather
    /// than in the whole order, read once: a user's edit touches one or a few, a merge of
    /// another process's import thousands.
    static let placedByCountingMaximum = 32

    func context(_ context: ObjectContext, didChange changes: ContextChanges) {
        guard hasFetched else { return }
        changeBeingDelivered = changes
        // What was counted inside a save's transaction holds for that save alone.
        if changes.origin != .save { countsInSave = nil }
        defer {
            changeBeingDelivered = nil
            countsInSave = nil
        }
        if changes.isReload {
            servedRows.removeAll()
            reload()
            return
        }
        do {
            try apply(changes)
        } catch {
            servedRows.removeAll()
            // A change that cannot be followed row by row (the store failed mid-way) ends
            // in a full reload rather than wrong row numbers.
            reload()
        }
    }

    /// Starts again from the store, telling the delegate the content changed.
    private func reload() {
        guard let delegate else {
            try? performFetch()
            return
        }
        delegate.controller(self, delivering: .reload) {
            delegate.controllerWillChangeContent(self)
            try? performFetch()
            delegate.controllerDidChangeContent(self)
        }
    }

    // MARK: Applying a change

    private func apply(_ changes: ContextChanges) throws(ContextError) {
        // Many new rows and nothing else: placed by one walk of the order (see the extension).
        if try applyAsBulkInsertion(changes) {
            servedRows.removeAll()
            return
        }
        // The ids of the touched rows, by key: of the fetched entity or, when the request includes
        // them, of its sub-entities (a key is one row of their shared table).
        var ids: [Int64: ObjectID] = [:]
        var updatedKeys = Set<Int64>()
        for id in changes.inserted where plan.fetches(id.entityName) { ids[id.primaryKey] = id }
        for id in changes.deleted where plan.fetches(id.entityName) { ids[id.primaryKey] = id }
        for id in changes.updated.keys where plan.fetches(id.entityName) {
            ids[id.primaryKey] = id
            updatedKeys.insert(id.primaryKey)
        }
        let reached = try rowsReaching(changes)
        updatedKeys.formUnion(reached)
        var touched = Set(ids.keys)
        touched.formUnion(reached)
        guard !touched.isEmpty else { return }

        let deleted = Set(changes.deleted.filter { plan.fetches($0.entityName) }.map(\.primaryKey))
        let inserted = Set(changes.inserted.filter { plan.fetches($0.entityName) }.map(\.primaryKey))
        var transitions = touched.sorted().map {
            RowTransition(
                key: $0,
                wasUpdated: updatedKeys.contains($0) && !inserted.contains($0) && !deleted.contains($0)
            )
        }

        // The state after the change, for every touched row. Their objects are filled together,
        // in a few queries rather than one each: a merge after a background import brings in
        // thousands at once. One the store no longer has stays a fault and is skipped.
        let evaluator = plan.evaluator
        let living = transitions.indices.filter { !deleted.contains(transitions[$0].key) }
        let objects = context.objects(forKeys: living.map { transitions[$0].key }, of: plan.entity)
        try? context.fillFaults(objects)
        var unreadable = Set<Int64>()
        for (index, object) in zip(living, objects) {
            ids[object.objectID.primaryKey] = object.objectID
            // A row of an entity the fetch leaves out is never one of its rows.
            guard plan.fetches(object.entity.name) else { continue }
            guard (try? object.fulfill()) != nil else {
                unreadable.insert(object.objectID.primaryKey)
                continue
            }
            // As saved: a related object's unsaved change (a race renamed here, not saved)
            // moves no row until it is saved.
            let saved = OverlayObject(object.objectID, entity: object.entity, context: context)
            if evaluator?.evaluate(saved) ?? true {
                transitions[index].newValues = sortPaths.map { PredicateEvaluator.value(of: $0, from: saved) }
            }
        }
        let id = { [plan] (key: Int64) in ids[key] ?? ObjectID(entityName: plan.entity.name, primaryKey: key) }
        // Where each touched row was: found by its old sort values, checked by its key.
        let overlay = { (key: Int64) -> OverlayObject in
            OverlayObject(id(key), entity: self.plan.entity, context: self.context, oldValues: changes.oldValues)
        }
        if index == nil, transitions.count <= Self.placedByCountingMaximum {
            // Only the count is known: the rows stay in the store, and the touched ones are
            // placed by counting, through the index that gives the order, the rows before them.
            let oldValues = sortValuesBefore(transitions, inserted: inserted, overlay: overlay, evaluator: evaluator)
            let firstValues = (old: oldValues.values.map { $0[0] }, new: transitions.compactMap { $0.newValues?[0] })
            // Groups counted as far as read are counted as far as the touched rows, as before the
            // change, as the groups counted earlier are; all of them when a row joins a group
            // there is none of yet, since the groups are then counted again, whole, after it.
            if let groups {
                let reached =
                    joinsNewGroup(transitions, ids: id)
                    ? groups.count : groupsReaching(firstValues.old + firstValues.new)
                try countGroups(until: { counted, _ in counted >= reached }, asBefore: firstValues)
            }
            let oldSections = knownSections
            // Groups an earlier change dropped are counted again, as the store has them after
            // this change: they count the touched rows where they are now.
            var groupsAfterChange = false
            if groupingPath != nil, groups == nil {
                groups = try loadGroups()?.groups
                groupsAfterChange = groups != nil
                try countAllGroups()
            }
            try placeByCounting(
                &transitions,
                oldValues: oldValues,
                groupsAfterChange: groupsAfterChange
            )
            if !groupsAfterChange, groups != nil {
                let first = sortPaths[0]
                regroup(
                    leaving: transitions.filter { $0.oldPosition != nil }.map {
                        PredicateEvaluator.value(of: first, from: overlay($0.key))
                    },
                    joining: joinings(transitions, ids: id)
                )
            }
            if groupingPath != nil, sectionKey != nil {
                // Sections by a related value are runs of the groups: counted again when the
                // change dropped them (an owner who had no car), from the store's kept counts.
                if groups == nil {
                    groups = try loadGroups()?.groups
                    try countAllGroups()
                }
                sectionList = sections(of: groups ?? [])
            } else if groups == nil {
                try resection(transitions)
            }
            // A row gone before it could be read is out of the rows now, ahead of its deletion,
            // which is then no change.
            rowsGoneAhead.subtract(transitions.map(\.key))
            rowsGoneAhead.formUnion(unreadable)
            knownCount += transitions.count { $0.newPosition != nil } - transitions.count { $0.oldPosition != nil }
            followServedRows(transitions, ids: id)
            report(transitions, ids: id, oldSections: oldSections, newSections: knownSections)
            return
        }
        if index == nil {
            try loadIndex()
            rewind(&index!, to: transitions, inserted: inserted, overlay: overlay, evaluator: evaluator)
            sectionList = computeSections(index!)
        }
        let oldSections = sections
        // Taken out, not copied, until it is put back below: a copy would share its blocks, and
        // the first edit would copy all of them, a cost growing with the rows. (Nothing between
        // here and there reads `index`, nor `count` or `sections`, which read it.)
        var order = index.take()!
        for position in transitions.indices where !inserted.contains(transitions[position].key) {
            let hint = sortPaths.map { PredicateEvaluator.value(of: $0, from: overlay(transitions[position].key)) }
            transitions[position].oldPosition = order.position(of: transitions[position].key, hint: hint)
        }

        // Out with the old rows (from the bottom up), in with the new ones.
        for old in transitions.compactMap(\.oldPosition).sorted(by: >) {
            order.remove(at: old)
            removeFromSections(at: old)
        }
        for transition in transitions.filter({ $0.newValues != nil }).sorted(by: { precedes($0, $1) }) {
            let position = order.insertionPosition(for: transition.newValues!, key: transition.key)
            order.insert(key: transition.key, values: transition.newValues!, at: position)
            if !insertIntoSections(at: position, values: transition.newValues!) {
                sectionList = computeSections(order)
            }
        }
        for position in transitions.indices where transitions[position].newValues != nil {
            transitions[position].newPosition = order.position(
                of: transitions[position].key,
                hint: transitions[position].newValues
            )
        }
        index = order
        knownCount = order.count
        followServedRows(transitions, ids: id)
        report(transitions, ids: id, oldSections: oldSections, newSections: sections)
    }

    /// Turns the freshly read order (after the change) back into the order before it, for a
    /// controller that had not needed the whole order until now.
    private func rewind(
        _ order: inout OrderedIndex,
        to transitions: [RowTransition],
        inserted: Set<Int64>,
        overlay: (Int64) -> OverlayObject,
        evaluator: PredicateEvaluator?
    ) {
        for transition in transitions {
            if let values = transition.newValues, let position = order.position(of: transition.key, hint: values) {
                order.remove(at: position)
            }
        }
        for transition in transitions where !inserted.contains(transition.key) {
            let before = overlay(transition.key)
            guard evaluator?.evaluate(before) ?? true else { continue }
            let values = sortPaths.map { PredicateEvaluator.value(of: $0, from: before) }
            order.insert(
                key: transition.key,
                values: values,
                at: order.insertionPosition(for: values, key: transition.key)
            )
        }
    }

    private func precedes(_ lhs: RowTransition, _ rhs: RowTransition) -> Bool {
        precedes(lhs.newValues!, lhs.key, rhs.newValues!, rhs.key)
    }

    /// Whether a row with sort values `lhs` and key `lhsKey` comes before one with `rhs`, `rhsKey`.
    private func precedes(_ lhs: [StoreValue], _ lhsKey: Int64, _ rhs: [StoreValue], _ rhsKey: Int64) -> Bool {
        for (column, order) in orders.enumerated() {
            let comparison = ObjectSorter.compare(lhs[column], rhs[column], caseInsensitive: order.caseInsensitive)
            if comparison != 0 { return order.ascending ? comparison < 0 : comparison > 0 }
        }
        return ObjectSorter.keyOrder(lhsKey, rhsKey)
    }

    /// The old and new positions of the touched rows, without the whole order: a row's position
    /// is the number of rows before it. The rows the change left alone are the same before and
    /// after it, so the store, as it is now, counts those before each touched row's old values
    /// and before its new ones; the touched rows before it, then or now, are counted here.
    /// A count costs the rows it steps over in the order's index, not a row read into memory.
    private func placeByCounting(
        _ transitions: inout [RowTransition],
        oldValues: [Int: [StoreValue]],
        groupsAfterChange: Bool
    ) throws(ContextError) {
        let touched = transitions.map(\.key)
        let statement = plan.statement
        let untouched = knownCount - oldValues.count
        let grouped = try groupCounter(
            leavingOut: groupsAfterChange ? transitions.compactMap(\.newValues) : Array(oldValues.values)
        )
        func untouchedBefore(_ values: [StoreValue], key: Int64, _ reader: StoreReader) throws -> Int {
            if let grouped {
                return try grouped.untouchedBefore(values, key: key, excluding: touched, reader)
            }
            return try reader.countFromNearerEnd(
                statement,
                before: values,
                key: key,
                excluding: touched,
                among: untouched,
                reach: countingReach
            )
        }
        func touchedBeforeOld(_ position: Int) -> Int {
            let values = oldValues[position]!
            let key = transitions[position].key
            return oldValues.count { other, otherValues in
                other != position && precedes(otherValues, transitions[other].key, values, key)
            }
        }
        // Sort values the change left as they were (a race changed, the list sorted by name):
        // the rows before them are the ones counted for the old values.
        func unmoved(_ position: Int) -> Bool {
            guard let old = oldValues[position], let values = transitions[position].newValues else { return false }
            return old.count == values.count && zip(old, values).allSatisfy { $0.isIdentical(to: $1) }
        }
        // Known without a read: a row the results handed out is where it was handed out, and
        // a count made inside the save's transaction holds now.
        var counted: (old: [Int: Int], new: [Int: Int]) = ([:], [:])
        let served = servesFromMemory ? servedRows : ServedRows()
        let inSave = countsInSave?.touched == Set(touched) ? countsInSave : nil
        for (position, values) in oldValues {
            let key = transitions[position].key
            if let at = served.position(ofKey: key) {
                counted.old[position] = at - touchedBeforeOld(position)
            } else if let before = inSave?.count(before: values, key: key) {
                counted.old[position] = before
            }
        }
        for (position, transition) in transitions.enumerated() {
            guard let values = transition.newValues else { continue }
            if unmoved(position), let before = counted.old[position] {
                counted.new[position] = before
            } else if let before = inSave?.count(before: values, key: transition.key) {
                counted.new[position] = before
            }
        }
        let toCount =
            oldValues.count - counted.old.count + transitions.count { $0.newValues != nil } - counted.new.count
        if toCount > 0 {
            counted = try context.store.read { reader in
                var counting = counted
                for (position, values) in oldValues where counting.old[position] == nil {
                    counting.old[position] = try untouchedBefore(values, key: transitions[position].key, reader)
                }
                for (position, transition) in transitions.enumerated() where counting.new[position] == nil {
                    guard let values = transition.newValues else { continue }
                    if unmoved(position), let before = counting.old[position] {
                        counting.new[position] = before
                        continue
                    }
                    counting.new[position] = try untouchedBefore(values, key: transition.key, reader)
                }
                return counting
            }
        }
        for (position, untouchedBefore) in counted.old {
            transitions[position].oldPosition = untouchedBefore + touchedBeforeOld(position)
        }
        for (position, untouchedBefore) in counted.new {
            let values = transitions[position].newValues!
            let key = transitions[position].key
            let touchedBefore = transitions.indices.count { other in
                guard other != position, let otherValues = transitions[other].newValues else { return false }
                return precedes(otherValues, transitions[other].key, values, key)
            }
            transitions[position].newPosition = untouchedBefore + touchedBefore
        }
    }

    /// The group each touched row joins: its first sort value and the related object it points at.
    private func joinings(
        _ transitions: [RowTransition],
        ids: (Int64) -> ObjectID
    ) -> [(value: StoreValue, relatedKey: Int64?)] {
        guard let (relationship, _) = groupingPath else { return [] }
        return transitions.compactMap { transition in
            guard let values = transition.newValues else { return nil }
            let object = context.object(with: ids(transition.key))
            return (values[0], object.savedRelatedKey(forKey: relationship.name))
        }
    }

    /// Whether a touched row joins a group there is none of, or points at a related object its
    /// group does not list (see `regroup(leaving:joining:)`).
    private func joinsNewGroup(_ transitions: [RowTransition], ids: (Int64) -> ObjectID) -> Bool {
        guard let groups else { return false }
        return joinings(transitions, ids: ids).contains { value, key in
            group(holding: value, in: groups).map { !groups[$0].keys.contains(key) } ?? true
        }
    }

    /// The sort values before the change of each touched row that was among the rows, by its
    /// place in `transitions`.
    private func sortValuesBefore(
        _ transitions: [RowTransition],
        inserted: Set<Int64>,
        overlay: (Int64) -> OverlayObject,
        evaluator: PredicateEvaluator?
    ) -> [Int: [StoreValue]] {
        var oldValues: [Int: [StoreValue]] = [:]
        for (position, transition) in transitions.enumerated()
        where !inserted.contains(transition.key) && !rowsGoneAhead.contains(transition.key) {
            let before = overlay(transition.key)
            guard evaluator?.evaluate(before) ?? true else { continue }
            oldValues[position] = sortPaths.map { PredicateEvaluator.value(of: $0, from: before) }
        }
        return oldValues
    }

    // MARK: Rows reached through related objects

    /// The fetched entity's rows that reach an updated object of another entity through an
    /// observed relationship path (a car whose owner was renamed), found with one query each.
    func rowsReaching(_ changes: ContextChanges) throws(ContextError) -> Set<Int64> {
        var keys = Set<Int64>()
        for comparison in comparisonsReaching(changes.updated) {
            let matching = try context.store.read { reader in
                try reader.keys(of: plan.statement, matching: .comparison(comparison))
            }
            guard let found = matching else { continue }
            context.statistics.rowsRead += found.count
            keys.formUnion(found)
        }
        return keys
    }

    /// For each observed relationship path that reaches an updated object of another entity
    /// through a key a row can show, the comparison that finds the rows reaching it.
    func comparisonsReaching(_ updated: [ObjectID: Set<String>]) -> [PredicateComparison] {
        var comparisons: [PredicateComparison] = []
        let related = updated.filter { !plan.fetches($0.key.entityName) }
        let model = context.store.model
        guard !related.isEmpty, !observedPaths.isEmpty else { return comparisons }
        let resolver = KeyPathResolver(model: context.store.model)
        let observed = Set(observedPaths.map(\.components))
        for path in observedPaths {
            guard let resolved = try? resolver.resolve(path, from: plan.entity),
                case .object(let destination) = resolved.terminal
            else { continue }
            // What a row can show of the related object: its attributes and to-one keys, and
            // the to-many relationships an observed path goes on through (an owner's clubs, not
            // their cars, which change whenever a car changes hands).
            var visible = Set(destination.attributes.map(\.name) + destination.toOneRelationships.map(\.name))
            for relationship in destination.toManyRelationships
            where observed.contains(path.components + [relationship.name]) {
                visible.insert(relationship.name)
            }
            let targets = related.filter {
                model.entity(named: $0.key.entityName)?.isKind(of: destination.name) == true
                    && !$0.value.isDisjoint(with: visible)
            }
            .map(\.key).sorted { $0.primaryKey < $1.primaryKey }
            guard !targets.isEmpty else { continue }
            comparisons.append(
                PredicateComparison(
                    .keyPath(path),
                    .in,
                    .aggregate(targets.map { .object($0) }),
                    quantifier: resolved.crossesToMany ? .any : .direct
                )
            )
        }
        return comparisons
    }

    // MARK: Sections, kept in step row by row

    private func removeFromSections(at position: Int) {
        guard sectionKey != nil else { return }
        let location = location(ofFlat: position, in: sectionList)
        let section = sectionList[location.section]
        if section.count == 1 {
            sectionList.remove(at: location.section)
        } else {
            sectionList[location.section] = SectionInfo(name: section.name, count: section.count - 1)
        }
    }

    /// Counts a row just inserted at `position` into the section of its neighbours when they
    /// share its name, or into a new section between theirs. False, having changed nothing,
    /// when the row falls inside another section's run: that cannot happen when the first sort
    /// key decides the section, so the caller rebuilds the sections rather than guess.
    private func insertIntoSections(at position: Int, values: [StoreValue]) -> Bool {
        guard let sectionKey else { return true }
        let name = sectionKey.name(for: values[0])
        let total = sectionList.reduce(0) { $0 + $1.count }
        if position > 0 {
            let before = location(ofFlat: position - 1, in: sectionList)
            if SectionKey.isSameName(sectionList[before.section].name, name) {
                grow(before.section)
                return true
            }
        }
        if position < total {
            let after = location(ofFlat: position, in: sectionList)
            if SectionKey.isSameName(sectionList[after.section].name, name) {
                grow(after.section)
                return true
            }
            if after.row > 0 { return false }
            sectionList.insert(SectionInfo(name: name, count: 1), at: after.section)
        } else {
            sectionList.append(SectionInfo(name: name, count: 1))
        }
        return true
    }

    /// Follows a change placed by counting in sections counted by the store (see
    /// `countInitialSections()`): the rows out of their old sections from the bottom up, then
    /// into their new ones from the top down.
    private func resection(_ transitions: [RowTransition]) throws(ContextError) {
        guard sectionKey != nil else { return }
        for old in transitions.compactMap(\.oldPosition).sorted(by: >) { removeFromSections(at: old) }
        for transition in transitions.filter({ $0.newPosition != nil }).sorted(by: { $0.newPosition! < $1.newPosition! }
        )
        where !insertIntoSections(at: transition.newPosition!, values: transition.newValues!) {
            sectionList = try countInitialSections() ?? sectionList
            return
        }
    }

    private func grow(_ section: Int) {
        let current = sectionList[section]
        sectionList[section] = SectionInfo(name: current.name, count: current.count + 1)
    }

    // MARK: Reporting

    /// Moves the rows handed out along with a change (see `ServedRows`).
    private func followServedRows(_ transitions: [RowTransition], ids: (Int64) -> ObjectID) {
        guard servesFromMemory, rowsGoneAhead.isEmpty else { return servedRows.removeAll() }
        servedRows.follow(
            removed: transitions.compactMap(\.oldPosition),
            placed: transitions.compactMap { transition in
                transition.newPosition.map { ($0, context.registeredObject(for: ids(transition.key))) }
            },
            touchedKeys: Set(transitions.map(\.key))
        )
    }

    /// Tells the delegate, in the order a table applies changes.
    private func report(
        _ transitions: [RowTransition],
        ids: (Int64) -> ObjectID,
        oldSections: [SectionInfo],
        newSections: [SectionInfo]
    ) {
        var deletions: [(RowIndexPath, ObjectID)] = []
        var insertions: [(RowIndexPath, ObjectID)] = []
        var moves: [(RowIndexPath, RowIndexPath, ObjectID)] = []
        var updates: [(RowIndexPath, ObjectID)] = []
        // A row that stays is updated in place only if its order against every other row and
        // its section are the same: a table keeps such rows in order and puts the rest back
        // where they are reported to go.
        let inPlace = RowsInPlace.kept(transitions.map { ($0.oldPosition, $0.newPosition) })
        for (transition, kept) in zip(transitions, inPlace) {
            let id = ids(transition.key)
            switch (transition.oldPosition, transition.newPosition) {
            case (let old?, nil):
                deletions.append((location(ofFlat: old, in: oldSections), id))
            case (nil, let new?):
                insertions.append((location(ofFlat: new, in: newSections), id))
            case (let old?, let new?):
                let from = location(ofFlat: old, in: oldSections)
                let to = location(ofFlat: new, in: newSections)
                let sameSection =
                    sectionKey == nil
                    || SectionKey.isSameName(oldSections[from.section].name, newSections[to.section].name)
                if !kept || !sameSection {
                    moves.append((from, to, id))
                } else if transition.wasUpdated {
                    updates.append((from, id))
                }
            case (nil, nil):
                break
            }
        }
        let sectionChanges = Self.sectionChanges(from: oldSections, to: newSections, sectioned: sectionKey != nil)
        guard let delegate,
            !deletions.isEmpty || !insertions.isEmpty || !moves.isEmpty || !updates.isEmpty || !sectionChanges.isEmpty
        else { return }

        var counts = FetchedChangeCounts()
        counts.deletedRows = deletions.count
        counts.insertedRows = insertions.count
        counts.movedRows = moves.count
        counts.updatedRows = updates.count
        counts.deletedSections = sectionChanges.count { $0.isDeletion }
        counts.insertedSections = sectionChanges.count - counts.deletedSections
        context.statistics.changesDelivered += counts.rows
        delegate.controller(self, delivering: counts) {
            delegate.controllerWillChangeContent(self)
            for change in sectionChanges where change.isDeletion { delegate.controller(self, didChange: change) }
            for (location, id) in deletions.sorted(by: { $0.0.flat > $1.0.flat }) {
                delegate.controller(self, didChange: .deleted(at: location), for: id)
            }
            for change in sectionChanges where !change.isDeletion { delegate.controller(self, didChange: change) }
            for (location, id) in insertions.sorted(by: { $0.0.flat < $1.0.flat }) {
                delegate.controller(self, didChange: .inserted(at: location), for: id)
            }
            for (from, to, id) in moves.sorted(by: { $0.1.flat < $1.1.flat }) {
                delegate.controller(self, didChange: .moved(from: from, to: to), for: id)
            }
            for (location, id) in updates.sorted(by: { $0.0.flat < $1.0.flat }) {
                delegate.controller(self, didChange: .updated(at: location), for: id)
            }
            delegate.controllerDidChangeContent(self)
        }
    }

    /// Sections that disappeared (by their old index) and appeared (by their new index).
    static func sectionChanges(
        from old: [SectionInfo],
        to new: [SectionInfo],
        sectioned: Bool
    )
        -> [FetchedSectionChange]
    {
        guard sectioned else { return [] }
        // By their scalars, as `SectionKey` tells sections apart.
        let oldNames = Set(old.map { Array($0.name.utf8) })
        let newNames = Set(new.map { Array($0.name.utf8) })
        var changes: [FetchedSectionChange] = []
        for (index, section) in old.enumerated().reversed() where !newNames.contains(Array(section.name.utf8)) {
            changes.append(.deleted(index: index, name: section.name))
        }
        for (index, section) in new.enumerated() where !oldNames.contains(Array(section.name.utf8)) {
            changes.append(.inserted(index: index, name: section.name))
        }
        return changes
    }
}

extension FetchedSectionChange {
    var isDeletion: Bool {
        if case .deleted = self { return true }
        return false
    }
}
