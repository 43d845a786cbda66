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
    /// New positions of the rows inserted or moved in, ascending.
    private let added: [Int]
    /// Old position → new position (nil: gone) of every row a change names.
    private let touched: [Int: Int?]

    /// - Parameters:
    ///   - changes: one batch of row changes, as reported.
    ///   - count: how many rows there are after it.
    public init(changes: [RowChange], count: Int) {
        var removed: [Int] = []
        var added: [Int] = []
        var touched: [Int: Int?] = [:]
        var updated: [Int] = []
        for change in changes {
            switch change {
            case .deleted(let old):
                removed.append(old.flat)
                touched[old.flat] = .some(nil)
            case .inserted(let new):
                added.append(new.flat)
            case .moved(let old, let new):
                removed.append(old.flat)
                added.append(new.flat)
                touched[old.flat] = new.flat
            case .updated(let old):
                updated.append(old.flat)
            }
        }
        removed.sort()
        added.sort()
        for old in updated where touched[old] == nil {
            touched[old] = Self.place(of: old, removed: removed, added: added)
        }
        self.removed = removed
        self.added = added
        self.touched = touched
        shownCount = count - added.count + removed.count
    }

    /// What became of the row at zero-based position `shown` of the rows the user saw.
    public func fate(of shown: Int) -> Fate {
        if let now = touched[shown] { return .touched(now: now) }
        return .untouched(now: Self.place(of: shown, removed: removed, added: added))
    }

    /// Where an untouched row is now: its rank among the rows that stayed, counted again among
    /// the new positions not taken by rows put in.
    private static func place(of old: Int, removed: [Int], added: [Int]) -> Int {
        var position = old - removed.prefix { $0 < old }.count
        for new in added {
            guard new <= position else { break }
            position += 1
        }
        return position
    }
}
