import PropertyBased

// MARK: - A list of rows before and after one batch of changes

/// Rows as ids before a batch and after it: some deleted, some updated, a few new ones (ids from
/// 100) inserted anywhere, and sometimes the first and last swapped. A failing case shrinks
/// towards a short list that keeps everything.
enum RowListChangeGen {
    struct Change: Sendable, CustomStringConvertible {
        var old: [Int]
        var new: [Int]
        var updated: Set<Int>

        var description: String { "\(old) → \(new), updated \(updated.sorted())" }
    }

    static let change = zip(
        Gen.int(in: 0...11),
        Gen.bool(0.25).array(of: 12),
        Gen.bool(0.2).array(of: 12),
        Gen.int(in: 0...15).array(of: 0...3),
        Gen.bool
    )
    .map { count, deleted, updated, insertions, swapped in
        let old = Array(0..<count)
        var new = old.filter { !deleted[$0] }
        let changed = Set(new.filter { updated[$0] })
        for (offset, place) in insertions.enumerated() { new.insert(100 + offset, at: place % (new.count + 1)) }
        if new.count > 1, swapped { new.swapAt(0, new.count - 1) }
        return Change(old: old, new: new, updated: changed)
    }
}
