import ManagedGraph
import PokedeskDomain

// MARK: - What the user saw before other processes' changes

/// What a set of live results keeps of the last batch of row changes that another process's
/// commits made, while the user has not yet typed against the rows after it: how to follow a
/// row they saw to where it is now, and the name they saw each changed row under (B-43).
struct ShownRowsRecord {
    /// A row the change named, as the user saw it.
    struct Touched {
        let objectID: ObjectID
        let shownName: String
        /// Deleted from the store (not only out of these results).
        let isDeleted: Bool
    }

    /// The context's look for external changes that brought this batch in: the record answers
    /// only until the next look.
    let check: Int
    /// Nil when the rows could not be followed one by one (the results were read again).
    let rows: RowsSinceShown?
    /// By the row's position among the rows the user saw.
    let touched: [Int: Touched]

    /// The record of the batch of row changes `heard` that `changes` (another process's
    /// commits) made. `nameKey` is the attribute rows are told apart by for the user.
    init(
        heard: HeardChanges,
        countNow: Int,
        changes: ContextChanges,
        context: ObjectContext,
        nameKey: String
    ) {
        check = context.externalChangeChecks
        // A batch with no row changes is a reload: the results were fetched again.
        guard !changes.isReload, !heard.isEmpty else {
            rows = nil
            touched = [:]
            return
        }
        rows = heard.rows.rows(count: countNow)
        let deleted = Set(changes.deleted)
        var touched: [Int: Touched] = [:]
        for (change, id) in heard.touched {
            let shown: Int
            switch change {
            case .deleted(let old), .updated(let old), .moved(let old, _): shown = old.flat
            case .inserted: continue
            }
            let name =
                changes.oldValues[id]?[nameKey]?.stringValue
                ?? Self.currentName(of: id, nameKey: nameKey, in: context)
            touched[shown] = Touched(objectID: id, shownName: name, isDeleted: deleted.contains(id))
        }
        self.touched = touched
    }

    private static func currentName(of id: ObjectID, nameKey: String, in context: ObjectContext) -> String {
        let object = context.object(with: id)
        guard (try? object.fulfill()) != nil else { return "" }
        return object.stringValue(forAttribute: nameKey) ?? ""
    }
}
