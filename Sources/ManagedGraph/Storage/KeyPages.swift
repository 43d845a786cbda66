// MARK: - A table keyed by primary key, in pages of consecutive keys

/// The registry's table from primary keys to values: keys are split into pages of
/// `pageSize` consecutive keys, a page's values sit side by side in one pool, and a small
/// `KeyTable` finds a page by its number.
///
/// Why pages: a context registers objects in the order it reads rows, and rows read together
/// mostly have consecutive keys. A hash table puts each key at a random place, so a fetch of a
/// hundred thousand rows wrote a hundred thousand random places of a table several megabytes
/// large, and the cache misses were a good part of the fetch. Here it writes a page after another.
/// Hashing keys so that neighbours stay neighbours in one open-addressed table is no answer:
/// runs of taken slots then grow as long as the rows read, and a key whose slot falls inside one
/// (another range of the same table) is found only at its end. Pages have no such runs.
///
/// The price is memory when keys are scattered: a page is kept for a single key. Emptied pages
/// are reused, never given back, so a context that once registered many objects keeps the pool.
struct KeyPages<Value> {
    /// Keys per page: a page of pointer-sized values spans a few cache lines.
    private static var pageShift: Int64 { 5 }
    private static var pageSize: Int { 1 << pageShift }

    /// Where each page starts in `pool`, by page number (`key >> pageShift`).
    private var pageStarts = KeyTable<Int>()
    /// Every page's values, nil for a key without one.
    private var pool: [Value?] = []
    /// How many keys each page holds, by the page's index (its start / `pageSize`).
    private var pageCounts: [Int] = []
    /// Pages emptied, to be given to the next new page.
    private var freePages: [Int] = []
    private(set) var count = 0
    /// The page last looked up or made, and where it starts in `pool`: a loop registers or finds
    /// the objects of consecutive keys, so most of its look-ups are for the page before, and this
    /// spares them the table's hashing and probing. `Int64.min` is no page (no key's is so low).
    private var lastPage = Int64.min
    private var lastPageStart = 0

    init() {}

    /// Room for `additional` more keys without growing, when they are consecutive.
    mutating func reserveCapacity(_ additional: Int) {
        let pages = (additional + Self.pageSize - 1) / Self.pageSize + 1
        pool.reserveCapacity(pool.count + pages * Self.pageSize)
        pageCounts.reserveCapacity(pageCounts.count + pages)
        pageStarts.reserveCapacity(pageStarts.count + pages)
    }

    subscript(key: Int64) -> Value? {
        get { value(for: key) }
        set {
            if let newValue {
                insert(newValue, for: key)
            } else {
                remove(key)
            }
        }
    }

    /// The value for `key`, if any: the subscript's getter, callable in place (see
    /// `ObjectRegistry.entry(in:key:)`).
    func value(for key: Int64) -> Value? {
        guard let start = pageStarts[key >> Self.pageShift] else { return nil }
        return pool[start + Self.offset(of: key)]
    }

    /// The value for `key`, as `value(for:)` finds it, through the page last looked up when
    /// the key is in it: what a loop over rows of consecutive keys calls.
    mutating func valueNearLast(for key: Int64) -> Value? {
        guard let start = pageStart(of: key >> Self.pageShift) else { return nil }
        return pool[start + Self.offset(of: key)]
    }

    /// The value for `key`, or else the slot where `insert(_:at:)` puts one: a loop that
    /// registers what it does not find looks its page up once. The page is made if missing,
    /// so the slot must then be filled.
    mutating func valueOrSlot(for key: Int64) -> (value: Value?, slot: Int) {
        let page = key >> Self.pageShift
        let start: Int
        if let existing = pageStart(of: page) {
            start = existing
        } else {
            start = newPage()
            pageStarts[page] = start
            lastPage = page
            lastPageStart = start
        }
        let slot = start + Self.offset(of: key)
        return (pool[slot], slot)
    }

    /// `valueOrSlot(for:)`, then `insert(_:at:)` when `body` gives a value, for each of `keys`
    /// in turn: `body` gets the key and its value, if any, and returns the value for an empty
    /// slot (nil leaves it empty). A loop over many keys reaches the table once this way, not
    /// twice a key through its owner's array of tables.
    mutating func forEachValue(of keys: some Sequence<Int64>, _ body: (Int64, Value?) -> Value?) {
        for key in keys {
            let (existing, slot) = valueOrSlot(for: key)
            let new = body(key, existing)
            if existing == nil, let new { insert(new, at: slot) }
        }
    }

    /// Where `page` starts in `pool`, if it has keys: the last page looked up, or else the
    /// table's answer, which becomes the last page.
    private mutating func pageStart(of page: Int64) -> Int? {
        if page == lastPage { return lastPageStart }
        guard let start = pageStarts[page] else { return nil }
        lastPage = page
        lastPageStart = start
        return start
    }

    /// Puts a value in an empty slot `valueOrSlot(for:)` gave.
    mutating func insert(_ value: Value, at slot: Int) {
        precondition(pool[slot] == nil, "the slot is taken")
        pool[slot] = value
        pageCounts[slot / Self.pageSize] += 1
        count += 1
    }

    /// Every value, in no particular order.
    var values: [Value] {
        pool.compactMap { $0 }
    }

    // MARK: Changes

    private mutating func insert(_ value: Value, for key: Int64) {
        let (existing, slot) = valueOrSlot(for: key)
        if existing == nil {
            insert(value, at: slot)
        } else {
            pool[slot] = value
        }
    }

    private mutating func remove(_ key: Int64) {
        let page = key >> Self.pageShift
        guard let start = pageStarts[page] else { return }
        let slot = start + Self.offset(of: key)
        guard pool[slot] != nil else { return }
        pool[slot] = nil
        count -= 1
        let index = start / Self.pageSize
        pageCounts[index] -= 1
        if pageCounts[index] == 0 {
            pageStarts[page] = nil
            freePages.append(start)
            if page == lastPage { lastPage = .min }
        }
    }

    /// The start of an empty page: one emptied before, or a new one at the end of the pool.
    private mutating func newPage() -> Int {
        if let start = freePages.popLast() { return start }
        let start = pool.count
        pool.append(contentsOf: repeatElement(nil, count: Self.pageSize))
        pageCounts.append(0)
        return start
    }

    /// A key's place in its page (two's complement keeps negative keys, the unsaved objects',
    /// in pages of their own: -32…-1 is page -1).
    private static func offset(of key: Int64) -> Int {
        Int(truncatingIfNeeded: key & Int64(pageSize - 1))
    }
}
