import PokedeskDomain
import TerminalKit

// MARK: - Live results changes as the kit reports them

extension PokedeskDomain.RowChange {
    /// The change in the kit's terms: 1-based row numbers in the flattened list.
    var reportItem: TerminalKit.RowChange {
        switch self {
        case .inserted(let at): return .inserted(row: at.flat + 1)
        case .deleted(let at): return .deleted(row: at.flat + 1)
        case .moved(let from, let to): return .moved(from: from.flat + 1, to: to.flat + 1)
        case .updated(let at): return .updated(row: at.flat + 1)
        }
    }
}

extension SectionChange {
    var reportItem: TerminalKit.RowChange {
        switch self {
        case .inserted(_, let name): return .sectionInserted(name)
        case .deleted(_, let name): return .sectionDeleted(name)
        }
    }
}
