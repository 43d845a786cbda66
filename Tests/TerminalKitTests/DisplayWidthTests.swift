import TerminalKit
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "counts terminal columns per grapheme cluster",
        arguments: [
            ("abc", 3),
            ("é", 1),  // precomposed
            ("e\u{301}", 1),  // e + combining acute
            ("Flabébé", 7),
            ("\u{301}", 0),  // a combining mark on its own
            ("\u{200D}", 0),  // zero width joiner
            ("\u{FE0F}", 0),  // variation selector
            ("✓", 1),
            ("…", 1),
            ("👍", 2),
            ("❤️", 2),  // heart + emoji presentation selector
            ("❤", 1),  // heart, text presentation by default
            ("🇫🇷", 2),  // flag: two regional indicators
            ("👨‍👩‍👧", 2),  // ZWJ sequence
            ("1️⃣", 2),  // keycap
            ("ピカチュウ", 10),
            ("皮卡丘", 6),
            ("피카츄", 6),
            ("Ｐｉｋａ", 8),  // fullwidth Latin
            ("\u{1B}", 0),
        ]
    )
    func width(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}
