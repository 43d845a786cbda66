// MARK: - Many object ids, kept small

/// Object ids in order, as a save reports the objects it inserted: a collection of `ObjectID`s
/// that keeps each run of ids of one entity with consecutive keys as one entry. A save numbers
/// its new objects one after the other, and a background import's saves follow each other, so a
/// million new objects take a few entries here where an array takes a million ids — and a
/// context that merges them holds them until its next command.
///
/// It reads like an array of ids: in order, by position, with `append` and `removeAll(where:)`.
/// Ids of temporary objects (negative keys, counting down) take an entry each.
public struct ObjectIDList: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
{
    /// Consecutive keys of one entity: `first`, `first + 1`, … (`count` of them).
    struct Run: Equatable, Sendable {
        let entityName: String
        let first: Int64
        var count: Int

        /// The key after the last one, nil when the run ends at the largest key there is.
        var next: Int64? {
            let (sum, overflow) = first.addingReportingOverflow(Int64(count))
            return overflow ? nil : sum
        }

        var keys: ClosedRange<Int64> { first...(first + Int64(count - 1)) }
    }

    private(set) var runs: [Run] = []
    /// How many ids the runs up to each one hold: `ends[r]` counts runs 0 through r.
    private var ends: [Int] = []

    /// No ids.
    public init() {}

    public init(arrayLiteral ids: ObjectID...) {
        self.init(ids)
    }

    /// The ids of a sequence, in its order.
    public init(_ ids: some Sequence<ObjectID>) {
        for id in ids { append(id) }
    }

    // MARK: Collection

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.last ?? 0 }

    public subscript(position: Int) -> ObjectID {
        precondition(position >= 0 && position < endIndex, "index out of range")
        // The first run that ends after the position.
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        let start = low == 0 ? 0 : ends[low - 1]
        return ObjectID(entityName: runs[low].entityName, primaryKey: runs[low].first + Int64(position - start))
    }

    /// Walks the runs rather than finding each position's run again.
    public struct Iterator: IteratorProtocol {
        fileprivate let runs: [Run]
        fileprivate var run = 0
        fileprivate var offset = 0

        public mutating func next() -> ObjectID? {
            while run < runs.count, offset == runs[run].count {
                run += 1
                offset = 0
            }
            guard run < runs.count else { return nil }
            defer { offset += 1 }
            return ObjectID(entityName: runs[run].entityName, primaryKey: runs[run].first + Int64(offset))
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(runs: runs)
    }

    // MARK: Changing

    /// Adds `id` at the end.
    public mutating func append(_ id: ObjectID) {
        if let last = runs.last, last.entityName == id.entityName, last.first >= 0, last.next == id.primaryKey {
            runs[runs.count - 1].count += 1
            ends[ends.count - 1] += 1
        } else {
            runs.append(Run(entityName: id.entityName, first: id.primaryKey, count: 1))
            ends.append(endIndex + 1)
        }
    }

    /// Adds the ids of `other` at the end, run by run.
    public mutating func append(contentsOf other: ObjectIDList) {
        for run in other.runs { append(run) }
    }

    /// Adds the ids of a sequence at the end.
    public mutating func append(contentsOf ids: some Sequence<ObjectID>) {
        for id in ids { append(id) }
    }

    /// Removes the ids `shouldBeRemoved` picks, keeping the others in order.
    public mutating func removeAll(where shouldBeRemoved: (ObjectID) throws -> Bool) rethrows {
        var kept = ObjectIDList()
        for id in self where !(try shouldBeRemoved(id)) { kept.append(id) }
        self = kept
    }

    mutating func append(_ run: Run) {
        guard run.count > 0 else { return }
        if let last = runs.last, last.entityName == run.entityName, last.first >= 0, run.first >= 0,
            last.next == run.first
        {
            runs[runs.count - 1].count += run.count
            ends[ends.count - 1] += run.count
        } else {
            runs.append(run)
            ends.append(endIndex + run.count)
        }
    }

    // MARK: Looking up

    /// Whether `id` is in the list: a look at each run, not at each id.
    public func contains(_ id: ObjectID) -> Bool {
        runs.contains { $0.entityName == id.entityName && $0.keys.contains(id.primaryKey) }
    }

    /// Whether any id of `run` is in the list.
    func overlaps(_ run: Run) -> Bool {
        runs.contains { $0.entityName == run.entityName && $0.keys.overlaps(run.keys) }
    }

    /// The keys of `entityName`'s ids, as sorted ranges that neither touch nor overlap.
    public func keyRanges(of entityName: String) -> [ClosedRange<Int64>] {
        let sorted = runs.filter { $0.entityName == entityName }.map(\.keys).sorted { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Int64>] = []
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound || range.lowerBound - 1 == last.upperBound {
                merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// How many ids of `entityName` the list holds.
    public func count(of entityName: String) -> Int {
        runs.reduce(0) { $0 + ($1.entityName == entityName ? $1.count : 0) }
    }

    /// Every entity with an id here.
    public var entityNames: Set<String> { Set(runs.map(\.entityName)) }

    // MARK: Equatable and description

    /// Equal when they hold the same ids in the same order: runs are always as long as they can
    /// be, so the same ids make the same runs.
    public static func == (lhs: ObjectIDList, rhs: ObjectIDList) -> Bool {
        lhs.runs == rhs.runs
    }

    public var description: String { Array(self).description }
}
