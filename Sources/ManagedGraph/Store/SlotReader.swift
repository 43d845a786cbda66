// MARK: - How a fetch reads each value slot

/// How one value slot of an object is read from its row: the column, and the read its
/// attribute's type calls for. A row loop makes its readers once, from the entity, so that
/// reading a row asks no question about the model: the common kinds (text, dates, integers,
/// to-one keys) go straight to the SQLite call that reads them, and every other kind, and any
/// value stored in a storage class its type does not expect, takes the general conversion
/// (`StatementRow.storeValue(_:type:)`), which gives the same values.
struct SlotReader {
    enum Read {
        /// A string attribute: text read as such.
        case text
        /// An integer attribute.
        case integer
        /// A date attribute: seconds since 2001, as a real number.
        case date
        /// A to-one relationship: the related row's key, or NULL.
        case key
        /// Any other attribute type, through the general conversion.
        case converted(AttributeType)
    }

    let column: Int32
    let read: Read

    /// The readers of `entity`'s value slots, in slot order: attributes, then to-one keys.
    /// `columns` gives each slot's column; nil when the slots are the columns after the key and
    /// the version, in order (`RowLayout.columns(of:alias:)`).
    static func readers(of entity: EntityDescription, columns: [Int]? = nil) -> [SlotReader] {
        let types = entity.attributeTypes
        return (0..<entity.valueSlotCount).map { slot in
            let column = Int32(columns?[slot] ?? slot + 2)
            guard slot < types.count else { return SlotReader(column: column, read: .key) }
            return SlotReader(column: column, read: read(for: types[slot]))
        }
    }

    private static func read(for type: AttributeType) -> Read {
        switch type {
        case .string: return .text
        case .integer: return .integer
        case .date: return .date
        default: return .converted(type)
        }
    }
}
