// MARK: - Counting the work a context does

/// What a context has done so far, counted: tests and the benchmark prove batch faulting and
/// incremental live results by counting, not by timing, and an app that traces its commands sums up a
/// command's work with the difference of two readings. Core Data's `SQLDebug` shows the SQL
/// only; these say what it was for.
///
/// Counting is a plain addition where the work is done, always on: there is nothing to turn
/// on. Reset it freely. The SQL statements themselves are the store's to count, across
/// contexts (`PersistentStore.countsStatements`).
///
/// ```swift
/// let before = context.statistics
/// let first = try people.objects(in: 0..<20)
/// let spent = context.statistics - before
/// print(spent.faultsFired, spent.batchFills, spent.rowsRead)
/// ```
///
/// Every statement that reads objects by key counts once as a batch fill, or else is the read
/// of a fault that fired on its own (not from a batched fetch).
public struct ContextStatistics: Hashable, Sendable {
    /// Rows stepped through in the store's results (objects, keys, counts, sort keys).
    public var rowsRead = 0
    /// Objects whose values were filled from a row.
    public var objectsFilled = 0
    /// Accesses that found a fault and went to the store for it — a property read, `fulfill()`,
    /// `existingObject(with:)` — whether that filled the one object or its whole batch (a
    /// batched fetch's fault fills its batch). For a child context, to its parent. Filling
    /// objects nobody touched yet (prefetching, a page of live results) fires no fault, and
    /// neither does a to-many relationship read on first use (its keys are rows read).
    public var faultsFired = 0
    /// Statements that read the rows of many faults at once, by key: a batched fetch's batch
    /// when one of its faults fires, and every fill of a list of objects (`fillFaults(_:)`,
    /// prefetching, a page of live results, the rows a change touches). One per statement: a
    /// list of more than 500 keys takes several.
    public var batchFills = 0
    /// Objects newly registered in the context: faults made, rows fetched for the first time,
    /// objects inserted. (An object that is already registered is used again: uniquing.)
    public var objectsRegistered = 0
    /// Row changes — inserted, deleted, moved, updated — that this context's live results
    /// delivered to their delegates. Section changes are not counted; a reload delivers none.
    public var changesDelivered = 0
    /// Saves that wrote to the store. A save with nothing to save writes nothing, and a child
    /// context's save goes to its parent: neither counts. Undo and redo save, and count.
    public var saves = 0

    /// Nothing counted yet.
    public init() {}

    /// Two contexts' counts added up: a view context's and its background jobs', say.
    public static func + (lhs: ContextStatistics, rhs: ContextStatistics) -> ContextStatistics {
        var sum = ContextStatistics()
        sum.rowsRead = lhs.rowsRead + rhs.rowsRead
        sum.objectsFilled = lhs.objectsFilled + rhs.objectsFilled
        sum.faultsFired = lhs.faultsFired + rhs.faultsFired
        sum.batchFills = lhs.batchFills + rhs.batchFills
        sum.objectsRegistered = lhs.objectsRegistered + rhs.objectsRegistered
        sum.changesDelivered = lhs.changesDelivered + rhs.changesDelivered
        sum.saves = lhs.saves + rhs.saves
        return sum
    }

    /// What was counted between two readings, `before` and `self`.
    public static func - (after: ContextStatistics, before: ContextStatistics) -> ContextStatistics {
        var difference = ContextStatistics()
        difference.rowsRead = after.rowsRead - before.rowsRead
        difference.objectsFilled = after.objectsFilled - before.objectsFilled
        difference.faultsFired = after.faultsFired - before.faultsFired
        difference.batchFills = after.batchFills - before.batchFills
        difference.objectsRegistered = after.objectsRegistered - before.objectsRegistered
        difference.changesDelivered = after.changesDelivered - before.changesDelivered
        difference.saves = after.saves - before.saves
        return difference
    }
}
