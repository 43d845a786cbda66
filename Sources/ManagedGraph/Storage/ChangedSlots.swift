// MARK: - Which value slots an object changed

/// The value slots an object changed since its last save or refresh, as a read-only set in
/// ascending order. The first 64 slots are bits of one word the object holds (`ChangedSlotBits`);
/// any further slot, which only an entity of more than 64 attributes and to-one relationships
/// has, lives in the object's box. Every insert and every edit marks slots: a `Set<Int>` made
/// each new object allocate a hash table, and grow it at its second slot.
struct ChangedSlots: Sequence, Equatable {
    let bits: ChangedSlotBits
    /// The slots from 64 on.
    let others: Set<Int>

    var isEmpty: Bool { bits.isEmpty && others.isEmpty }

    func contains(_ slot: Int) -> Bool {
        slot < ChangedSlotBits.capacity ? bits.contains(slot) : others.contains(slot)
    }

    func makeIterator() -> AnyIterator<Int> {
        var word = bits.word
        var rest = others.sorted().makeIterator()
        return AnyIterator {
            guard word != 0 else { return rest.next() }
            let slot = word.trailingZeroBitCount
            word &= word - 1
            return slot
        }
    }
}

/// The first 64 changed slots of an object, one bit each: a word kept in the object itself.
struct ChangedSlotBits: Equatable {
    static let capacity = UInt64.bitWidth
    private(set) var word: UInt64 = 0

    var isEmpty: Bool { word == 0 }

    func contains(_ slot: Int) -> Bool {
        word & (1 << UInt64(slot)) != 0
    }

    /// `slot` must be below `capacity`.
    mutating func insert(_ slot: Int) {
        word |= 1 << UInt64(slot)
    }

    /// `slot` must be below `capacity`.
    mutating func remove(_ slot: Int) {
        word &= ~(1 << UInt64(slot))
    }
}
