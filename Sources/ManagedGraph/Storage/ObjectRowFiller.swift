// MARK: - Filling objects from a loop over rows

/// Fills the objects a row loop reads (a fetch, a batch of faults), their values written into
/// slabs shared by runs of up to `ValueSlab.maximumRows` objects (see `SlotValues`).
///
/// A class, and its state unchecked for exclusive access: the row loop's closure captures it,
/// and a captured variable would pay a run-time exclusivity check for every row. Nothing
/// reenters it: it is used by the one loop that made it.
final class ObjectRowFiller {
    private let context: ObjectContext
    /// How each value slot is read, decided once for the loop rather than for every value.
    private let readers: [SlotReader]
    private let slotCount: Int
    /// How many rows are still to come, when the loop knows (a batch of faults); a fetch does not.
    private let rowsExpected: Int?
    @exclusivity(unchecked) private var rowsFilled = 0
    @exclusivity(unchecked) private var slab: ValueSlab?
    /// Rows the current slab still has room for: counted here, so that a row does not ask the
    /// slab's header.
    @exclusivity(unchecked) private var rowsLeftInSlab = 0
    /// The objects filled or collected, in order, when the loop wants them back (a fetch).
    @exclusivity(unchecked) private(set) var objects: [ManagedObject] = []

    /// For objects of `entity` only: a row's layout is the entity's, or `columns` says where each
    /// of its slots is (rows that hold other entities' columns too, see `MixedRowLayout`).
    init(
        context: ObjectContext,
        entity: EntityDescription,
        columns: [Int]? = nil,
        rowsExpected: Int? = nil
    ) {
        self.context = context
        readers = SlotReader.readers(of: entity, columns: columns)
        slotCount = entity.valueSlotCount
        self.rowsExpected = rowsExpected
    }

    /// Fills `object` from `row`, laid out by `RowLayout.columns(of:)`.
    func fill(_ object: ManagedObject, from row: StatementRow) {
        let slab = slabWithRoom()
        let first = slab._withUnsafeGuaranteedRef { slab in
            readers.withUnsafeBufferPointer { readers in
                slab.appendRow(slotCount: readers.count) { slots in
                    for slot in readers.indices { (slots + slot).initialize(to: row.value(readers[slot])) }
                }
            }
        }
        rowsFilled += 1
        context.statistics.rowsRead += 1
        context.statistics.objectsFilled += 1
        context.fill(object, values: SlotValues(row: slab, first: first, count: slotCount), version: row.int64(1))
    }

    /// Fills `object` and adds it to `objects`. (`object` is consumed: the array takes the
    /// caller's reference rather than a second one, a retain and a release less per row.)
    func fillAndCollect(_ object: consuming ManagedObject, from row: StatementRow) {
        fill(object, from: row)
        objects.append(object)
    }

    /// Adds an object the loop keeps as it is (one with unsaved changes) to `objects`.
    func collect(_ object: ManagedObject) {
        objects.append(object)
    }

    /// The current slab, or a new one when it is full: as many rows as are still expected, up to
    /// the maximum; when nobody knows, as many as were read so far, so that a fetch of a few rows
    /// does not make room for many. Unretained: the filler holds it, and each row's values take
    /// their own reference, once (each retain is an atomic operation).
    private func slabWithRoom() -> Unmanaged<ValueSlab> {
        if rowsLeftInSlab > 0, let slab {
            rowsLeftInSlab -= 1
            return .passUnretained(slab)
        }
        let rows = min(ValueSlab.maximumRows, rowsExpected.map { max(1, $0 - rowsFilled) } ?? max(4, rowsFilled))
        let slab = ValueSlab.make(rows: rows, slotCount: slotCount)
        self.slab = slab
        rowsLeftInSlab = rows - 1
        return .passUnretained(slab)
    }
}
