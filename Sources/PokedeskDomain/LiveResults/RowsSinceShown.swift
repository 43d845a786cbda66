// MARK: - From the rows shown to the rows now

/// How the rows a user saw map to the rows now, across one batch of changes made since: what
/// live results keep to answer for a row number typed against rows that have moved on (B-43).
///
/// Built from the changes as the live results reported them, in the documented order: deletions
/// and updates at their old places, insertions at their new ones, moves at both. A row no change
/// names keeps its order against the other untouched rows, so its place now follows from the
/// rows taken out before it and the rows put in before it.
public struct RowsSinceShown: Hashable, Sendable {
    /// What became of a row the user saw.
    public enum Fate: Hashable, Sendable {
        /// No change touched it; it is at `now` (zero-based).
        case untouched(now: Int)
        /// Updated, moved or deleted: at `now`, or nowhere in the results any more.
        case touched(now: Int?)
    }

    /// How many rows the user saw.
    public let shownCount: Int
    /// Old positions of the rows deleted or moved away, ascending.
    private let removed: [Int]
    /// New positions of the rows inserted or moved in, ascending runs that do not touch: an
    /// import of a million rows puts them in at a few places.
    private let added: [Range<Int>]
    /// Old position → new position (nil: gone) of every row a change names.
    private let touched: [Int: Int?]

    /// - Parameters:
    ///   - changes: one batch of row changes, as reported.
    ///   - count: how many rows there are after it.
    public init(changes: [RowChange], count: Int) {
        var builder = Builder()
        for change in changes { builder.add(change) }
        self = builder.rows(count: count)
    }

    /// Takes in a batch of row changes one at a time, as they are heard, without keeping them.
    public struct Builder: Sendable {
        private var removed: [Int] = []
        private var added: [Range<Int>] = []
        private var touched: [Int: Int?] = [:]
        private var updated: [Int] = []

        public init() {}

        /// Whether no change was added.
        public var isEmpty: Bool { removed.isEmpty && added.isEmpty && updated.isEmpty }

        public mutating func add(_ change: RowChange) {
            switch change {
            case .deleted(let old):
                removed.append(old.flat)
                touched[old.flat] = .some(nil)
            case .inserted(let new):
                addPlace(new.flat)
            case .moved(let old, let new):
                removed.append(old.flat)
                addPlace(new.flat)
                touched[old.flat] = new.flat
            case .updated(let old):
                updated.append(old.flat)
            }
        }

        /// What became of the rows the user saw, now that there are `count` rows.
        public func rows(count: Int) -> RowsSinceShown {
            let removed = removed.sorted()
            let added = Self.merged(added)
            var touched = touched
            for old in updated where touched[old] == nil {
                touched[old] = RowsSinceShown.place(of: old, removed: removed, added: added)
            }
            let addedCount = added.reduce(0) { $0 + $1.count }
            return RowsSinceShown(
                shownCount: count - addedCount + removed.count,
                removed: removed,
                added: added,
                touched: touched
            )
        }

        private mutating func addPlace(_ new: Int) {
            if let last = added.last, last.upperBound == new {
                added[added.count - 1] = last.lowerBound..<(new + 1)
            } else {
                added.append(new..<(new + 1))
            }
        }

        /// Runs in ascending order, those that touch made one.
        private static func merged(_ runs: [Range<Int>]) -> [Range<Int>] {
            var merged: [Range<Int>] = []
            for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, run.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
                } else {
                    merged.append(run)
                }
            }
            return merged
        }
    }

    private init(shownCount: Int, removed: [Int], added: [Range<Int>], touched: [Int: Int?]) {
        self.shownCount = shownCount
        self.removed = removed
        self.added = added
        self.touched = touched
    }

    /// What became of the row at zero-based position `shown` of the rows the user saw.
    public func fate(of shown: Int) -> Fate {
        if let now = touched[shown] { return .touched(now: now) }
        return .untouched(now: Self.place(of: shown, removed: removed, added: added))
    }

    /// Where an untouched row is now: its rank among the rows that stayed, counted again among
    /// the new positions not taken by rows put in. A run of new positions that starts at or
    /// before the row's pushes it past the whole run.
    private static func place(of old: Int, removed: [Int], added: [Range<Int>]) -> Int {
        var position = old - removed.prefix { $0 < old }.count
        for run in added {
            guard run.lowerBound <= position else { break }
            position += run.count
        }
        return position
    }
}
