import Foundation
import GRDB
import GRDBSQLite
import Synchronization

// MARK: - Seeing the statements the connection runs

/// The store's view of every SQL statement its connection runs: the `sqlLog` option, and the
/// counts of `StatementWork` while `PersistentStore.countsStatements` is on. Both hear SQLite's
/// own trace (`sqlite3_trace_v2`), which sees every statement the connection runs — GRDB's, and
/// those the engine steps through SQLite's C API (`StatementRows`, `RowInserter`) — as it
/// starts and as it finishes, cached or not.
///
/// The trace is installed with SQLite's C function rather than GRDB's `Database.trace`: the
/// work of a statement is read from the statement itself when it finishes
/// (`sqlite3_stmt_status`), which GRDB's trace events do not hand on.
///
/// It is installed only while something listens: with neither a log nor counting, the
/// connection runs without one, and a statement costs nothing more.
final class StatementTrace: Sendable {
    private let log: (@Sendable (String) -> Void)?
    private let logsPlans: Bool
    private let counting = Atomic(false)
    /// Atomic: counted on the connection's queue, read from whichever thread asks.
    private let statements = Atomic(0)
    private let fullScanSteps = Atomic(0)
    private let sorts = Atomic(0)
    private let vmSteps = Atomic(0)
    /// Statements that scanned or sorted, whose plan the log shows once the connection is free
    /// (a trace callback may not run statements of its own).
    private let scanning = Mutex<[ScanningStatement]>([])
    private let hasScanning = Atomic(false)
    /// While the plans are asked for: those statements are the trace's own, neither counted
    /// nor logged.
    private let isExplaining = Atomic(false)
    /// The last statement the log received, so that a plan says which statement it is of.
    private let lastLogged = Mutex<String?>(nil)

    private struct ScanningStatement {
        let sql: String
        let fullScanSteps: Int
        let sorts: Int
    }

    init(log: (@Sendable (String) -> Void)?, logsPlans: Bool) {
        self.log = log
        self.logsPlans = logsPlans && log != nil
    }

    var isCounting: Bool { counting.load(ordering: .relaxed) }

    var work: StatementWork {
        var work = StatementWork()
        work.statements = statements.load(ordering: .relaxed)
        work.fullScanSteps = fullScanSteps.load(ordering: .relaxed)
        work.sorts = sorts.load(ordering: .relaxed)
        work.vmSteps = vmSteps.load(ordering: .relaxed)
        return work
    }

    /// Installs the trace that what is wanted now needs, replacing the one before (a
    /// connection has one), or removes it when nothing is wanted. On the connection's queue.
    func install(on db: Database) {
        guard log != nil || isCounting else {
            sqlite3_trace_v2(db.sqliteConnection, 0, nil, nil)
            return
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let mask = UInt32(SQLITE_TRACE_STMT) | UInt32(SQLITE_TRACE_PROFILE)
        sqlite3_trace_v2(
            db.sqliteConnection,
            mask,
            { event, context, statement, detail in
                guard let context, let statement else { return 0 }
                let trace = Unmanaged<StatementTrace>.fromOpaque(context).takeUnretainedValue()
                let pointer = OpaquePointer(statement)
                if event == UInt32(SQLITE_TRACE_STMT) {
                    trace.started(pointer, text: detail?.assumingMemoryBound(to: CChar.self))
                } else if event == UInt32(SQLITE_TRACE_PROFILE) {
                    trace.finished(pointer)
                }
                return 0
            },
            context
        )
    }

    /// Starts or stops counting on `database`'s connection. Starting clears what the cached
    /// statements counted before, so that the first run of each counts only itself.
    func setCounting(_ on: Bool, on database: DatabaseQueue) {
        database.inDatabase { db in
            guard counting.exchange(on, ordering: .relaxed) != on else { return }
            if on {
                var statement = sqlite3_next_stmt(db.sqliteConnection, nil)
                while let current = statement {
                    _ = Self.readAndClear(current)
                    statement = sqlite3_next_stmt(db.sqliteConnection, current)
                }
            }
            install(on: db)
        }
    }

    // MARK: Events

    private func started(_ statement: OpaquePointer, text: UnsafePointer<CChar>?) {
        guard !isExplaining.load(ordering: .relaxed) else { return }
        // A trigger's statements come as a comment naming the trigger (`-- TRIGGER name`): not
        // a statement the engine ran, but part of the one that fired it, whose steps count theirs.
        let isTrigger = text.map { $0.pointee == 0x2D && $0.advanced(by: 1).pointee == 0x2D } ?? false
        if isCounting && !isTrigger { statements.add(1, ordering: .relaxed) }
        guard let log else { return }
        let sql: String
        if let text, isTrigger {
            sql = String(cString: text)
        } else {
            sql = Self.trimmed(String(cString: sqlite3_sql(statement)))
        }
        if logsPlans { lastLogged.withLock { $0 = sql } }
        log(sql)
    }

    private func finished(_ statement: OpaquePointer) {
        guard !isExplaining.load(ordering: .relaxed) else { return }
        let counted = Self.readAndClear(statement)
        if isCounting {
            fullScanSteps.add(counted.fullScanSteps, ordering: .relaxed)
            sorts.add(counted.sorts, ordering: .relaxed)
            vmSteps.add(counted.vmSteps, ordering: .relaxed)
        }
        guard logsPlans, counted.fullScanSteps > 0 || counted.sorts > 0 else { return }
        let scanned = ScanningStatement(
            sql: Self.trimmed(String(cString: sqlite3_sql(statement))),
            fullScanSteps: counted.fullScanSteps,
            sorts: counted.sorts
        )
        scanning.withLock { $0.append(scanned) }
        hasScanning.store(true, ordering: .relaxed)
    }

    /// A statement's counters since they were last read, and zeroed for its next run.
    private static func readAndClear(_ statement: OpaquePointer) -> StatementWork {
        var work = StatementWork()
        work.fullScanSteps = Int(sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1))
        work.sorts = Int(sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_SORT, 1))
        work.vmSteps = Int(sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_VM_STEP, 1))
        return work
    }

    private static func trimmed(_ sql: String) -> String {
        sql.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ";")))
    }

    // MARK: Plans of the statements that scanned

    /// Logs the query plan of each statement that scanned a table or sorted since the last
    /// call, as a comment after the statements: `-- plan (1000 full-scan steps, 1 sort):
    /// SCAN t0; USE TEMP B-TREE FOR ORDER BY`. On the connection's queue, between two uses.
    func logPlansOfScanningStatements(_ db: Database) {
        guard let log, hasScanning.exchange(false, ordering: .relaxed) else { return }
        let pending = scanning.withLock { statements in
            defer { statements = [] }
            return statements
        }
        isExplaining.store(true, ordering: .relaxed)
        defer { isExplaining.store(false, ordering: .relaxed) }
        for statement in pending {
            let plan = Self.queryPlan(of: statement.sql, on: db) ?? "unknown"
            var work: [String] = []
            if statement.fullScanSteps > 0 { work.append(Self.counted(statement.fullScanSteps, "full-scan step")) }
            if statement.sorts > 0 { work.append(Self.counted(statement.sorts, "sort")) }
            // Said of the statement above when it is; else the statement is named.
            let which = lastLogged.withLock { $0 } == statement.sql ? "" : " of \(statement.sql)"
            log("-- plan\(which) (\(work.joined(separator: ", "))): \(plan)")
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// SQLite's plan for `sql`, its steps joined in one line; nil when it cannot be asked.
    private static func queryPlan(of sql: String, on db: Database) -> String? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db.sqliteConnection, "EXPLAIN QUERY PLAN " + sql, -1, &statement, nil) == SQLITE_OK,
            let statement
        else { return nil }
        defer { sqlite3_finalize(statement) }
        var steps: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            if let detail = sqlite3_column_text(statement, 3) { steps.append(String(cString: detail)) }
        }
        return steps.isEmpty ? nil : steps.joined(separator: "; ")
    }
}
