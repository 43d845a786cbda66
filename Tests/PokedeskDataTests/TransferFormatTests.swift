import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - CSV and JSON, read and written

@Suite("Transfer formats")
struct TransferFormatTests {
    private func csv(_ text: String) throws(CSVFormat.Malformed) -> [CSVFormat.Record] {
        try CSVFormat.records(Array(text.utf8))
    }

    private func json(_ text: String) throws(JSONFormat.Malformed) -> JSONFormat.Value {
        try JSONFormat.value(Array(text.utf8))
    }

    // MARK: CSV

    @Test("CSV: quoted commas, doubled quotes and line breaks; each record on the line it starts")
    func csvQuoting() throws {
        let records = try csv("name,race\r\n\"Mr. Mime, Jr.\",122\n\"Say \"\"hi\"\"\",\n\"two\nlines\",25\nlast,x")
        #expect(
            records == [
                .init(line: 1, fields: ["name", "race"]),
                .init(line: 2, fields: ["Mr. Mime, Jr.", "122"]),
                .init(line: 3, fields: ["Say \"hi\"", ""]),
                .init(line: 4, fields: ["two\nlines", "25"]),
                .init(line: 6, fields: ["last", "x"]),
            ]
        )
    }

    @Test("CSV: a byte order mark is ignored, blank lines are left out, a lone CR is text")
    func csvLeniency() throws {
        let records = try csv("\u{FEFF}name,race\n\nPika,25\n\nCR\rhere,\n")
        #expect(
            records == [
                .init(line: 1, fields: ["name", "race"]),
                .init(line: 3, fields: ["Pika", "25"]),
                .init(line: 5, fields: ["CR\rhere", ""]),
            ]
        )
    }

    @Test("CSV: an unclosed quote is reported on the line it opens; text after a closing quote too")
    func csvMalformed() {
        #expect(throws: CSVFormat.Malformed(line: 2, reason: .quotedFieldNotClosed)) {
            try csv("name,race\n\"Pika,25\nChar,6\n")
        }
        #expect(
            throws: CSVFormat.Malformed(line: 2, reason: .quoteNotFollowedByComma)
        ) {
            try csv("name,race\n\"Pika\"chu,25\n")
        }
        #expect(throws: CSVFormat.Malformed(line: 1, reason: .notUTF8)) {
            try CSVFormat.records([0x6E, 0xFF, 0x2C])
        }
    }

    @Test("CSV: fields are quoted only when they must be, and read back as written")
    func csvWriting() throws {
        let fields = ["plain", "with, comma", "with \"quotes\"", "Flabébé", ""]
        let line = CSVFormat.line(fields)
        #expect(line == "plain,\"with, comma\",\"with \"\"quotes\"\"\",Flabébé,\n")
        #expect(try csv(line) == [.init(line: 1, fields: fields)])
    }

    // MARK: JSON

    @Test("JSON: every kind of value, numbers kept as written")
    func jsonValues() throws {
        let value = try json(#" [ {"name": "Pika", "race": 25}, null, true, false, -1.5e3, "x", [], {} ] "#)
        #expect(
            value
                == .array([
                    .object([("name", .string("Pika")), ("race", .number("25"))]), .null, .bool(true), .bool(false),
                    .number("-1.5e3"), .string("x"), .array([]), .object([]),
                ])
        )
    }

    @Test("JSON: escapes, including a surrogate pair")
    func jsonEscapes() throws {
        #expect(try json(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#) == .string("a\"b\\c/d\n\té😀"))
    }

    @Test("JSON: a repeated key keeps its last value")
    func jsonRepeatedKey() throws {
        #expect(try json(#"{"race": 1, "race": 2}"#)["race"] == .number("2"))
    }

    @Test(
        "JSON: malformed text is reported at its line and column",
        arguments: [
            (
                "[\n  {\"name\": \"Pika\",}\n]",
                JSONFormat.Malformed(line: 2, column: 19, reason: .expectedMemberName)
            ),
            ("[1 2]", .init(line: 1, column: 4, reason: .expectedOneOf([",", "]"]))),
            ("[\"é\" x]", .init(line: 1, column: 6, reason: .expectedOneOf([",", "]"]))),
            ("[01]", .init(line: 1, column: 4, reason: .leadingZero)),
            ("[\"open", .init(line: 1, column: 7, reason: .stringNotClosed)),
            ("[\"a\tb\"]", .init(line: 1, column: 4, reason: .unescapedControlCharacter)),
            ("[\"\\q\"]", .init(line: 1, column: 4, reason: .unknownEscape)),
            ("[] []", .init(line: 1, column: 4, reason: .expectedEnd)),
            ("", .init(line: 1, column: 1, reason: .expectedValue)),
            ("[tru]", .init(line: 1, column: 2, reason: .expectedValue)),
        ]
    )
    func jsonMalformed(text: String, expected: JSONFormat.Malformed) {
        #expect(throws: expected) { try json(text) }
    }

    @Test("JSON: nesting deeper than the limit is refused, not a crash")
    func jsonDepth() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: JSONFormat.Malformed(line: 1, column: 65, reason: .nestedTooDeeply)) {
            try json(deep)
        }
    }

    @Test("JSON: string literals escape what they must and read back as written")
    func jsonLiterals() throws {
        let text = "quote \" backslash \\ tab \t bell \u{07} é"
        let literal = JSONFormat.literal(text)
        #expect(literal == #""quote \" backslash \\ tab \t bell \u0007 é""#)
        #expect(try json(literal) == .string(text))
    }
}
