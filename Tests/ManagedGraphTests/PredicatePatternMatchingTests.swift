import Testing

@testable import ManagedGraph

// MARK: - MATCHES: the whole text, every alternative

/// `MATCHES` as ICU's `matches()` has it, which NSPredicate uses: the expression must match
/// all of the text, and a shorter alternative that matches first does not end the search. The
/// store's `pd_matches` calls the same function, so these hold in SQL too.
@Suite("Predicate MATCHES: whole-text regular expressions")
struct PredicatePatternMatchingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let pattern: String
        let text: String
        var caseInsensitive = false
        let matches: Bool

        var testDescription: String { "\(pattern.debugDescription) on \(text.debugDescription)" }
    }

    @Test(
        "matches the whole text or not at all",
        arguments: [
            Case(pattern: "Pi|Pika", text: "Pika", matches: true),
            Case(pattern: "Pi|Pika", text: "Pi", matches: true),
            Case(pattern: "Pi|Pika", text: "Pik", matches: false),
            Case(pattern: "Ch(ar|army)", text: "Charmy", matches: true),
            Case(pattern: "Ch(ar|army)", text: "Char", matches: true),
            Case(pattern: "Ch(ar|army)", text: "Charm", matches: false),
            Case(pattern: "a|ab|abc", text: "abc", matches: true),
            Case(pattern: "a*", text: "", matches: true),
            Case(pattern: "a|", text: "", matches: true),
            Case(pattern: "ab$", text: "ab", matches: true),
            Case(pattern: "ab$", text: "ab\n", matches: false),
            Case(pattern: "ab", text: "xab", matches: false),
            Case(pattern: "(a)\\1", text: "aa", matches: true),
            Case(pattern: "pika", text: "PIKA", caseInsensitive: true, matches: true),
            Case(pattern: "(?i)pika|x", text: "PiKa", matches: true),
            // An open \Q quotes to the end; a # comment under (?x) runs to the end of the line.
            Case(pattern: "\\Qa.b", text: "a.b", matches: true),
            Case(pattern: "\\Qa.b", text: "axb", matches: false),
            Case(pattern: "\\Qa)b", text: "a)b", matches: true),
            Case(pattern: "(?x) a b # c", text: "ab", matches: true),
            Case(pattern: "(?x) a b # c", text: "ab # c", matches: false),
            Case(pattern: "(", text: "(", matches: false),
        ]
    )
    func whole(_ example: Case) {
        #expect(
            PatternMatching.matches(example.text, example.pattern, caseInsensitive: example.caseInsensitive)
                == example.matches
        )
    }

    @Test("refuses what is not a regular expression, or cannot be anchored")
    func invalid() {
        #expect(PatternMatching.regexProblem("(")?.english == #""(" is not a valid regular expression"#)
        #expect(PatternMatching.regexProblem(#"abc\c"#) != nil)
        #expect(PatternMatching.regexProblem(#"abc\\c"#) == nil)
        #expect(PatternMatching.regexProblem(#"\Qopen"#) == nil)
        #expect(PatternMatching.regexProblem("(?x)a # open") == nil)
    }
}
