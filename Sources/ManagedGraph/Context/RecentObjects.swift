// MARK: - The objects last read, held

/// The last `limit` objects handed to `hold(_:)`, each held strongly until as many newer ones
/// have come: a ring, so that holding costs a store into an array, whatever was read before.
struct RecentObjects {
    private var objects: [ManagedObject?]
    private var next = 0

    init(limit: Int) {
        objects = Array(repeating: nil, count: limit)
    }

    mutating func hold(_ object: ManagedObject) {
        objects[next] = object
        next = next + 1 == objects.count ? 0 : next + 1
    }

    mutating func removeAll() {
        for index in objects.indices { objects[index] = nil }
        next = 0
    }
}
