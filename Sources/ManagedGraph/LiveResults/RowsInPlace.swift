// MARK: - Which changed rows a table leaves where they are

/// A table applies a batch by taking out the deleted and moved rows, then putting in the
/// inserted and moved ones at their new places; every other row keeps its order against the
/// others. So a row that is in the results before and after a change may be reported as
/// updated, not moved, only if its order against every other such row is the same before and
/// after — against the rows the change did not touch, and against the other touched ones.
///
/// The rows the change did not touch keep their order among themselves, so only the k touched
/// rows need looking at: O(k log k), whatever the number of rows.
enum RowsInPlace {
    /// For each touched row, its flat positions before and after the change (nil where it was
    /// not in the results), whether it keeps its order against every other row: true only for
    /// rows that are there before and after.
    static func kept(_ rows: [(old: Int?, new: Int?)]) -> [Bool] {
        let touchedBefore = rows.compactMap(\.old).sorted()
        let touchedAfter = rows.compactMap(\.new).sorted()
        let staying = rows.indices.filter { rows[$0].old != nil && rows[$0].new != nil }
        let byOld = staying.sorted { rows[$0].old! < rows[$1].old! }
        var rankAfter: [Int: Int] = [:]
        for (rank, row) in staying.sorted(by: { rows[$0].new! < rows[$1].new! }).enumerated() {
            rankAfter[row] = rank
        }
        var result = Array(repeating: false, count: rows.count)
        // The staying rows ranked before a row, before the change, must be exactly those ranked
        // before it after: the first `rank` of them must all rank below `rank` after.
        var highestRankAfter = -1
        for (rank, row) in byOld.enumerated() {
            let old = rows[row].old!
            let new = rows[row].new!
            let untouchedBefore = old - countBelow(old, in: touchedBefore)
            let untouchedAfter = new - countBelow(new, in: touchedAfter)
            result[row] = rankAfter[row] == rank && highestRankAfter < rank && untouchedBefore == untouchedAfter
            highestRankAfter = max(highestRankAfter, rankAfter[row]!)
        }
        return result
    }

    /// How many of the sorted `values` are below `value`.
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
