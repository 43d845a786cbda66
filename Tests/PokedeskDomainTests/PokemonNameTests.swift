import PokedeskDomain
import Testing

// MARK: - Name rules

@Suite("Pokemon names")
struct PokemonNameTests {
    @Test("surrounding white space is trimmed", arguments: ["  Pika  ", "\tPika\n", "Pika"])
    func trimmed(raw: String) throws {
        #expect(try PokemonName(validating: raw).value == "Pika")
    }

    @Test("1 to 40 user-perceived characters are accepted")
    func lengths() throws {
        #expect(try PokemonName(validating: "P").value == "P")
        #expect(try PokemonName(validating: String(repeating: "é", count: 40)).value.count == 40)
        #expect(try PokemonName(validating: String(repeating: "👍🏽", count: 40)).value.count == 40)
        #expect(try PokemonName(validating: "Flabébé ✓ 皮卡丘").value == "Flabébé ✓ 皮卡丘")
    }

    @Test("an empty name is refused with the reason", arguments: ["", "   ", "\n\t"])
    func empty(raw: String) {
        #expect(throws: NameProblem.empty) { try PokemonName(validating: raw) }
        #expect(NameProblem.empty.description == "a name cannot be empty")
    }

    @Test("a name over 40 characters is refused with its length")
    func tooLong() {
        let raw = String(repeating: "x", count: 41)
        #expect(throws: NameProblem.tooLong(length: 41)) { try PokemonName(validating: raw) }
        #expect(NameProblem.tooLong(length: 41).description == "a name can have at most 40 characters; this one has 41")
    }

    @Test("control characters are refused, naming the character and where it is")
    func controlCharacters() {
        #expect(throws: NameProblem.controlCharacter(scalar: 0x07, position: 3)) {
            try PokemonName(validating: "Pi\u{07}ka")
        }
        #expect(throws: NameProblem.controlCharacter(scalar: 0x09, position: 3)) {
            try PokemonName(validating: "Pi\tka")
        }
        #expect(
            NameProblem.controlCharacter(scalar: 0x1B, position: 2).description
                == "a name cannot contain control characters (U+001B at character 2)"
        )
    }
}

// MARK: - Folding and quoting

@Suite("Text folding")
struct TextFoldingTests {
    @Test("folding removes case and diacritics, separately or together")
    func folding() {
        #expect(TextFolding.fold("Flabébé") == "flabebe")
        #expect(TextFolding.foldCase("Flabébé") == "flabébé")
        #expect(TextFolding.foldDiacritics("Flabébé") == "Flabebe")
        #expect(TextFolding.fold("Nidoran♀") == "nidoran♀")
        #expect(TextFolding.fold("e\u{301}") == "e", "a decomposed accent folds too")
    }

    @Test("the case-insensitive order puts folded equals together, exact text breaking ties")
    func order() {
        let names = ["eve", "Émile", "Ada", "ada", "Zoe", "bob"]
        let sorted = names.sorted { TextFolding.compare($0, $1) < 0 }
        #expect(sorted == ["Ada", "ada", "bob", "Émile", "eve", "Zoe"])
    }

    @Test("ASCII text compares as folding it would, without folding it (the fast path)")
    func asciiOrderIsTheFoldedOrder() {
        let names = [
            "", "a", "A", "ab", "aB", "Ab", "abc", "b", "B", "Mr. Mime", "mr. mime", "Mr Mime", "[x]", "_x", "`x", "zz",
            "Z",
        ]
        for lhs in names {
            for rhs in names {
                let folded = TextFolding.compareScalars(TextFolding.fold(lhs), TextFolding.fold(rhs))
                let expected = folded != 0 ? folded : TextFolding.compareScalars(lhs, rhs)
                #expect(TextFolding.compare(lhs, rhs) == expected, "\(lhs) vs \(rhs)")
            }
        }
    }

    @Test("messages quote user text on one line")
    func quoting() {
        #expect(Quoting.quoted("Mr. Mime") == "\"Mr. Mime\"")
        #expect(Quoting.quoted("a\"b\\c\nd") == "\"a\\\"b\\\\c\\nd\"")
        #expect(PokedeskError.unknownRace("Pikachoo").description == "no race has the code or name \"Pikachoo\"")
        #expect(Quoting.quoted("evil\u{202E}txt") == "\"evil\\u{202e}txt\"", "a bidi override cannot reorder the line")
    }

    @Test("text shown unquoted keeps its quotes but not its control characters")
    func printable() {
        #expect(Quoting.printable("name BEGINSWITH[c] \"pi\"") == "name BEGINSWITH[c] \"pi\"")
        #expect(Quoting.printable("name == \"\u{1b}[2J\"") == "name == \"\\u{1b}[2J\"")
        #expect(Wording.noMatch("name == \"a\u{202E}b\"") == "No pokemon matches: name == \"a\\u{202e}b\"")
    }
}
