import Testing

@testable import TerminalKit

// MARK: - Marks and joiners next to quotes and spaces

/// A combining mark, a joiner or a variation selector right after a space, a quote or a
/// backslash forms one character with it; the tokenizer reads quotes, escapes and spaces by
/// scalar, so that the mark stays in the word.
@Suite("Command tokenizer: marks after spaces and quotes")
struct CommandTokenizerUnicodeTests {
    @Test(
        "a word may begin with a mark, quoted or not",
        arguments: [
            ("add \u{301}x", ["add", "\u{301}x"]),
            ("add \"\u{301}x\"", ["add", "\u{301}x"]),
            ("add '\u{200D}x'", ["add", "\u{200D}x"]),
            ("add \"a \u{301}\"", ["add", "a \u{301}"]),
            ("add \"\\\"\u{301}\"", ["add", "\"\u{301}"]),
            ("add \\ \u{301}", ["add", " \u{301}"]),
            ("say \u{FE0F}", ["say", "\u{FE0F}"]),
        ]
    )
    func marks(line: String, expected: [String]) throws {
        let words = try CommandTokenizer.words(line)
        #expect(words.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    }

    @Test("quoting a word that starts with a mark, or holds a quote and a mark, reads back the same")
    func quotingRoundTrip() throws {
        for word in ["\u{301}x", "\"\u{301}", "a'\u{301}b", "x \u{301}", "\\\u{301}"] {
            let line = "add " + CommandQuoting.quote(word, opened: nil)
            let words = try CommandTokenizer.words(line)
            #expect(words.last.map { Array($0.unicodeScalars) } == Array(word.unicodeScalars), "\(line)")
        }
    }

    @Test("a text command keeps a mark that follows the space, and a blank line is only white space")
    func interpreterText() {
        let table = CommandTable([CommandSpec("find", arguments: [.text("PREDICATE")], summary: "")])
        guard case .screen(let command) = CommandInterpreter.interpret("find \u{301}x ", table: table) else {
            Issue.record("find is a command")
            return
        }
        #expect(Array(command.text.unicodeScalars) == Array("\u{301}x".unicodeScalars))
        #expect(command.textColumn == 5, "the mark sits in the 5th character, with the space")
        guard case .failure(let message) = CommandInterpreter.interpret(" \u{301}", table: table) else {
            Issue.record("a lone mark is a word, not a blank line")
            return
        }
        #expect(message == "unknown command \"\u{301}\"; type help for the list")
    }

    @Test("what the user typed is quoted in messages with control characters escaped")
    func messagesQuoteControls() {
        let table = CommandTable([CommandSpec("page", arguments: [.required("N")], summary: "")])
        let cases: [(String, String)] = [
            ("\u{1B}[2Jx", #"unknown command "\u{1b}[2Jx"; type help for the list"#),
            ("\"a\rb\"", #"unknown command "a\rb"; type help for the list"#),
            ("page 1 \"\u{0}\"", #"unexpected argument "\u{0}"; usage: page N"#),
            ("\"say \\\"hi\\\"\"", #"unknown command "say \"hi\""; type help for the list"#),
        ]
        for (line, expected) in cases {
            guard case .failure(let message) = CommandInterpreter.interpret(line, table: table) else {
                Issue.record("\(line.debugDescription) is refused")
                continue
            }
            #expect(message == expected)
        }
        #expect(throws: CommandFailure("N must be a number, not \"\\u{7}\"")) {
            try ParsedCommand(name: "page", arguments: ["\u{7}"], text: "", textColumn: 1, line: "").integer(
                at: 0,
                named: "N"
            )
        }
    }
}
