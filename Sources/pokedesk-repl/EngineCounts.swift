import ManagedGraph

// MARK: - What the engine did for a command

/// The engine's counters the trace sums up; a command's are the difference of two readings.
/// The statements are the store's, run by any of its contexts; the other counters are the view
/// context's (`ContextStatistics`), where the user's commands work, plus those of the background
/// contexts of `import` and `generate` (`PokedeskContainer.backgroundStatistics`).
struct EngineCounts: Equatable {
    var statements = 0
    var fullScanSteps = 0
    var sorts = 0
    var vmSteps = 0
    var rowsRead = 0
    var faultsFired = 0
    var batchFills = 0
    var objectsRegistered = 0
    var changesDelivered = 0
    var saves = 0

    static func - (after: EngineCounts, before: EngineCounts) -> EngineCounts {
        EngineCounts(
            statements: after.statements - before.statements,
            fullScanSteps: after.fullScanSteps - before.fullScanSteps,
            sorts: after.sorts - before.sorts,
            vmSteps: after.vmSteps - before.vmSteps,
            rowsRead: after.rowsRead - before.rowsRead,
            faultsFired: after.faultsFired - before.faultsFired,
            batchFills: after.batchFills - before.batchFills,
            objectsRegistered: after.objectsRegistered - before.objectsRegistered,
            changesDelivered: after.changesDelivered - before.changesDelivered,
            saves: after.saves - before.saves
        )
    }

    /// `3 SQL statements, 0 full-scan steps, 0 sorts, 95 VM steps, 1 row read, 0 faults fired, …`.
    var summary: String {
        [
            Phrases.counted("engine.statements", statements),
            Phrases.counted("engine.fullScanSteps", fullScanSteps),
            Phrases.counted("engine.sorts", sorts),
            Phrases.counted("engine.vmSteps", vmSteps),
            Phrases.counted("engine.rowsRead", rowsRead),
            Phrases.counted("engine.faultsFired", faultsFired),
            Phrases.counted("engine.batchFills", batchFills),
            Phrases.counted("engine.objectsRegistered", objectsRegistered),
            Phrases.counted("engine.changesDelivered", changesDelivered),
            Phrases.counted("engine.saves", saves),
        ].joined(separator: ", ")
    }
}

extension EngineCounts {
    /// The statements the store counted, SQLite's work in them and a context's statistics,
    /// read now. (In an extension: the memberwise initializer stays.)
    init(work: StatementWork, statistics: ContextStatistics) {
        self.init(
            statements: work.statements,
            fullScanSteps: work.fullScanSteps,
            sorts: work.sorts,
            vmSteps: work.vmSteps,
            rowsRead: statistics.rowsRead,
            faultsFired: statistics.faultsFired,
            batchFills: statistics.batchFills,
            objectsRegistered: statistics.objectsRegistered,
            changesDelivered: statistics.changesDelivered,
            saves: statistics.saves
        )
    }
}
