import PokedeskDomain
import TerminalKit

// MARK: - The row changes of one change of the store

/// What one change of live results did, collected between `liveResultsWillChange` and
/// `liveResultsDidChange` and numbered as the user types rows: 1-based positions in the whole
/// list, deleted rows and the start of a move as before the change, the rest as after it.
struct RowChangeBatch {
    private(set) var items: [TerminalKit.RowChange] = []

    mutating func add(_ change: PokedeskDomain.RowChange) {
        switch change {
        case .inserted(let at): items.append(.inserted(row: at.flat + 1))
        case .deleted(let at): items.append(.deleted(row: at.flat + 1))
        case .moved(let from, let to): items.append(.moved(from: from.flat + 1, to: to.flat + 1))
        case .updated(let at): items.append(.updated(row: at.flat + 1))
        }
    }

    mutating func add(_ change: SectionChange) {
        switch change {
        case .inserted(_, let name): items.append(.sectionInserted(name))
        case .deleted(_, let name): items.append(.sectionDeleted(name))
        }
    }
}
