// MARK: - The rows last handed out, by position

/// The objects live results last handed out, each at its position, kept while the results know
/// the store as it is: a page asked for again, or the place of a row a change touches, is then
/// known without a read (what Core Data's results controller has in `fetchedObjects`). A change
/// the results hear moves them along with it; a change they cannot follow row by row empties
/// them.
struct ServedRows {
    /// Enough for a few pages of a list; past it the rows start again from the latest page.
    static let capacity = 256

    private var objects: [Int: ManagedObject] = [:]
    private var positions: [Int64: Int] = [:]

    /// Notes `served`, the rows from position `start` on.
    mutating func note(_ served: [ManagedObject], from start: Int) {
        if objects.count + served.count > Self.capacity { removeAll() }
        for (offset, object) in served.enumerated() { put(object, at: start + offset) }
    }

    /// The rows at `range`, when every one of them is known and still in its context.
    func objects(in range: Range<Int>) -> [ManagedObject]? {
        var found: [ManagedObject] = []
        found.reserveCapacity(range.count)
        for position in range {
            guard let object = objects[position], object.managedObjectContext != nil else { return nil }
            found.append(object)
        }
        return found
    }

    /// Where the row with primary key `key` is, when known.
    func position(ofKey key: Int64) -> Int? { positions[key] }

    mutating func removeAll() {
        objects = [:]
        positions = [:]
    }

    /// Follows a change: the rows it touched left `removed` (their old positions) and are at
    /// `placed` now (with their objects, when they can be shown); every other row shifts past
    /// them, keeping its order.
    mutating func follow(removed: [Int], placed: [(position: Int, object: ManagedObject?)], touchedKeys: Set<Int64>) {
        guard !objects.isEmpty else { return }
        let gone = removed.sorted()
        let arrived = placed.map(\.position).sorted()
        var moved: [(Int, ManagedObject)] = []
        for (position, object) in objects where !touchedKeys.contains(object.objectID.primaryKey) {
            // Its rank among the rows the change left alone, then the free place of that rank
            // once the touched rows are in theirs.
            var shifted = position - RowsInPlace.countBelow(position, in: gone)
            for slot in arrived where slot <= shifted { shifted += 1 }
            moved.append((shifted, object))
        }
        removeAll()
        for (position, object) in moved { put(object, at: position) }
        for (position, object) in placed {
            if let object, !object.isFault { put(object, at: position) }
        }
    }

    private mutating func put(_ object: ManagedObject, at position: Int) {
        if let earlier = positions[object.objectID.primaryKey] { objects[earlier] = nil }
        if let there = objects[position] { positions[there.objectID.primaryKey] = nil }
        objects[position] = object
        positions[object.objectID.primaryKey] = position
    }
}
