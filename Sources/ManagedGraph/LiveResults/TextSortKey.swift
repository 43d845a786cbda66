import TextRules

// MARK: - A text's place in a sort, computed once

/// Where a text (or nil) sorts, as `ObjectSorter.compare` orders it, in a form compared byte by
/// byte: the folded text's UTF-8 then the text's own for a case-insensitive sort, the text's
/// alone otherwise. UTF-8 bytes sort as Unicode scalars do, which is the order `compare` uses,
/// and nil sorts first. Folding each text once, rather than in each of n·log n comparisons,
/// is what makes sorting a thousand related names cheap.
struct TextSortKey: Comparable {
    private let isNull: Bool
    private let folded: [UInt8]
    private let exact: [UInt8]

    /// The keys of `values`, in order; nil when one is neither text nor nil.
    static func keys(_ values: [StoreValue], caseInsensitive: Bool) -> [TextSortKey]? {
        var keys: [TextSortKey] = []
        keys.reserveCapacity(values.count)
        for value in values {
            switch value {
            case .null: keys.append(TextSortKey(isNull: true, folded: [], exact: []))
            case .string(let text) where caseInsensitive:
                keys.append(
                    TextSortKey(isNull: false, folded: Array(TextFolding.fold(text).utf8), exact: Array(text.utf8))
                )
            case .string(let text): keys.append(TextSortKey(isNull: false, folded: Array(text.utf8), exact: []))
            default: return nil
            }
        }
        return keys
    }

    static func < (lhs: TextSortKey, rhs: TextSortKey) -> Bool {
        if lhs.isNull != rhs.isNull { return lhs.isNull }
        if lhs.folded != rhs.folded { return lhs.folded.lexicographicallyPrecedes(rhs.folded) }
        return lhs.exact.lexicographicallyPrecedes(rhs.exact)
    }
}
