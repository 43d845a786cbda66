// MARK: - Where a row is

/// A row's place in live results: its section, its row within the section, and its position in
/// the flattened list (what the REPL numbers from 1). All zero-based.
public struct RowLocation: Hashable, Sendable, CustomStringConvertible {
    public let section: Int
    public let row: Int
    public let flat: Int

    public init(section: Int, row: Int, flat: Int) {
        self.section = section
        self.row = row
        self.flat = flat
    }

    public var description: String { "[\(section), \(row)]" }
}

// MARK: - Changes

/// A section appearing or disappearing, with its name.
public enum SectionChange: Hashable, Sendable {
    case inserted(index: Int, name: String)
    case deleted(index: Int, name: String)
}

/// One row's change, as a table applies it: deletions and updates use locations in the old
/// results, insertions locations in the new results, moves both.
public enum RowChange: Hashable, Sendable {
    case inserted(at: RowLocation)
    case deleted(at: RowLocation)
    case moved(from: RowLocation, to: RowLocation)
    case updated(at: RowLocation)
}

/// Everything one change of the store did to a set of live results, in the order a table
/// applies it: section deletions, row deletions (from the bottom up), section insertions, row
/// insertions (from the top down), moves, then updates.
public struct ResultsChangeSet: Hashable, Sendable {
    public var sections: [SectionChange]
    public var rows: [RowChange]

    public init(sections: [SectionChange] = [], rows: [RowChange] = []) {
        self.sections = sections
        self.rows = rows
    }

    public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}
