// MARK: - The order of a results controller's rows

/// The rows of a results controller in sort order: each row's primary key and sort key values,
/// nothing more. Kept in blocks of about a thousand rows, so a change finds its row by binary
/// search and moves at most a block's worth of entries — O(log n) to locate, O(block) to edit —
/// instead of refetching and diffing every row.
struct OrderedIndex {
    /// How one sort key compares: the same rules as `ORDER BY` and `ObjectSorter`.
    struct KeyOrder {
        let ascending: Bool
        let caseInsensitive: Bool
    }

    /// A block of consecutive rows, stored column by column.
    private struct Block {
        var keys: [Int64] = []
        /// `values[column][row]`.
        var values: [[StoreValue]]

        init(columns: Int) { values = Array(repeating: [], count: columns) }

        var count: Int { keys.count }
    }

    private static let blockSize = 1024

    let orders: [KeyOrder]
    private var blocks: [Block] = []
    /// Rows before each block, kept right by every edit: a plain walk of integers, where
    /// recomputing them walked the blocks themselves (retaining each one's arrays) on every edit,
    /// a cost that grew with the rows.
    private var starts: [Int] = []
    private(set) var count = 0

    init(orders: [KeyOrder]) {
        self.orders = orders
    }

    // MARK: Loading

    /// Appends a row that sorts after every row already here (rows arrive in order from SQL).
    mutating func append(key: Int64, values: [StoreValue]) {
        if blocks.isEmpty || blocks[blocks.count - 1].count >= Self.blockSize {
            blocks.append(Block(columns: orders.count))
            starts.append(count)
        }
        let last = blocks.count - 1
        blocks[last].keys.append(key)
        for column in values.indices { blocks[last].values[column].append(values[column]) }
        count += 1
    }

    // MARK: Reading

    func key(at position: Int) -> Int64 {
        let (block, offset) = locate(position)
        return blocks[block].keys[offset]
    }

    func values(at position: Int) -> [StoreValue] {
        let (block, offset) = locate(position)
        return blocks[block].values.map { $0[offset] }
    }

    func keys(in range: Range<Int>) -> [Int64] {
        range.map(key(at:))
    }

    /// Every row's key with its position, in order: a walk of the blocks, not a look-up each.
    func forEachKey(_ body: (_ position: Int, _ key: Int64) -> Void) {
        var position = 0
        for block in blocks {
            for key in block.keys {
                body(position, key)
                position += 1
            }
        }
    }

    // MARK: Finding rows

    /// Where the row with primary key `key` is. `hint` is its sort key values as far as known:
    /// a binary search finds it; when the hint is stale, a scan of the keys does.
    func position(of key: Int64, hint: [StoreValue]?) -> Int? {
        if let hint {
            let candidate = insertionPosition(for: hint, key: key)
            if candidate < count, self.key(at: candidate) == key { return candidate }
        }
        var start = 0
        for block in blocks {
            if let offset = block.keys.firstIndex(of: key) { return start + offset }
            start += block.count
        }
        return nil
    }

    /// The position a row with these values and key sorts at (the first row not before it).
    func insertionPosition(for values: [StoreValue], key: Int64) -> Int {
        guard count > 0 else { return 0 }
        // Binary search over blocks by their last row, then within the block.
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high) / 2
            let last = blocks[middle].count - 1
            if precedes(blocks[middle], last, values, key) { low = middle + 1 } else { high = middle }
        }
        let block = blocks[low]
        var first = 0
        var end = block.count
        while first < end {
            let middle = (first + end) / 2
            if precedes(block, middle, values, key) { first = middle + 1 } else { end = middle }
        }
        return start(of: low) + first
    }

    // MARK: Editing

    mutating func remove(at position: Int) {
        let (block, offset) = locate(position)
        blocks[block].keys.remove(at: offset)
        for column in blocks[block].values.indices { blocks[block].values[column].remove(at: offset) }
        shiftStarts(after: block, by: -1)
        if blocks[block].count == 0 {
            blocks.remove(at: block)
            starts.remove(at: block)
        }
        count -= 1
    }

    mutating func insert(key: Int64, values: [StoreValue], at position: Int) {
        guard !blocks.isEmpty else { return append(key: key, values: values) }
        let (block, offset) = position == count ? (blocks.count - 1, blocks[blocks.count - 1].count) : locate(position)
        blocks[block].keys.insert(key, at: offset)
        for column in values.indices { blocks[block].values[column].insert(values[column], at: offset) }
        shiftStarts(after: block, by: 1)
        if blocks[block].count > 2 * Self.blockSize {
            // Split a full block in two so later edits stay cheap.
            var upper = Block(columns: orders.count)
            let half = blocks[block].count / 2
            upper.keys = Array(blocks[block].keys[half...])
            blocks[block].keys.removeSubrange(half...)
            for column in upper.values.indices {
                upper.values[column] = Array(blocks[block].values[column][half...])
                blocks[block].values[column].removeSubrange(half...)
            }
            blocks.insert(upper, at: block + 1)
            starts.insert(starts[block] + half, at: block + 1)
        }
        count += 1
    }

    // MARK: Helpers

    /// Whether the row at `offset` of `block` sorts before (`values`, `key`).
    private func precedes(_ block: Block, _ offset: Int, _ values: [StoreValue], _ key: Int64) -> Bool {
        for (column, order) in orders.enumerated() {
            let comparison = ObjectSorter.compare(
                block.values[column][offset],
                values[column],
                caseInsensitive: order.caseInsensitive
            )
            if comparison != 0 { return order.ascending ? comparison < 0 : comparison > 0 }
        }
        return ObjectSorter.keyOrder(block.keys[offset], key)
    }

    private func start(of block: Int) -> Int {
        starts[block]
    }

    private mutating func shiftStarts(after block: Int, by delta: Int) {
        starts.withUnsafeMutableBufferPointer { starts in
            for index in (block + 1)..<starts.count { starts[index] += delta }
        }
    }

    /// The block and offset of a position.
    private func locate(_ position: Int) -> (block: Int, offset: Int) {
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

}
