import Foundation

// MARK: - Case- and diacritic-insensitive text

/// The one definition of "the same text, ignoring case and accents", wherever text is compared:
/// the engine's SQL functions and collation (`pd_fold`, `PD_FOLD`), its folded shadow columns,
/// predicates evaluated in memory (`==[cd]`, `BEGINSWITH[c]`), case-insensitive sorting and
/// section initials, and an app's own look-ups by a name a user typed. Defined once, so that SQL,
/// memory and the app never disagree.
///
/// ```swift
/// TextFolding.fold("Crème Brûlée")    // "creme brulee"
/// TextFolding.compare("ada", "Ada")    // 1: the same folded, then by the exact text
/// ```
public enum TextFolding {
    /// Folds case only: "Crème" → "crème".
    public static func foldCase(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        return text.lowercased()
    }

    /// Folds diacritics only: "Crème" → "Creme".
    public static func foldDiacritics(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return stripMarks(text)
    }

    /// Folds both: "Crème" → "creme".
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        return stripMarks(text).lowercased()
    }

    /// Folds as the options ask.
    public static func fold(_ text: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String {
        switch (caseInsensitive, diacriticInsensitive) {
        case (true, true): return fold(text)
        case (true, false): return foldCase(text)
        case (false, true): return foldDiacritics(text)
        case (false, false): return text
        }
    }

    /// The order of a case-insensitive sort: by folded text, then by the exact text, so that
    /// "Eevee" and "eevee" still have a stable order. Returns a negative number, zero or a
    /// positive number, like `strcmp`.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        if let ascii = compareASCII(lhs, rhs) { return ascii }
        let byFolded = compareScalars(fold(lhs), fold(rhs))
        return byFolded != 0 ? byFolded : compareScalars(lhs, rhs)
    }

    /// Compares by Unicode scalar values: a total order that SQLite (`BINARY`) and Swift agree on.
    public static func compareScalars(_ lhs: String, _ rhs: String) -> Int {
        var left = lhs.unicodeScalars.makeIterator()
        var right = rhs.unicodeScalars.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let l?, let r?):
                if l != r { return l.value < r.value ? -1 : 1 }
            }
        }
    }

    // MARK: ASCII, without copies

    /// `compare` for two ASCII strings — nearly every name — without folded copies: a results
    /// controller compares sort keys tens of thousands of times when a large change arrives.
    /// Nil when either has other characters. For ASCII, folding is lowercasing A–Z, and scalar
    /// order is byte order.
    private static func compareASCII(_ lhs: String, _ rhs: String) -> Int? {
        let result = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in compareASCII(left, right) }
        }
        return result?.flatMap { $0 }
    }

    private static func compareASCII(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int? {
        for byte in left where byte >= 0x80 { return nil }
        for byte in right where byte >= 0x80 { return nil }
        var exact = 0
        var index = 0
        while index < left.count, index < right.count {
            let (l, r) = (left[index], right[index])
            let (foldedL, foldedR) = (asciiLowercased(l), asciiLowercased(r))
            if foldedL != foldedR { return foldedL < foldedR ? -1 : 1 }
            if exact == 0, l != r { exact = l < r ? -1 : 1 }
            index += 1
        }
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        return exact
    }

    private static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map(asciiLowercased), as: UTF8.self)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    // MARK: Beyond ASCII

    /// Canonical decomposition, then every combining mark dropped: "é" is "e" + U+0301.
    private static func stripMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !isCombiningMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
