import ManagedGraph
import PokedeskDomain

// MARK: - A batch of row changes from another process, as it is heard

/// The row changes of one batch that another process's commits made, taken in one at a time
/// as the live results report them (B-43). Insertions are not kept one by one: their places go
/// into runs and their ids into keys, so that a watching screen's memory does not grow by a
/// row for each row another process imports.
struct HeardChanges {
    /// The changes other than insertions, with the object each names.
    private(set) var touched: [(RowChange, ObjectID)] = []
    /// The places, before and after, of every change.
    private(set) var rows = RowsSinceShown.Builder()
    private var insertedIDs = KeyRuns.Gathered()

    var isEmpty: Bool { rows.isEmpty }

    /// The rows inserted into the results.
    var inserted: KeyRuns { insertedIDs.runs }

    mutating func hear(_ change: RowChange, of id: ObjectID) {
        rows.add(change)
        if case .inserted = change {
            insertedIDs.append(id)
        } else {
            touched.append((change, id))
        }
    }
}
