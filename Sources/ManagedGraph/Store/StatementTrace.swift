import GRDB
import Synchronization

// MARK: - Seeing the statements the connection runs

/// The store's view of every SQL statement its connection runs: the `sqlLog` option, and the
/// statement count while `PersistentStore.countsStatements` is on. Both hear SQLite's own
/// trace (`sqlite3_trace_v2`, installed through GRDB's `Database.trace`), which sees every
/// statement the connection runs — GRDB's, and those the engine steps through SQLite's C API
/// (`StatementRows`, `RowInserter`) — each time it starts, cached or not.
///
/// The trace is installed only while something listens: with neither a log nor counting, the
/// connection runs without one, and a statement costs nothing more. Counting adds one integer
/// addition per statement, in the trace the log already installs when there is one.
final class StatementTrace: Sendable {
    private let log: (@Sendable (String) -> Void)?
    private let counting = Atomic(false)
    /// Atomic: counted on the connection's queue, read from whichever thread asks.
    private let count = Atomic(0)

    init(log: (@Sendable (String) -> Void)?) {
        self.log = log
    }

    var isCounting: Bool { counting.load(ordering: .relaxed) }

    var statementCount: Int { count.load(ordering: .relaxed) }

    /// Installs the trace that what is wanted now needs, replacing the one before (a
    /// connection has one), or removes it when nothing is wanted. On the connection's queue.
    func install(on db: Database) {
        let log = log
        switch (log, isCounting) {
        case (nil, false):
            db.trace(options: [], nil)
        case (let log?, false):
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { log(statement.sql) }
            }
        case (nil, true):
            db.trace(options: .statement) { _ in self.count.add(1, ordering: .relaxed) }
        case (let log?, true):
            db.trace(options: .statement) { event in
                self.count.add(1, ordering: .relaxed)
                if case .statement(let statement) = event { log(statement.sql) }
            }
        }
    }

    /// Starts or stops counting on `database`'s connection.
    func setCounting(_ on: Bool, on database: DatabaseQueue) {
        database.inDatabase { db in
            guard counting.exchange(on, ordering: .relaxed) != on else { return }
            install(on: db)
        }
    }
}
