// MARK: - Counting the work a context does

/// How many rows a context has read from the store and how many objects it has filled:
/// tests and the benchmark prove batch faulting and incremental live results by counting
/// these, not by timing.
public struct ContextStatistics: Hashable, Sendable {
    /// Rows stepped through in the store's results (objects, keys, counts, sort keys).
    public var rowsRead = 0
    /// Objects whose values were filled from a row.
    public var objectsFilled = 0

    /// Nothing counted yet.
    public init() {}
}
