// MARK: - The delegate

/// Hears exactly which sections and rows a change inserted, deleted, moved or updated, in the
/// order a table applies them (see `FetchedObjectChange`): Core Data's results controller
/// delegate. Every method has an empty default; implement those you need.
///
/// ```swift
/// final class PeopleList: FetchedResultsControllerDelegate {
///     func controller(
///         _ controller: FetchedResultsController,
///         didChange change: FetchedObjectChange,
///         for object: ObjectID
///     ) {
///         if case .inserted(let at) = change { print("row \(at.flat + 1) is new") }
///     }
/// }
/// ```
public protocol FetchedResultsControllerDelegate: AnyObject {
    /// Before the first change of a batch.
    func controllerWillChangeContent(_ controller: FetchedResultsController)
    func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange)
    func controller(
        _ controller: FetchedResultsController,
        didChange change: FetchedObjectChange,
        for object: ObjectID
    )
    /// After the last change of a batch: the controller's rows and sections are the new ones.
    func controllerDidChangeContent(_ controller: FetchedResultsController)
    /// Runs `delivery` — every call of one batch, `controllerWillChangeContent(_:)` to
    /// `controllerDidChangeContent(_:)` — once; a delegate may wrap it, to trace or time the
    /// batch as one step. `counts` says what the batch holds before it is heard.
    func controller(
        _ controller: FetchedResultsController,
        delivering counts: FetchedChangeCounts,
        _ delivery: () -> Void
    )
}

extension FetchedResultsControllerDelegate {
    /// Does nothing.
    public func controllerWillChangeContent(_ controller: FetchedResultsController) {}
    /// Does nothing.
    public func controller(_ controller: FetchedResultsController, didChange change: FetchedSectionChange) {}
    /// Does nothing.
    public func controller(
        _ controller: FetchedResultsController,
        didChange change: FetchedObjectChange,
        for object: ObjectID
    ) {}
    /// Does nothing.
    public func controllerDidChangeContent(_ controller: FetchedResultsController) {}
    /// Runs the delivery as it is.
    public func controller(
        _ controller: FetchedResultsController,
        delivering counts: FetchedChangeCounts,
        _ delivery: () -> Void
    ) {
        delivery()
    }
}

// MARK: - The results controller

/// Live results over a fetch request: Core Data's fetched results controller, built to stay
/// fast at a million rows.
///
/// - The first page is served before the rest is known: `performFetch()` counts, and pages
///   come from SQL, until something needs the whole order. Sections on an attribute of a to-one
///   relationship (an owner's name) are counted per related object, without the order either.
/// - Without sections, a change of a few rows is placed by counting, in the store, the rows
///   before each changed row's old and new values: two counts a row through the index that
///   gives the order, and no row of the order read.
/// - Once it holds the whole order, it holds only each row's primary key and sort key values
///   (`OrderedIndex`), and materialises objects a batch at a time when asked; a change of k rows
///   then costs O(k log n): each changed row is located by binary search and re-inserted.
/// - It follows what is saved: its context's saves, changes merged into it, and commits of
///   other processes brought in by `ObjectContext.processExternalChanges()`.
///
/// ```swift
/// let people = try FetchedResultsController(
///     fetchRequest: FetchRequest(entityName: "Person", sortDescriptors: [.init("name", comparison: .caseInsensitive)]),
///     context: context,
///     sectionKey: .initial(of: "name")
/// )
/// people.delegate = list
/// try people.performFetch()
/// let firstPage = try people.objects(in: 0..<20)
/// ```
public final class FetchedResultsController: ContextObserver {
    /// The context the objects come from, and whose saves and merges are followed.
    public let context: ObjectContext
    /// The request, without limit or offset, and without pending changes: rows are what is saved.
    public let fetchRequest: FetchRequest
    /// What the rows are grouped by; nil for one unnamed section.
    public let sectionKey: SectionKey?
    /// Hears of every change to the rows and sections; held weakly.
    public weak var delegate: (any FetchedResultsControllerDelegate)?

    let plan: FetchPlan
    let sortPaths: [ResolvedKeyPath]
    let orders: [OrderedIndex.KeyOrder]
    /// Relationship paths from the fetched entity to every entity whose changes can change a
    /// row: those the predicate, the sort, the section or the prefetched key paths cross.
    let observedPaths: [ModelKeyPath]

    /// The whole order, once needed.
    var index: OrderedIndex?
    /// The number of rows, known from a count before the index is.
    var knownCount = 0
    /// Rows a change placed by counting found gone from the store before they could be read
    /// (another process deleted them): already out of the rows, their deletion still to come.
    var rowsGoneAhead = Set<Int64>()
    /// How many rows a count that places a change steps over from one end of the order before
    /// it tries the other end, in its first round; each round reaches eight times as far, until
    /// one end is within reach. A row d rows from the nearer end costs at most some 12·d steps,
    /// and one in the middle about 1.3 times a count from the start.
    var countingReach = 1024
    /// Section names and sizes, in order; kept only when sectioned.
    var sectionList: [SectionInfo] = []
    /// The rows of the sections, counted per value of the section key, until the whole order is
    /// read (sections on an attribute of a to-one relationship; see `loadGroups()`).
    var groups: [RowGroup]?
    /// The rows last handed out, while the store is as these results know it.
    var servedRows = ServedRows()
    /// Counts made inside the transaction of the save being heard (see
    /// `context(_:willCommit:reader:)`).
    var countsInSave: CountsInSave?
    private(set) var hasFetched = false
    /// The change the delegate is hearing of, while it hears of it: where it came from, and the
    /// values its objects had before it (Core Data's `changedValuesForCurrentEvent`).
    public internal(set) var changeBeingDelivered: ContextChanges?

    /// Throws when the request has no sort descriptors (rows need an order), or when the
    /// section key is not the first sort descriptor's key path.
    public init(fetchRequest: FetchRequest, context: ObjectContext, sectionKey: SectionKey? = nil) throws(ContextError)
    {
        guard !fetchRequest.sortDescriptors.isEmpty else {
            throw .store("a results controller needs sort descriptors: rows must have an order")
        }
        if let sectionKey, fetchRequest.sortDescriptors[0].keyPath != sectionKey.keyPath {
            throw .store(
                "the section key \(sectionKey.keyPath) must be the first sort descriptor's key path, "
                    + "so that each section's rows are together"
            )
        }
        var request = fetchRequest
        request.includesPendingChanges = false
        request.fetchLimit = 0
        request.fetchOffset = 0
        self.context = context
        self.fetchRequest = request
        self.sectionKey = sectionKey
        let plan = try FetchPlan(request, store: context.store)
        self.plan = plan
        let resolver = KeyPathResolver(model: context.store.model)
        do throws(PredicateError) {
            sortPaths = try request.sortDescriptors.map { descriptor throws(PredicateError) in
                try resolver.resolve(ModelKeyPath(descriptor.keyPath), from: plan.entity)
            }
        } catch {
            throw .store("invalid sort descriptor: \(error.message)")
        }
        orders = request.sortDescriptors.map {
            OrderedIndex.KeyOrder(ascending: $0.ascending, caseInsensitive: $0.comparison == .caseInsensitive)
        }
        observedPaths = Self.relationshipPaths(of: request, entity: plan.entity, resolver: resolver)
    }

    deinit {
        context.removeObserver(self)
    }

    // MARK: Fetching

    /// Runs the request: counts the rows (and, when sectioned, counts them per section, or for
    /// sections of another kind learns the whole order), then follows every change of the store.
    public func performFetch() throws(ContextError) {
        // The fetch reads the store as it is now: a commit of another process that the context
        // has not brought in yet would be in the rows, then applied to them again when it is.
        try context.catchUpWithExternalChanges()
        servedRows.removeAll()
        index = nil
        sectionList = []
        groups = nil
        rowsGoneAhead = []
        if let loaded = try loadGroups() {
            groups = loaded.groups
            sectionList = sections(of: loaded.groups)
            knownCount = loaded.rows
        } else if let counted = try countInitialSections() {
            sectionList = counted
            knownCount = counted.reduce(0) { $0 + $1.count }
        } else if sectionKey != nil {
            try loadIndex()
        } else {
            knownCount = try context.count(for: fetchRequest)
        }
        if !hasFetched {
            context.addObserver(self)
            hasFetched = true
        }
    }

    /// Reads every matching row's key and sort values, in order.
    func loadIndex() throws(ContextError) {
        var loaded = OrderedIndex(orders: orders)
        let columns: FetchStatement.ValueColumns
        do throws(PredicateError) {
            columns = try plan.statement.valueColumns(fetchRequest.sortDescriptors.map { ModelKeyPath($0.keyPath) })
        } catch {
            throw .store("invalid sort descriptor: \(error.message)")
        }
        let types = sortPaths.map { $0.valueType ?? .integer }
        let rowCount = try context.store.read { reader in
            var count = 0
            try reader.forEachKeyAndValues(columns, types: types, of: plan.statement) { key, values in
                loaded.append(key: key, values: values)
                count += 1
            }
            return count
        }
        context.statistics.rowsRead += rowCount
        groups = nil
        rowsGoneAhead = []
        index = loaded
        knownCount = loaded.count
        sectionList = computeSections(loaded)
    }

    // MARK: Reading

    /// All rows, across sections.
    public var count: Int { index?.count ?? knownCount }

    /// The sections in order; one unnamed section when not sectioned.
    ///
    /// Sections counted as far as they are read (see `loadGroups()`) are all counted first, a
    /// few seeks each; `section(ofFlat:)` counts only as far as the row it is asked about. A
    /// count the store fails leaves the sections counted so far.
    public var sections: [SectionInfo] {
        if sectionKey != nil, index == nil { try? countAllGroups() }
        return knownSections
    }

    /// The sections as far as they are counted: all of them but while groups are counted as
    /// far as they are read.
    var knownSections: [SectionInfo] {
        sectionKey == nil ? [SectionInfo(name: "", count: count)] : sectionList
    }

    /// The section holding flat position `flat`, counting the sections before it when they are
    /// counted as far as they are read.
    public func section(ofFlat flat: Int) -> SectionInfo {
        let location = location(ofFlat: flat)
        let known = knownSections
        return known.indices.contains(location.section) ? known[location.section] : SectionInfo(name: "", count: 0)
    }

    /// The objects at flat positions `range`, read in one query and returned filled, with the
    /// request's relationship key paths prefetched.
    ///
    /// Throws `ContextError.objectNotFound` when the row of one of them is gone: another process
    /// deleted it, and the context has not brought that in yet (Core Data's "could not fulfill a
    /// fault"). Bringing in the other processes' changes (`processExternalChanges()`) reports it
    /// as a deleted row, after which the range reads again. A context that reads the store as
    /// of its last look (`pinsReadsToLastLook`) meets this only after a save of its own.
    public func objects(in range: Range<Int>) throws(ContextError) -> [ManagedObject] {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return [] }
        let objects: [ManagedObject]
        // Groups a change dropped are counted again when a page needs them.
        if index == nil, groups == nil { groups = try loadGroups()?.groups }
        if index == nil, groups != nil { try countGroups(coveringRows: range.upperBound) }
        if let index {
            objects = context.objects(forKeys: Array(index.keys(in: range)), of: plan.entity)
            try context.fillFaults(objects)
            if let gone = objects.first(where: \.isFault) { throw .objectNotFound(gone.objectID) }
        } else if let groups {
            objects = try self.objects(in: range, of: groups)
            // Where a row handed out is places its old values when it changes, without a count.
            if servesFromMemory, objects.count == range.count { servedRows.note(objects, from: range.lowerBound) }
        } else if servesFromMemory, let served = servedRows.objects(in: range) {
            try context.fillFaults(served)
            if let gone = served.first(where: \.isFault) { throw .objectNotFound(gone.objectID) }
            objects = served
        } else {
            // SQL finds a page by stepping over the rows before it: from whichever end is nearer,
            // or, far from both, from the counted bucket it starts in (`KeptRanks`).
            var page = fetchRequest
            let fromEnd = count - range.upperBound
            page.readsBackwards =
                fromEnd < range.lowerBound && (plan.statement.ranked == nil || fromEnd < KeptRanks.bucketRows)
            page.fetchOffset = page.readsBackwards ? fromEnd : range.lowerBound
            page.fetchLimit = range.count
            page.relationshipKeyPathsForPrefetching = []
            let rows = try context.fetchRows(try FetchPlan(page, store: context.store), limited: true)
            objects = page.readsBackwards ? rows.reversed() : rows
            if servesFromMemory, objects.count == range.count { servedRows.note(objects, from: range.lowerBound) }
        }
        try context.prefetch(fetchRequest.relationshipKeyPathsForPrefetching, for: objects)
        return objects
    }

    /// Whether the rows handed out stay where they were until a change is heard: no other
    /// connection writes the store, or the context reads it as of its last look.
    var servesFromMemory: Bool { !context.store.mayChangeElsewhere || context.readsArePinned }

    /// Where an object is, or nil when it is not in the results.
    public func location(of id: ObjectID) throws(ContextError) -> RowIndexPath? {
        guard plan.fetches(id.entityName) else { return nil }
        if index == nil { try loadIndex() }
        guard let position = index?.position(of: id.primaryKey, hint: nil) else { return nil }
        return location(ofFlat: position)
    }

    /// The section and row of a flat position (see `section(ofFlat:)`).
    public func location(ofFlat flat: Int) -> RowIndexPath {
        if index == nil { try? countGroups(coveringRows: flat + 1) }
        return location(ofFlat: flat, in: knownSections)
    }

    func location(ofFlat flat: Int, in sections: [SectionInfo]) -> RowIndexPath {
        var remaining = flat
        for (number, section) in sections.enumerated() {
            if remaining < section.count { return RowIndexPath(section: number, row: remaining, flat: flat) }
            remaining -= section.count
        }
        return RowIndexPath(section: max(sections.count - 1, 0), row: remaining, flat: flat)
    }

    // MARK: Sections

    /// Runs of equal section names, scanning the order once.
    func computeSections(_ index: OrderedIndex) -> [SectionInfo] {
        guard let sectionKey else { return [] }
        var result: [SectionInfo] = []
        var current: String?
        var size = 0
        for position in 0..<index.count {
            let name = sectionKey.name(for: index.values(at: position)[0])
            if current.map({ !SectionKey.isSameName($0, name) }) ?? true {
                if let current { result.append(SectionInfo(name: current, count: size)) }
                current = name
                size = 0
            }
            size += 1
        }
        if let current { result.append(SectionInfo(name: current, count: size)) }
        return result
    }

    // MARK: Observed relationships

    /// Every relationship path (`owner`, `owner.clubs`) that the request's predicate, sort,
    /// prefetching and counting read through.
    private static func relationshipPaths(
        of request: FetchRequest,
        entity: EntityDescription,
        resolver: KeyPathResolver
    )
        -> [ModelKeyPath]
    {
        var texts =
            request.sortDescriptors.map(\.keyPath) + request.relationshipKeyPathsForPrefetching
            + request.relationshipKeyPathsForCounting
        if let predicate = request.predicate { texts += keyPaths(in: predicate).map(\.description) }
        // A few paths: a list, not a set, which would cost a run-time conformance look-up the
        // first time (every start of the app makes one of these controllers).
        var seen: [[String]] = []
        var paths: [ModelKeyPath] = []
        for text in texts {
            guard let resolved = try? resolver.resolve(ModelKeyPath(text), from: entity) else { continue }
            for length in stride(from: 1, through: resolved.steps.count, by: 1) {
                let names = resolved.steps.prefix(length).map(\.relationship.name)
                guard !seen.contains(names) else { continue }
                seen.append(names)
                paths.append(ModelKeyPath(names))
            }
        }
        return paths
    }

    /// The predicate's key paths, each as the relationships it crosses (collection operators
    /// left out) and as the keys before its collection operator.
    private static func keyPaths(in predicate: ObjectPredicate) -> [ModelKeyPath] {
        predicate.referencedKeyPaths.flatMap { path in
            var base = path
            base.collectionOperator = nil
            base.components += path.operand
            base.operand = []
            return [base, ModelKeyPath(path.components)]
        }
    }
}
