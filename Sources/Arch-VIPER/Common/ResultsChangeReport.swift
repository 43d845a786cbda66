import PokedeskDomain
import TerminalKit

// MARK: - Changes as the user reads them

/// The one line a list's presenter writes for a change of its results, in the kit's words
/// (`inserted at 3`, `section "A" deleted, moved 1→2`): 1-based rows of the flattened list.
enum ResultsChangeReport {
    static func line(for changes: [ResultsChange]) -> String? {
        ChangeReport.line(for: changes.map(item))
    }

    private static func item(_ change: ResultsChange) -> TerminalKit.RowChange {
        switch change {
        case .section(.inserted(_, let name)): return .sectionInserted(name)
        case .section(.deleted(_, let name)): return .sectionDeleted(name)
        case .row(.inserted(let at)): return .inserted(row: at.flat + 1)
        case .row(.deleted(let at)): return .deleted(row: at.flat + 1)
        case .row(.moved(let from, let to)): return .moved(from: from.flat + 1, to: to.flat + 1)
        case .row(.updated(let at)): return .updated(row: at.flat + 1)
        }
    }
}
