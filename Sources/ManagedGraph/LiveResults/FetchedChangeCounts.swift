// MARK: - What one batch of changes holds

/// One batch of changes a results controller delivers, counted by kind before its delegate
/// hears of it: what `FetchedResultsControllerDelegate/controller(_:delivering:_:)` is told,
/// so that a delegate that wraps the batch (to trace or time it) can say what it holds first.
///
/// ```swift
/// func controller(_ controller: FetchedResultsController, delivering counts: FetchedChangeCounts, _ delivery: () -> Void) {
///     print("\(counts.rows) row changes coming")
///     delivery()
/// }
/// ```
public struct FetchedChangeCounts: Hashable, Sendable {
    /// Rows new in the results.
    public var insertedRows = 0
    /// Rows gone from the results.
    public var deletedRows = 0
    /// Rows that moved (a changed sort value, or a neighbour that did).
    public var movedRows = 0
    /// Rows that kept their place and show new values.
    public var updatedRows = 0
    /// Sections that appeared.
    public var insertedSections = 0
    /// Sections that disappeared.
    public var deletedSections = 0
    /// The controller fetched everything again (a change it could not follow row by row): the
    /// delegate hears that the content changes, and of no row in particular.
    public var isReload = false

    /// Nothing yet.
    public init() {}

    /// A batch that is a reload.
    public static var reload: FetchedChangeCounts {
        var counts = FetchedChangeCounts()
        counts.isReload = true
        return counts
    }

    /// Every row change of the batch: what `ContextStatistics.changesDelivered` adds up.
    public var rows: Int { insertedRows + deletedRows + movedRows + updatedRows }
}
