import TerminalKit
import Testing

@Suite("Command tokenizer")
struct CommandTokenizerTests {
    @Test(
        "splits words, quotes and escapes",
        arguments: [
            ("list", ["list"]),
            ("  add   Pikachu\t25  ", ["add", "Pikachu", "25"]),
            (#"add "Mr. Mime" 122"#, ["add", "Mr. Mime", "122"]),
            (#"say 'a "b" c'"#, ["say", #"a "b" c"#]),
            (#"say Mr.\ Mime"#, ["say", "Mr. Mime"]),
            (#"say "a \"q\" \\ \n""#, ["say", #"a "q" \ \n"#]),
            (#"say 'it\s'"#, ["say", #"it\s"#]),
            (#"say ab"c d"e"#, ["say", "abc de"]),
            (#"add "" x"#, ["add", "", "x"]),
            ("say héllo ✓ ピカチュウ", ["say", "héllo", "✓", "ピカチュウ"]),
            ("", []),
        ]
    )
    func splits(line: String, expected: [String]) throws {
        #expect(try CommandTokenizer.words(line) == expected)
    }

    @Test("gives each word's 1-based column, quotes included")
    func columns() throws {
        let tokens = try CommandTokenizer.tokenize(#"add  "Mr. Mime" 122"#)
        #expect(tokens.map(\.column) == [1, 6, 17])
        #expect(tokens[1].range == 5..<15)
    }

    @Test(
        "names the column of an unbalanced quote or a lone backslash",
        arguments: [
            (#"add "Mr. Mime"#, #"unbalanced " at column 5"#),
            ("say it's", "unbalanced ' at column 7"),
            (#"é "x"#, #"unbalanced " at column 3"#),
            (#"say "ok" "#, nil),
            (#"say a\"#, #"nothing to escape after \ at column 6"#),
            (#"say "a\"#, #"nothing to escape after \ at column 7"#),
        ] as [(String, String?)]
    )
    func errors(line: String, message: String?) {
        do {
            _ = try CommandTokenizer.tokenize(line)
            #expect(message == nil, "expected an error for \(line)")
        } catch {
            #expect(error.description == message)
        }
    }
}
