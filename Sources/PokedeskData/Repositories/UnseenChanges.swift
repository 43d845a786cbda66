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

    private(set) var byObject: [ObjectID: Change] = [:]
    /// The results were read again from the store since a page was last shown: rows cannot be
    /// followed, and none counts as seen.
    private(set) var isReloaded = false

    var isEmpty: Bool { byObject.isEmpty && !isReloaded }

    /// Takes in a batch of changes another process made, as `record` describes its rows.
    mutating func take(_ record: ShownRowsRecord, inserted: [ObjectID]) {
        guard record.rows != nil else {
            isReloaded = true
            return
        }
        for touched in record.touched.values {
            if touched.isDeleted {
                byObject[touched.objectID] = nil
            } else if byObject[touched.objectID] == nil {
                byObject[touched.objectID] = .changed(shownName: touched.shownName)
            }
        }
        for id in inserted where byObject[id] == nil { byObject[id] = .added }
    }

    /// The user has now seen these rows as they are.
    mutating func forget(_ ids: some Sequence<ObjectID>) {
        for id in ids { byObject[id] = nil }
    }

    /// A page was shown: what was read again is seen too.
    mutating func pageShown(_ ids: some Sequence<ObjectID>) {
        isReloaded = false
        forget(ids)
    }
}
