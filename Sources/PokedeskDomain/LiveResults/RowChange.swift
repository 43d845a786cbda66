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

/// One item of a change of live results, section or row, kept in the order the live results told
/// it: a table applies section and row changes interleaved, and a report of them says them in
/// that order. What the layers that collect a change pass on, when they pass it on whole.
public enum ResultsChange: Hashable, Sendable {
    case section(SectionChange)
    case row(RowChange)
}

/// Everything one change of the store did to a set of live results, in the order it is told:
/// section deletions (the last first), row deletions (from the bottom up), section insertions
/// (the first first), row insertions (from the top down), moves (by where they go, from the top
/// down), then updates (from the top down).
///
/// A table applies it as one batch, as UIKit's batch updates do, not one change at a time:
///
/// 1. Take out the rows deleted and the rows moved, at their old locations, then the sections
///    deleted, at their old indices; every row of a deleted section is among those taken out.
///    The rows left keep their order.
/// 2. Put in the sections inserted, at their new indices, the first first.
/// 3. Put in the rows inserted and the rows moved, at their new locations, from the top down.
/// 4. Redraw the rows updated, named by their old locations: all of them are rows left in place.
///
/// That gives the new results, section by section. So a row that is in the results before and
/// after is told as updated only if its section and its order against every other such row are
/// unchanged; a row whose order changed against any other row there before and after, or whose
/// section changed, is told as moved even when its index is the same. Sections are told apart
/// by their names, compared scalar by scalar.
public struct ResultsChangeSet: Hashable, Sendable {
    public var sections: [SectionChange]
    public var rows: [RowChange]

    public init(sections: [SectionChange] = [], rows: [RowChange] = []) {
        self.sections = sections
        self.rows = rows
    }

    public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }
}
