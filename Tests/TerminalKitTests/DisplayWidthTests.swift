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

    @Test("printable ASCII, counted by its fast path, is one column a character, and controls none")
    func asciiFastPath() {
        let printable = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(DisplayWidth.of(printable) == printable.count)
        #expect(printable.allSatisfy { DisplayWidth.of($0) == 1 })
        #expect(DisplayWidth.of("Pika\tchu") == 7, "a tab leaves the fast path and counts as a control")
        #expect(DisplayWidth.of("Pika\r\nchu") == 7)
    }
}
