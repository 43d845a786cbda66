// MARK: - Fetch requests

/// How a fetch orders its results: a key path (across to-one relationships), a direction,
/// and whether text compares case- and diacritic-insensitively (Core Data's
/// `localizedCaseInsensitiveCompare:`) or exactly.
public struct FetchSortDescriptor: Hashable, Sendable {
    /// How text is compared; other values compare the same either way.
    public enum Comparison: Hashable, Sendable {
        /// By folded text, then exact text: "eevee" and "Eevee" sit together.
        case caseInsensitive
        /// By Unicode scalar values.
        case exact
    }

    /// An attribute, or an attribute across to-one relationships (`owner.name`).
    public var keyPath: String
    /// Smallest first when true; nil counts as the smallest value.
    public var ascending: Bool
    /// How text compares.
    public var comparison: Comparison

    /// Sorts by `keyPath`, smallest first and text compared exactly unless told otherwise.
    public init(_ keyPath: String, ascending: Bool = true, comparison: Comparison = .exact) {
        self.keyPath = keyPath
        self.ascending = ascending
        self.comparison = comparison
    }
}

/// What a fetch returns.
public enum FetchResultType: Hashable, Sendable {
    /// Objects, as `ObjectContext.fetch(_:)` returns them.
    case managedObjects
    /// Object ids, as `ObjectContext.fetchObjectIDs(_:)` returns them.
    case managedObjectIDs
    /// Dictionaries of the `propertiesToFetch` key paths.
    case dictionaries
    /// A number, as `ObjectContext.count(for:)` returns it.
    case count
}

/// A description of what to fetch: Core Data's `NSFetchRequest`.
///
/// ```swift
/// let request = FetchRequest(
///     entityName: "Person",
///     predicate: try ObjectPredicate(format: "name BEGINSWITH[c] %@ AND cars.@count > 0", "a"),
///     sortDescriptors: [FetchSortDescriptor("name", comparison: .caseInsensitive)],
///     fetchBatchSize: 20
/// )
/// let people = try context.fetch(request)
/// ```
public struct FetchRequest: Hashable, Sendable {
    /// The entity whose objects are fetched.
    public var entityName: String
    /// Which objects; nil for every object of the entity.
    public var predicate: ObjectPredicate?
    /// Their order; the primary key decides between equal ones.
    public var sortDescriptors: [FetchSortDescriptor]
    /// At most this many results; 0 for no limit.
    public var fetchLimit: Int
    /// How many results to skip first.
    public var fetchOffset: Int
    /// Greater than 0: objects come back as faults that fill a batch of this size at a time.
    public var fetchBatchSize: Int
    /// What the fetch returns (see `FetchResultType`).
    public var resultType: FetchResultType
    /// For `.dictionaries`: attribute key paths, possibly across to-one relationships.
    public var propertiesToFetch: [String]
    /// Whether the context's unsaved inserts, changes and deletes show (Core Data's default: yes).
    public var includesPendingChanges: Bool
    /// Relationship key paths (`owner`, `owner.clubs`) to load with the objects, in a few queries
    /// instead of one per object.
    public var relationshipKeyPathsForPrefetching: [String]
    /// To-many relationships whose size each row shows, read with
    /// ``ObjectContext/countsOfRelatedObjects(forKey:of:)`` rather than loaded: a results
    /// controller follows changes through them as through prefetched ones, so a row is reported
    /// updated when its count may have changed. A fetch itself reads nothing more for them.
    public var relationshipKeyPathsForCounting: [String] = []
    /// Whether objects of the entity's sub-entities are fetched too (Core Data's default: yes);
    /// false keeps the fetch to the entity's own objects. See <doc:EntityInheritance>.
    public var includesSubentities: Bool
    /// Every sort descriptor and the primary key at the end of the order reversed: the rows in
    /// the opposite order, which SQLite reads by walking the same index backwards. Live results
    /// read a page near the end this way, stepping over the rows after it rather than before.
    var readsBackwards = false

    /// A request for `entityName`'s objects; every setting left out has Core Data's default.
    public init(
        entityName: String,
        predicate: ObjectPredicate? = nil,
        sortDescriptors: [FetchSortDescriptor] = [],
        fetchLimit: Int = 0,
        fetchOffset: Int = 0,
        fetchBatchSize: Int = 0,
        resultType: FetchResultType = .managedObjects,
        propertiesToFetch: [String] = [],
        includesPendingChanges: Bool = true,
        relationshipKeyPathsForPrefetching: [String] = [],
        includesSubentities: Bool = true
    ) {
        self.entityName = entityName
        self.predicate = predicate
        self.sortDescriptors = sortDescriptors
        self.fetchLimit = fetchLimit
        self.fetchOffset = fetchOffset
        self.fetchBatchSize = fetchBatchSize
        self.resultType = resultType
        self.propertiesToFetch = propertiesToFetch
        self.includesPendingChanges = includesPendingChanges
        self.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
        self.includesSubentities = includesSubentities
    }
}
