/// How many terminal columns text occupies, counted over grapheme clusters (what the user sees
/// as one character): 0 for combining marks, joiners, variation selectors and controls on their
/// own; 2 for emoji presentation and East Asian Wide or Fullwidth characters; 1 otherwise
/// (East Asian Ambiguous, such as `…`, counts as narrow, as terminals do by default).
public enum DisplayWidth {
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII, most of what a table shows, is one column a byte: no grapheme
        // breaking and no Unicode property look-ups, which cost hundreds of instructions a
        // character and were most of the time `list` took to draw its page.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        if scalars.contains(textPresentationSelector) {
            return isEastAsianWide(first) ? 2 : 1
        }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if scalars.contains(emojiPresentationSelector), first.properties.isEmoji { return 2 }
        return isEastAsianWide(first) ? 2 : 1
    }

    // MARK: Classification

    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            // Hangul medial vowels and final consonants only ever extend a syllable.
            return (0x1160...0x11FF).contains(scalar.value)
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks from Unicode's EastAsianWidth.txt, merged
    /// into ranges; emoji are found by their property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]

    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
