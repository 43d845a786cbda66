import Foundation

// MARK: - Case- and diacritic-insensitive text

/// The one definition of "the same text, ignoring case and accents" that every layer shares:
/// the SQL collation and functions of the store, in-memory predicate evaluation, race look-up
/// by name and tab completion all fold through here, so SQL and memory can never disagree.
public enum TextFolding {
    /// Folds case only: "Flabébé" → "flabébé".
    public static func foldCase(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiLowercased(text) }
        return text.lowercased()
    }

    /// Folds diacritics only: "Flabébé" → "Flabebe".
    public static func foldDiacritics(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return stripMarks(text)
    }

    /// Folds both: "Flabébé" → "flabebe".
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

    /// The order every list is sorted in "case-insensitively": by folded text, then by the exact
    /// text so that "Eevee" and "eevee" still have a stable order. Returns a negative number,
    /// zero or a positive number, like `strcmp`.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        let byFolded = compareScalars(fold(lhs), fold(rhs))
        return byFolded != 0 ? byFolded : compareScalars(lhs, rhs)
    }

    // MARK: Implementation

    /// Compares by Unicode scalar values: a total order that SQLite and Swift agree on.
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

    private static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

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
