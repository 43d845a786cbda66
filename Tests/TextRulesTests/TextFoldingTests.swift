import ManagedGraph
import PokedeskDomain
import Testing

// MARK: - The engine and the Domain read text alike

/// The engine folds text for the store (SQL functions, shadow columns, predicates in memory,
/// sorting) and the Domain for the presentation side (race look-up by name, Tab completion);
/// each module has its own copy, since neither may import the other. A name found by one must
/// be found by the other, so the two must agree on every text, the hard ones first.
@Suite("The engine and the Domain agree")
struct EngineAgreementTests {
    static let tricky: [String] = [
        "", "Pika", "PIKA", "pika", "Mr. Mime", "Flabébé", "Flabe\u{301}be\u{301}", "FLABÉBÉ", "Nidoran♀",
        "ſ", "s", "S", "ı", "i", "I", "İ", "i\u{307}", "ß", "ss", "SS", "ẞ", "ǅ", "ǆ", "Ǆ", "ﬁ", "fi",
        "\u{2126}", "\u{3A9}", "\u{3C9}", "\u{212A}", "K", "k", "É", "E\u{301}", "é", "e\u{301}",
        "\u{301}", "\u{301}a", "한글", "\u{1112}\u{1161}\u{11AB}", "👍🏻", "👍", "Ａ", "ａ", "Ω\u{301}", "ῼ",
        "a\u{0}b", "Zoë", "ZOË", "zoe", "Ågård", "Æsir", "æsir", "Øre", "ǰ", "J\u{30C}",
    ]

    @Test("they fold every tricky text to the same text, in each of the three ways")
    func foldAlike() {
        for text in Self.tricky {
            #expect(
                StringFolding.fold(text).unicodeScalars.elementsEqual(TextFolding.fold(text).unicodeScalars),
                "\(text)"
            )
            #expect(
                StringFolding.foldCase(text).unicodeScalars.elementsEqual(TextFolding.foldCase(text).unicodeScalars),
                "\(text)"
            )
            #expect(
                StringFolding.foldDiacritics(text).unicodeScalars
                    .elementsEqual(TextFolding.foldDiacritics(text).unicodeScalars),
                "\(text)"
            )
        }
    }

    @Test("they order every pair of tricky texts the same way, case-insensitively and exactly")
    func orderAlike() {
        for lhs in Self.tricky {
            for rhs in Self.tricky {
                #expect(StringFolding.compare(lhs, rhs) == TextFolding.compare(lhs, rhs), "\(lhs) vs \(rhs)")
                #expect(
                    StringFolding.compareScalars(lhs, rhs) == TextFolding.compareScalars(lhs, rhs),
                    "\(lhs) vs \(rhs)"
                )
            }
        }
    }

    @Test("an unknown key in the engine's message is quoted as the Domain quotes user text")
    func quoteAlike() throws {
        let entity = EntityDescription(name: "Thing", attributes: [AttributeDescription(name: "name", type: .string)])
        for key in [
            "plain", "say \"hi\"", "back\\slash", "line\nbreak", "tab\tand\rreturn", "esc\u{1B}", "\u{202E}evil",
            "sep\u{2028}",
        ] {
            let message = ContextError.unknownKey(key, entity: entity).description
            #expect(message.hasPrefix("Thing has no key \(Quoting.quoted(key))"), "\(message)")
        }
    }
}
