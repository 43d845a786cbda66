public import PokedeskDomain
public import TerminalKit

// MARK: - Live results' changes as the kit reports them

// The Domain numbers rows from 0 by section and in the flattened list; the user types the
// flattened number from 1, which is what the kit's report line shows (`inserted at 3`,
// `section "A" deleted, moved 1→2`). Written once here, for the five architectures' delegates.

extension RowChange {
    /// The change in the kit's terms: rows numbered from 1 in the whole list.
    public var reportItem: ChangeReportItem {
        switch self {
        case .inserted(let at): return .inserted(row: at.flat + 1)
        case .deleted(let at): return .deleted(row: at.flat + 1)
        case .moved(let from, let to): return .moved(from: from.flat + 1, to: to.flat + 1)
        case .updated(let at): return .updated(row: at.flat + 1)
        }
    }
}

extension SectionChange {
    public var reportItem: ChangeReportItem {
        switch self {
        case .inserted(_, let name): return .sectionInserted(name)
        case .deleted(_, let name): return .sectionDeleted(name)
        }
    }
}

extension ResultsChange {
    public var reportItem: ChangeReportItem {
        switch self {
        case .section(let change): return change.reportItem
        case .row(let change): return change.reportItem
        }
    }
}

// MARK: - Gathering them into the summary a list reports

extension ChangeSummary {
    /// Adds a change of live results, in the order the live results told it.
    public mutating func add(_ change: ResultsChange) {
        add(change.reportItem)
    }

    public mutating func add(_ change: RowChange) {
        add(change.reportItem)
    }

    public mutating func add(_ change: SectionChange) {
        add(change.reportItem)
    }
}
