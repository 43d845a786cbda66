// MARK: - An object's values

/// An object's values, one per value slot (attributes, then to-one keys), indexed from 0: a
/// value type with copy-on-write, like an array.
///
/// Objects read from the store together share one allocation: a fetch or a batch fault writes
/// the values of up to `ValueSlab.maximumRows` rows one after the other into a `ValueSlab`, and
/// each object's values are its run of that slab: one allocation for a run of objects instead of
/// one per object, and the values of neighbouring rows side by side. Writing a value first copies the
/// object's own run out of a slab anything else refers to, so objects never see each other's
/// changes; the price is that an object kept after the others of its slab keeps the slab's
/// memory, at most `maximumRows` objects' values.
///
/// Sendable as an array is (an entity's default values are shared by every context): a slab's
/// slot is written once before any `SlotValues` refers to it, and after that only through the
/// one `SlotValues` that holds the slab's only reference. `ManagedBuffer` cannot say so itself.
struct SlotValues: RandomAccessCollection, MutableCollection, Equatable, ExpressibleByArrayLiteral,
    @unchecked Sendable
{
    /// nil when empty (a fault's values).
    private var slab: ValueSlab?
    // 32 bits each, so that an object's values take two words, not three: a slab holds a few
    // hundred values, and an object a few dozen.
    private var first: Int32
    private var slotCount: Int32

    init() {
        slab = nil
        first = 0
        slotCount = 0
    }

    init(_ values: [StoreValue]) {
        if values.isEmpty {
            self.init()
            return
        }
        let slab = ValueSlab.make(rows: 1, slotCount: values.count)
        values.withUnsafeBufferPointer { _ = slab.appendRow($0) }
        self.init(slab: slab, first: 0, count: values.count)
    }

    init(arrayLiteral values: StoreValue...) {
        self.init(values)
    }

    /// One row of a slab.
    init(slab: ValueSlab, first: Int, count: Int) {
        self.slab = slab
        self.first = Int32(first)
        slotCount = Int32(count)
    }

    /// One row of a slab its caller holds: the values take their one reference to it here.
    /// (Handed a strong reference instead, the optimizer retained the slab twice and released
    /// it once per row, each an atomic operation.)
    init(row slab: Unmanaged<ValueSlab>, first: Int, count: Int) {
        self.slab = slab.takeUnretainedValue()
        self.first = Int32(first)
        slotCount = Int32(count)
    }

    // MARK: Collection

    var startIndex: Int { 0 }
    var endIndex: Int { Int(slotCount) }
    var count: Int { Int(slotCount) }

    subscript(slot: Int) -> StoreValue {
        get {
            precondition(slot >= 0 && slot < count, "slot out of range")
            return slab.unsafelyUnwrapped.value(at: Int(first) &+ slot)
        }
        set {
            precondition(slot >= 0 && slot < count, "slot out of range")
            makeUnique()
            slab.unsafelyUnwrapped.setValue(newValue, at: Int(first) &+ slot)
        }
    }

    static func == (lhs: SlotValues, rhs: SlotValues) -> Bool {
        lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
    }

    // MARK: Copy on write

    /// Makes this the only reference to its slab, copying its run into a slab of its own when
    /// another object's values, a committed copy, or a filler still refers to the slab.
    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&slab), let shared = slab else { return }
        let own = ValueSlab.make(rows: 1, slotCount: count)
        shared.withRow(first: Int(first), count: count) { _ = own.appendRow($0) }
        slab = own
        first = 0
    }
}

// MARK: - Storage shared by a run of objects

/// Rows of values written one after the other, each then read by one object's `SlotValues`.
final class ValueSlab: ManagedBuffer<ValueSlab.Header, StoreValue> {
    /// Enough to make the allocation rare, few enough that one long-lived object keeps little.
    static let maximumRows = 64

    struct Header {
        /// Values written so far (every slot below it is initialised).
        var count: Int
        /// Values the slab has room for.
        let capacity: Int
    }

    /// A slab with room for `rows` rows of `slotCount` values.
    static func make(rows: Int, slotCount: Int) -> ValueSlab {
        let capacity = rows * slotCount
        let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: ValueSlab.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, values in values.deinitialize(count: header.pointee.count) }
    }

    /// Writes `values` as the next row; returns where it starts.
    func appendRow(_ values: UnsafeBufferPointer<StoreValue>) -> Int {
        withUnsafeMutablePointers { header, slots in
            let start = header.pointee.count
            precondition(start + values.count <= header.pointee.capacity, "slab is full")
            (slots + start).initialize(from: values.baseAddress!, count: values.count)
            header.pointee.count = start + values.count
            return start
        }
    }

    /// Writes the next row with `write`, which must initialise exactly `slotCount` values.
    func appendRow(slotCount: Int, _ write: (UnsafeMutablePointer<StoreValue>) -> Void) -> Int {
        withUnsafeMutablePointers { header, slots in
            let start = header.pointee.count
            precondition(start + slotCount <= header.pointee.capacity, "slab is full")
            write(slots + start)
            header.pointee.count = start + slotCount
            return start
        }
    }

    func value(at index: Int) -> StoreValue {
        withUnsafeMutablePointerToElements { $0[index] }
    }

    func setValue(_ value: StoreValue, at index: Int) {
        withUnsafeMutablePointerToElements { $0[index] = value }
    }

    func withRow(first: Int, count: Int, _ body: (UnsafeBufferPointer<StoreValue>) -> Void) {
        withUnsafeMutablePointerToElements { body(UnsafeBufferPointer(start: $0 + first, count: count)) }
    }
}
