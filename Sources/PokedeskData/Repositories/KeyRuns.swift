import ManagedGraph

// MARK: - Many object ids, as runs of keys

/// A set of object ids kept as runs of consecutive keys of each entity: the rows another
/// process's import added take a few runs, where a set of ids takes a million entries.
struct KeyRuns {
    /// By entity, the keys as ascending ranges that neither touch nor overlap.
    private var ranges: [String: [ClosedRange<Int64>]] = [:]

    init() {}

    /// The ids of `ids`, in any order.
    init(_ ids: some Sequence<ObjectID>) {
        var gathered = Gathered()
        for id in ids { gathered.append(id) }
        self = gathered.runs
    }

    /// Ids taken in one at a time, in any order, as keys (not yet runs): what a batch of row
    /// changes brings, in the order of the rows rather than of the keys.
    struct Gathered {
        private var keys: [String: [Int64]] = [:]

        mutating func append(_ id: ObjectID) {
            keys[id.entityName, default: []].append(id.primaryKey)
        }

        var runs: KeyRuns {
            var runs = KeyRuns()
            for (entity, entityKeys) in keys {
                runs.ranges[entity] = KeyRuns.joined(entityKeys.sorted().lazy.map { $0...$0 })
            }
            return runs
        }
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// How many runs hold the ids, all entities together.
    var runCount: Int { ranges.values.reduce(0) { $0 + $1.count } }

    func contains(_ id: ObjectID) -> Bool {
        guard let runs = ranges[id.entityName] else { return false }
        let index = Self.firstRun(endingAtOrAfter: id.primaryKey, in: runs)
        return index < runs.count && runs[index].contains(id.primaryKey)
    }

    mutating func insert(contentsOf other: KeyRuns) {
        for (entity, runs) in other.ranges {
            ranges[entity] = Self.joined(((ranges[entity] ?? []) + runs).sorted { $0.lowerBound < $1.lowerBound })
        }
    }

    mutating func remove(_ id: ObjectID) {
        guard var runs = ranges[id.entityName] else { return }
        let key = id.primaryKey
        let index = Self.firstRun(endingAtOrAfter: key, in: runs)
        guard index < runs.count, runs[index].contains(key) else { return }
        let run = runs[index]
        var pieces: [ClosedRange<Int64>] = []
        if run.lowerBound < key { pieces.append(run.lowerBound...(key - 1)) }
        if key < run.upperBound { pieces.append((key + 1)...run.upperBound) }
        runs.replaceSubrange(index...index, with: pieces)
        ranges[id.entityName] = runs.isEmpty ? nil : runs
    }

    /// The index of the first run whose last key is `key` or after, by binary search.
    private static func firstRun(endingAtOrAfter key: Int64, in runs: [ClosedRange<Int64>]) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Runs in ascending order of their first keys as runs that neither touch nor overlap: those
    /// that do are joined.
    private static func joined(_ ascending: some Sequence<ClosedRange<Int64>>) -> [ClosedRange<Int64>] {
        var joined: [ClosedRange<Int64>] = []
        for run in ascending {
            if let last = joined.last, run.lowerBound <= last.upperBound + 1 {
                joined[joined.count - 1] = last.lowerBound...max(last.upperBound, run.upperBound)
            } else {
                joined.append(run)
            }
        }
        return joined
    }
}
