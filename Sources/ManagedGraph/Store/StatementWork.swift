// MARK: - What SQLite did for the statements

/// The SQL statements a store's connection ran, and the work SQLite did inside them, counted
/// while `PersistentStore.countsStatements` is on. A statement that reads one row by its index
/// and one that scans a million to count them are one statement each; the steps tell them
/// apart. The steps are SQLite's own counters (`sqlite3_stmt_status`), read as each statement
/// finishes.
///
/// ```swift
/// store.countsStatements = true
/// let before = store.statementWork
/// _ = try context.count(for: request)
/// let spent = store.statementWork - before
/// if spent.fullScanSteps > 0 { print("the count scanned a table") }
/// ```
public struct StatementWork: Hashable, Sendable {
    /// Statements started, each time one runs (a cached statement run again counts again).
    public var statements = 0
    /// Rows SQLite stepped through while scanning a whole table or index from its start
    /// (`SQLITE_STMTSTATUS_FULLSCAN_STEP`): zero for statements that seek by an index.
    public var fullScanSteps = 0
    /// Sorts SQLite made because no index gave the order asked for (`SQLITE_STMTSTATUS_SORT`).
    public var sorts = 0
    /// Instructions of SQLite's virtual machine run (`SQLITE_STMTSTATUS_VM_STEP`): the work of
    /// every statement, scanning or not, in one number.
    public var vmSteps = 0

    /// Nothing counted yet.
    public init() {}

    /// What was counted between two readings, `before` and `self`.
    public static func - (after: StatementWork, before: StatementWork) -> StatementWork {
        var difference = StatementWork()
        difference.statements = after.statements - before.statements
        difference.fullScanSteps = after.fullScanSteps - before.fullScanSteps
        difference.sorts = after.sorts - before.sorts
        difference.vmSteps = after.vmSteps - before.vmSteps
        return difference
    }
}
