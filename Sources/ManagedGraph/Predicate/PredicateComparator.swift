import TextRules

// MARK: - Comparing values in memory

/// The comparison rules, in Swift, that the SQL compiler reproduces in SQL:
/// - `==` is true for nil and nil, false for nil and a value; `!=` is its negation.
/// - An ordering (`<`, `BETWEEN`…) or a string operator with nil on either side is false.
/// - Numbers compare numerically, an integer with a double exactly, as SQLite does; text by
///   Unicode scalars, after folding for `[c]`/`[d]`; text never equals a number (type checks
///   refuse that anyway).
/// - Dates, UUIDs, bytes and decimals compare only with their own kind (`ValueOrder`).
/// - String operators work on Unicode scalars, as SQLite's `substr` and `instr` do.
enum PredicateComparator {
    /// Compares `lhs` with the right side (one value, or the list of IN/BETWEEN).
    static func compare(_ shape: ComparisonShape, _ lhs: StoreValue, _ rhs: [StoreValue]) -> Bool {
        let options = shape.foldingOptions
        let left = ComparisonShape.fold(lhs, options)
        let right = rhs.map { ComparisonShape.fold($0, options) }
        switch shape.op {
        case .equal: return equal(left, right[0])
        case .notEqual: return !equal(left, right[0])
        case .less: return order(left, right[0]).map { $0 < 0 } ?? false
        case .lessOrEqual: return order(left, right[0]).map { $0 <= 0 } ?? false
        case .greater: return order(left, right[0]).map { $0 > 0 } ?? false
        case .greaterOrEqual: return order(left, right[0]).map { $0 >= 0 } ?? false
        case .between:
            guard let low = order(left, right[0]), let high = order(left, right[1]) else { return false }
            return low >= 0 && high <= 0
        case .in:
            if left.isNull { return right.contains { $0.isNull } }
            return right.contains { !$0.isNull && equal(left, $0) }
        case .beginsWith:
            guard case .string(let text) = left, case .string(let prefix) = right[0] else { return false }
            return text.unicodeScalars.starts(with: prefix.unicodeScalars)
        case .endsWith:
            guard case .string(let text) = left, case .string(let suffix) = right[0] else { return false }
            return text.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
        case .contains:
            guard case .string(let text) = left, case .string(let needle) = right[0] else { return false }
            return containsScalars(text, needle)
        case .like:
            guard case .string(let text) = left, case .string(let pattern) = right[0] else { return false }
            return PatternMatching.like(text, pattern)
        case .matches:
            guard case .string(let text) = left, case .string(let pattern) = right[0] else { return false }
            return PatternMatching.matches(text, pattern, caseInsensitive: shape.options.contains(.caseInsensitive))
        }
    }

    /// Null-safe equality.
    static func equal(_ lhs: StoreValue, _ rhs: StoreValue) -> Bool {
        if lhs.isNull || rhs.isNull { return lhs.isNull && rhs.isNull }
        return order(lhs, rhs) == 0
    }

    /// -1, 0 or 1; nil when either side is nil or the kinds differ.
    static func order(_ lhs: StoreValue, _ rhs: StoreValue) -> Int? {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            return TextFolding.compareScalars(a, b)
        case (.integer(let a), .integer(let b)):
            return a < b ? -1 : a > b ? 1 : 0
        case (.integer(let a), .double(let b)) where !b.isNaN:
            return order(a, b)
        case (.double(let a), .integer(let b)) where !a.isNaN:
            return -order(b, a)
        case (.date, _), (.uuid, _), (.data, _), (.decimal, _), (.transformable, _):
            return ValueOrder.order(lhs, rhs)
        default:
            guard let a = lhs.numericValue, let b = rhs.numericValue else { return nil }
            return a < b ? -1 : a > b ? 1 : 0
        }
    }

    /// An integer against a double, exactly, as SQLite compares them: converting the integer
    /// would round it (every integer above 2^53 is not a double), and `Int64.max` would equal
    /// the double 2^63, which arithmetic that leaves 64 bits gives.
    private static func order(_ integer: Int64, _ double: Double) -> Int {
        if double >= 0x1p63 { return -1 }
        if double < -0x1p63 { return 1 }
        let whole = double.rounded(.towardZero)
        let truncated = Int64(whole)
        if integer != truncated { return integer < truncated ? -1 : 1 }
        return double > whole ? -1 : double < whole ? 1 : 0
    }

    /// Substring search by Unicode scalars (an empty needle is found in any text).
    static func containsScalars(_ text: String, _ needle: String) -> Bool {
        let haystack = Array(text.unicodeScalars)
        let pattern = Array(needle.unicodeScalars)
        guard !pattern.isEmpty else { return true }
        guard pattern.count <= haystack.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            if haystack[start..<(start + pattern.count)].elementsEqual(pattern) { return true }
        }
        return false
    }
}
