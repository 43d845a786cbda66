import ManagedGraph
import PokedeskDomain

// MARK: - What another process changed that the user has not seen yet

/// The rows of a set of live results that another process changed or added since the screen last
/// showed them (B-43): a change report says that row 3 changed, not what it became, so the row
/// stays unseen until a page shows it. Rows this process changes are seen: the user made the
/// change, and its confirmation named the pokemon.
struct UnseenChanges {
    enum Change: Equatable {
        /// Changed: the user last saw it under `shownName`.
        case changed(shownName: String)
        /// Added: the user never saw it.
        case added
    }

    /// The rows changed: the name the user saw each under.
    private var changed: [ObjectID: String] = [:]
    /// The rows added (new, or brought in by a change that a filter now matches): as runs of
    /// keys, since an import adds thousands with consecutive keys.
    private var added = KeyRuns()
    /// The results were read again from the store since a page was last shown: rows cannot be
    /// followed, and none counts as seen.
    private(set) var isReloaded = false

    var isEmpty: Bool { changed.isEmpty && added.isEmpty && !isReloaded }

    /// What the user has not seen of the row of `id`; nil when they saw it as it is.
    subscript(id: ObjectID) -> Change? {
        changed[id].map { .changed(shownName: $0) } ?? (added.contains(id) ? .added : nil)
    }

    /// Takes in a batch of changes another process made, as `record` describes its rows.
    mutating func take(_ record: ShownRowsRecord, inserted: KeyRuns) {
        guard record.rows != nil else {
            isReloaded = true
            return
        }
        for touched in record.touched.values {
            if touched.isDeleted {
                forget([touched.objectID])
            } else if self[touched.objectID] == nil {
                changed[touched.objectID] = touched.shownName
            }
        }
        added.insert(contentsOf: inserted)
    }

    /// The user has now seen these rows as they are.
    mutating func forget(_ ids: some Sequence<ObjectID>) {
        for id in ids {
            changed[id] = nil
            added.remove(id)
        }
    }

    /// A page was shown: what was read again is seen too.
    mutating func pageShown(_ ids: some Sequence<ObjectID>) {
        isReloaded = false
        forget(ids)
    }
}
