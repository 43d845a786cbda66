// MARK: - The keys of batched faults

/// The keys of a batched fetch, or of one of its batches: a run of consecutive keys, kept as its
/// bounds, or the keys as the fetch listed them. A batched fetch of a whole table whose keys are
/// one run (a table never deleted from, in key order) makes no array of its keys at all.
enum BatchKeys {
    case run(ClosedRange<Int64>)
    /// A slice of the fetch's keys, shared by its batches: no copy of them is made.
    case listed(ArraySlice<Int64>)

    var count: Int {
        switch self {
        case .run(let run): run.count
        case .listed(let keys): keys.count
        }
    }

    /// The keys at `positions` (counted from the first key, `0..<count`).
    func batch(_ positions: Range<Int>) -> BatchKeys {
        switch self {
        case .run(let run):
            let low = run.lowerBound + Int64(positions.lowerBound)
            return .run(low...(low + Int64(positions.count) - 1))
        case .listed(let keys):
            let start = keys.startIndex
            return .listed(keys[(start + positions.lowerBound)..<(start + positions.upperBound)])
        }
    }
}
