// MARK: - Sections, row positions and what a change did to them

/// A section of a results controller's rows: Core Data's `NSFetchedResultsSectionInfo`.
public struct SectionInfo: Hashable, Sendable {
    /// The section's name (a value of the section key, an initial); empty when not sectioned.
    public let name: String
    /// How many rows the section has.
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// Where a row is in a results controller: its section, its row within the section, and its
/// position in the rows of every section one after the other. All zero-based. Core Data gives
/// an `IndexPath`; the flat position is what a list that numbers its rows needs besides.
public struct RowIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public let section: Int
    /// The row within its section, from 0.
    public let row: Int
    /// The row among every section's rows, from 0: what a numbered list shows, less one.
    public let flat: Int

    public init(section: Int, row: Int, flat: Int) {
        self.section = section
        self.row = row
        self.flat = flat
    }

    public var description: String { "[\(section), \(row)]" }
}

/// One row's change, as a table applies it (Core Data's `NSFetchedResultsChangeType` with its
/// index paths): deletions and updates are at positions before the change, insertions at
/// positions after it, moves both.
///
/// A controller reports one change of the store as a batch, in this order: section deletions
/// (the last first), row deletions (from the bottom up), section insertions (the first first),
/// row insertions (from the top down), moves (by where they go, from the top down), updates
/// (from the top down). A table applies it as UIKit applies batch updates: the deleted and moved
/// rows out, then the sections, then the inserted and moved rows in, the updated ones redrawn. So
/// a row reported as updated keeps its section and its order against every other row that stays;
/// any other row that stays is reported as moved, even at the same index.
public enum FetchedObjectChange: Hashable, Sendable {
    case inserted(at: RowIndexPath)
    case deleted(at: RowIndexPath)
    case moved(from: RowIndexPath, to: RowIndexPath)
    case updated(at: RowIndexPath)
}

/// A section appearing or disappearing, with its name; sections are told apart by their names,
/// compared scalar by scalar.
public enum FetchedSectionChange: Hashable, Sendable {
    case inserted(index: Int, name: String)
    case deleted(index: Int, name: String)
}
