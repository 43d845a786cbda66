// MARK: - What the engine did for a command

/// The engine's counters the trace sums up; a command's are the difference of two readings.
struct EngineCounts: Equatable {
    var statements = 0
    var rowsRead = 0
    var faultsFired = 0
    var batchFills = 0
    var objectsRegistered = 0
    var changesDelivered = 0
    var saves = 0

    static func - (after: EngineCounts, before: EngineCounts) -> EngineCounts {
        EngineCounts(
            statements: after.statements - before.statements,
            rowsRead: after.rowsRead - before.rowsRead,
            faultsFired: after.faultsFired - before.faultsFired,
            batchFills: after.batchFills - before.batchFills,
            objectsRegistered: after.objectsRegistered - before.objectsRegistered,
            changesDelivered: after.changesDelivered - before.changesDelivered,
            saves: after.saves - before.saves
        )
    }

    /// `3 SQL statements, 1 row read, 0 faults fired, …`.
    var summary: String {
        [
            TraceFormat.counted(statements, "SQL statement"),
            TraceFormat.counted(rowsRead, "row") + " read",
            TraceFormat.counted(faultsFired, "fault") + " fired",
            TraceFormat.counted(batchFills, "batch fill"),
            TraceFormat.counted(objectsRegistered, "object") + " registered",
            TraceFormat.counted(changesDelivered, "row change") + " delivered",
            TraceFormat.counted(saves, "save"),
        ].joined(separator: ", ")
    }
}
