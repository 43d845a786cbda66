// MARK: - The objects a context inserted

/// The objects a context inserted and has not saved yet, in the order they were inserted.
///
/// A new object takes the next temporary key, one below the last (keys count down), so most of
/// them are kept in a list where a key's place follows from the key: a reference each, already
/// in insertion order, where a table hashed by `ObjectID` took four times the memory and sorted
/// them again at each save. Any other object — one that undo brings back under its permanent
/// key, or a child context's object whose key comes after one its parent took — is kept in a
/// table by id.
struct InsertedObjects {
    /// Objects by temporary key: place `i` holds the object of key `firstKey - i`, or nil once
    /// that object is deleted.
    private var run: [ManagedObject?] = []
    private var firstKey: Int64 = 0
    /// The objects in `run`, its holes not counted.
    private var runCount = 0
    private var others: [ObjectID: ManagedObject] = [:]

    /// Whether no object is inserted.
    var isEmpty: Bool { runCount == 0 && others.isEmpty }

    /// How many objects are inserted.
    var count: Int { runCount + others.count }

    /// Every inserted object, in no particular order.
    var values: [ManagedObject] {
        var objects: [ManagedObject] = []
        objects.reserveCapacity(count)
        for case let object? in run { objects.append(object) }
        objects.append(contentsOf: others.values)
        return objects
    }

    /// Every inserted object in the order it was inserted (`ObjectContext.insertionOrder`).
    var inInsertionOrder: [ManagedObject] {
        // The run is in that order already; only objects kept by id need sorting in.
        others.isEmpty ? values : values.sorted(by: ObjectContext.insertionOrder)
    }

    /// Adds `object`, inserted under `id`.
    mutating func add(_ object: ManagedObject, id: ObjectID) {
        guard id.isTemporary, run.isEmpty || id.primaryKey == firstKey - Int64(run.count) else {
            others[id] = object
            return
        }
        if run.isEmpty { firstKey = id.primaryKey }
        run.append(object)
        runCount += 1
    }

    /// Removes the object inserted under `id`, if any.
    mutating func remove(_ id: ObjectID) {
        if let place = place(of: id), run[place] != nil {
            run[place] = nil
            runCount -= 1
            if runCount == 0 { run = [] }
        } else {
            others[id] = nil
        }
    }

    private func place(of id: ObjectID) -> Int? {
        guard id.isTemporary, !run.isEmpty else { return nil }
        let place = firstKey - id.primaryKey
        return place >= 0 && place < Int64(run.count) ? Int(place) : nil
    }
}
