// MARK: - A table keyed by primary key

/// A hash table from `Int64` keys to values: open addressing, linear probing, Fibonacci
/// hashing (keys are mostly consecutive row ids, which a multiply spreads well), and
/// backward-shift deletion, so a table that objects join and leave by the million never
/// fills with tombstones. Kept at most three-quarters full.
struct KeyTable<Value> {
    private var keys: [Int64] = []
    /// nil marks an empty slot.
    private var slots: [Value?] = []
    private(set) var count = 0
    /// 64 − log2(capacity): the top bits of the product are the slot.
    private var shift = 64

    init() {}

    /// A table that holds `count` keys without growing.
    init(capacity count: Int) {
        let capacity = Self.capacity(holding: count)
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
    }

    /// Room for `count` keys in all without growing.
    mutating func reserveCapacity(_ count: Int) {
        let capacity = Self.capacity(holding: count)
        if capacity > slots.count { rehash(capacity: capacity) }
    }

    /// The smallest power of two, at least 16, that holds `count` keys three-quarters full.
    private static func capacity(holding count: Int) -> Int {
        var capacity = 16
        while count * 4 > capacity * 3 { capacity *= 2 }
        return capacity
    }

    subscript(key: Int64) -> Value? {
        get {
            guard !slots.isEmpty else { return nil }
            var index = home(of: key)
            while let value = slots[index] {
                if keys[index] == key { return value }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }
        set {
            if let newValue {
                insert(newValue, for: key)
            } else {
                remove(key)
            }
        }
    }

    /// Every value, in slot order.
    var values: [Value] {
        slots.compactMap { $0 }
    }

    // MARK: Changes

    private mutating func insert(_ value: Value, for key: Int64) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var index = home(of: key)
        while slots[index] != nil {
            if keys[index] == key {
                slots[index] = value
                return
            }
            index = (index + 1) & mask
        }
        keys[index] = key
        slots[index] = value
        count += 1
    }

    private mutating func remove(_ key: Int64) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var hole = home(of: key)
        while true {
            guard slots[hole] != nil else { return }  // not here
            if keys[hole] == key { break }
            hole = (hole + 1) & mask
        }
        slots[hole] = nil
        count -= 1
        // Shift back the entries after the hole that would no longer be found past it.
        var next = hole
        while true {
            next = (next + 1) & mask
            guard let value = slots[next] else { return }
            let wanted = home(of: keys[next])
            // The entry may stay if its home lies cyclically in (hole, next].
            let stays = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !stays {
                keys[hole] = keys[next]
                slots[hole] = value
                slots[next] = nil
                hole = next
            }
        }
    }

    private mutating func grow() {
        // Fourfold: a fetch of a million rows moves each entry a third as often as doubling
        // would, for at most four times the (small) space per entry.
        rehash(capacity: Swift.max(16, slots.count * 4))
    }

    private mutating func rehash(capacity: Int) {
        let oldKeys = keys
        let oldSlots = slots
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: nil, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for index in oldSlots.indices {
            if let value = oldSlots[index] { insert(value, for: oldKeys[index]) }
        }
    }

    private func home(of key: Int64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }
}
