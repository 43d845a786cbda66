import Testing
import TextRules

// MARK: - Folding, on the hard texts

/// The one folding that the store's SQL, its predicates in memory, its sorting and an app's
/// look-ups by name all use: held to its laws on the texts that trip folding up — the long s,
/// dotless and dotted i, sharp s, title-case digraphs, decomposed accents, the ohm and kelvin
/// signs, Hangul jamo, emoji with modifiers, full-width letters, a NUL.
@Suite("Text folding")
struct TextFoldingTests {
    static let tricky: [String] = [
        "", "Pika", "PIKA", "pika", "Mr. Mime", "Flabébé", "Flabe\u{301}be\u{301}", "FLABÉBÉ", "Nidoran♀",
        "ſ", "s", "S", "ı", "i", "I", "İ", "i\u{307}", "ß", "ss", "SS", "ẞ", "ǅ", "ǆ", "Ǆ", "ﬁ", "fi",
        "\u{2126}", "\u{3A9}", "\u{3C9}", "\u{212A}", "K", "k", "É", "E\u{301}", "é", "e\u{301}",
        "\u{301}", "\u{301}a", "한글", "\u{1112}\u{1161}\u{11AB}", "👍🏻", "👍", "Ａ", "ａ", "Ω\u{301}", "ῼ",
        "a\u{0}b", "Zoë", "ZOË", "zoe", "Ågård", "Æsir", "æsir", "Øre", "ǰ", "J\u{30C}",
    ]

    @Test("folding twice is folding once, and folding both is folding case, then diacritics")
    func foldingLaws() {
        for text in Self.tricky {
            let folded = TextFolding.fold(text)
            #expect(TextFolding.fold(folded) == folded, "\(text)")
            #expect(TextFolding.foldDiacritics(TextFolding.foldCase(text)) == folded, "\(text)")
            #expect(TextFolding.fold(text, caseInsensitive: true, diacriticInsensitive: true) == folded, "\(text)")
            #expect(TextFolding.fold(text, caseInsensitive: false, diacriticInsensitive: false) == text, "\(text)")
        }
    }

    @Test("case and accents go; composed and decomposed accents fold alike")
    func knownFolds() {
        #expect(TextFolding.fold("Crème Brûlée") == "creme brulee")
        #expect(TextFolding.fold("Flabe\u{301}be\u{301}") == "flabebe")
        #expect(TextFolding.fold("FLABÉBÉ") == TextFolding.fold("Flabébé"))
        #expect(TextFolding.fold("ZOË") == "zoe")
        #expect(TextFolding.foldCase("Crème") == "crème")
        #expect(TextFolding.foldDiacritics("Crème") == "Creme")
    }

    @Test("the case-insensitive order is total: antisymmetric, zero only for the same text, by folded text first")
    func caseInsensitiveOrder() {
        for lhs in Self.tricky {
            for rhs in Self.tricky {
                let order = TextFolding.compare(lhs, rhs)
                #expect(order.signum() == -TextFolding.compare(rhs, lhs).signum(), "\(lhs) vs \(rhs)")
                #expect((order == 0) == lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars), "\(lhs) vs \(rhs)")
                if TextFolding.fold(lhs) != TextFolding.fold(rhs) {
                    #expect(
                        order.signum() == TextFolding.compare(TextFolding.fold(lhs), TextFolding.fold(rhs)).signum(),
                        "\(lhs) vs \(rhs): ordered by their folded texts"
                    )
                }
            }
        }
    }

    @Test("the exact order is SQLite's BINARY order: the UTF-8 bytes compared")
    func exactOrder() {
        for lhs in Self.tricky {
            for rhs in Self.tricky {
                let bytes: Int =
                    Array(lhs.utf8).lexicographicallyPrecedes(Array(rhs.utf8))
                    ? -1 : Array(rhs.utf8).lexicographicallyPrecedes(Array(lhs.utf8)) ? 1 : 0
                #expect(TextFolding.compareScalars(lhs, rhs) == bytes, "\(lhs) vs \(rhs)")
            }
        }
    }
}
