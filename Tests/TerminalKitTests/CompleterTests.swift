import TerminalKit
import Testing

@Suite("Completer")
struct CompleterTests {
    static let names = ["Pikachu", "Pichu", "Mr. Mime", "Mr. Rime", "Flabébé", "Raichu"]

    /// A trimmed-down command table like the app's: names come from a closure.
    static func completer(
        matcher: CompletionMatcher = .caseInsensitivePrefix,
        recordPrevious: ((([String]) -> Void))? = nil
    ) -> Completer {
        let names = CandidateSource { previous in
            recordPrevious?(previous)
            return CompleterTests.names
        }
        return .commands(
            [
                CommandSpec("list", summary: "list"),
                CommandSpec("add", arguments: [.required("NAME", candidates: names)], summary: "add"),
                CommandSpec(
                    "change",
                    arguments: [
                        .required("race", candidates: .choices(["race"])), .required("N"),
                        .required("RACE", candidates: names),
                    ],
                    summary: "change"
                ),
                CommandSpec(
                    "sections",
                    arguments: [.required("MODE", candidates: .choices(["race", "letter", "off"]))],
                    summary: "s"
                ),
                CommandSpec(
                    "say",
                    arguments: [.variadic("WORDS", candidates: .choices(["hello", "help"]))],
                    summary: "say"
                ),
                CommandSpec("quit", aliases: ["exit"], summary: "quit"),
            ],
            matcher: matcher
        )
    }

    // MARK: Command words

    @Test("given an empty line, when completing, then every command word and alias is a candidate")
    func emptyLine() {
        let completion = Self.completer().complete(line: "", cursor: 0)
        #expect(completion.candidates == ["list", "add", "change", "sections", "say", "quit", "exit"])
        #expect(completion.replacing == 0..<0)
    }

    @Test("given the start of a command word in any case, then it completes to the word and a space")
    func commandWord() {
        let completion = Self.completer().complete(line: "LI", cursor: 2)
        #expect(completion.candidates == ["list"])
        #expect(completion.action == .replace(0..<2, with: "list "))
    }

    // MARK: Arguments

    @Test("given an argument prefix, then the argument's source gives the candidates")
    func argument() {
        let completion = Self.completer().complete(line: "add pi", cursor: 6)
        #expect(completion.candidates == ["Pikachu", "Pichu"])
        #expect(completion.replacing == 4..<6)
    }

    @Test("given several candidates with a longer common prefix, then the word grows to that prefix")
    func commonPrefix() {
        let completion = Self.completer().complete(line: "add p", cursor: 5)
        #expect(completion.action == .replace(4..<5, with: "Pi"))
    }

    @Test("given several candidates sharing no longer prefix, then the editor lists them")
    func severalMatches() {
        let completion = Self.completer().complete(line: "add Pi", cursor: 6)
        #expect(completion.action == .list(["Pikachu", "Pichu"]))
    }

    @Test("given nothing matches, then there is nothing to do")
    func noMatch() {
        let completion = Self.completer().complete(line: "add zz", cursor: 6)
        #expect(completion.candidates.isEmpty)
        #expect(completion.action == .nothing)
    }

    @Test("given an unknown command, then its arguments have no candidates")
    func unknownCommand() {
        #expect(Self.completer().complete(line: "frob P", cursor: 6).candidates.isEmpty)
    }

    @Test("the argument's position picks its source, which receives the arguments before it")
    func positionalSources() {
        var received: [[String]] = []
        let completer = Self.completer { received.append($0) }
        #expect(completer.complete(line: "change r", cursor: 8).candidates == ["race"])
        #expect(completer.complete(line: "change race 3 Rai", cursor: 17).candidates == ["Raichu"])
        #expect(received == [["race", "3"]])
        #expect(completer.complete(line: "sections l", cursor: 10).action == .replace(9..<10, with: "letter "))
    }

    @Test("a variadic argument completes every later word")
    func variadic() {
        #expect(Self.completer().complete(line: "say hello hel", cursor: 13).action == .list(["hello", "help"]))
    }

    @Test("completes the word before the cursor, leaving the rest of the line")
    func cursorInsideLine() {
        let completion = Self.completer().complete(line: "add Pik 25", cursor: 7)
        #expect(completion.action == .replace(4..<7, with: "Pikachu "))
    }

    // MARK: Quoting

    @Test("a candidate with spaces is quoted when inserted")
    func quotesCandidate() {
        #expect(Self.completer().complete(line: "add Mr. M", cursor: 9).candidates.isEmpty)
        let completion = Self.completer().complete(line: "add mr", cursor: 6)
        #expect(completion.action == .replace(4..<6, with: #""Mr. "#))
    }

    @Test("given an open double quote, then the completion closes it")
    func openDoubleQuote() {
        let completion = Self.completer().complete(line: #"add "Mr. M"#, cursor: 10)
        #expect(completion.partial == "Mr. M")
        #expect(completion.openQuote == "\"")
        #expect(completion.action == .replace(4..<10, with: #""Mr. Mime" "#))
    }

    @Test("given an open single quote, then its style is kept")
    func openSingleQuote() {
        let completion = Self.completer().complete(line: "add 'Mr. R", cursor: 10)
        #expect(completion.action == .replace(4..<10, with: "'Mr. Rime' "))
    }

    @Test("quotes and backslashes inside a candidate are escaped")
    func escapes() throws {
        let completer = Completer.commands(
            [CommandSpec("say", arguments: [.required("X", candidates: .choices([#"say "hi" \o/"#]))], summary: "")]
        )
        let completion = completer.complete(line: "say s", cursor: 5)
        #expect(completion.action == .replace(4..<5, with: #""say \"hi\" \\o/" "#))
        let inserted = "say " + #""say \"hi\" \\o/""#
        #expect(try CommandTokenizer.words(inserted) == ["say", #"say "hi" \o/"#])
    }

    // MARK: Matchers

    @Test("the app's matcher decides, e.g. folding diacritics")
    func customMatcher() {
        let folding = CompletionMatcher.prefix { text in
            String(text.lowercased().map { $0 == "é" ? "e" : $0 })
        }
        #expect(Self.completer().complete(line: "add flabebe", cursor: 11).candidates.isEmpty)
        let completion = Self.completer(matcher: folding).complete(line: "add flabebe", cursor: 11)
        #expect(completion.action == .replace(4..<11, with: "Flabébé "))
    }

    // MARK: Listing

    @Test("candidates are listed in as many columns as fit")
    func columns() {
        let lines = CandidateColumns.lines(for: ["Pikachu", "Pichu", "Raichu", "ピカチュウ"], width: 30)
        #expect(lines == ["Pikachu     Pichu", "Raichu      ピカチュウ"])
        #expect(CandidateColumns.lines(for: ["a", "b"], width: 1) == ["a", "b"])
    }
}
