import Testing

@testable import PokedeskData

// MARK: - Rejected format strings and their exact messages

/// A refused format string: the exact one-line message and the column it points at (nil for
/// what is not at a place in the text, such as an argument left over).
struct RejectedPredicate: Sendable, CustomTestStringConvertible {
    let format: String
    var arguments: [PredicateArgument] = []
    let message: String
    let column: Int?

    var testDescription: String { String(format.debugDescription.prefix(60)) }
}

private let operatorList = "==, !=, <, <=, >, >=, BETWEEN, IN, BEGINSWITH, ENDSWITH, CONTAINS, LIKE or MATCHES"
private let keyPathRule = "which is not a key path (names of letters, digits and _ joined by dots, e.g. race.name)"

/// Refused by the parser, whatever the model.
private let syntaxErrors: [RejectedPredicate] = [
    // MARK: Empty, unfinished, unbalanced
    .init(format: "", message: "expected a predicate at column 1", column: 1),
    .init(format: "   ", message: "expected a predicate at column 4", column: 4),
    .init(format: "race.code ==", message: "expected a value after '==' at column 13", column: 13),
    .init(format: "name ==\n", message: "expected a value after '==' at column 9", column: 9),
    .init(format: "name == AND", message: "expected a value after '==' at column 9", column: 9),
    .init(format: "name === 'x'", message: "expected a value after '==' at column 8", column: 8),
    .init(format: "name ==[c]", message: "expected a value after '==[c]' at column 11", column: 11),
    .init(format: "name", message: "expected an operator after 'name' at column 5", column: 5),
    .init(format: "AND name == 'x'", message: "expected a predicate at column 1", column: 1),
    .init(format: "name == 'x' AND", message: "expected a predicate after 'AND' at column 16", column: 16),
    .init(format: "name == 'x' OR OR level == 1", message: "expected a predicate after 'OR' at column 16", column: 16),
    .init(format: "NOT", message: "expected a predicate after 'NOT' at column 4", column: 4),
    .init(format: "!", message: "expected a predicate after '!' at column 2", column: 2),
    .init(format: "ANY", message: "expected a key path after 'ANY' at column 4", column: 4),
    .init(format: "ANY == 1", message: "expected a key path after 'ANY' at column 5", column: 5),
    .init(format: "name == 'a' 'b'", message: #"expected AND or OR after "a" at column 13"#, column: 13),
    .init(format: "name == 'x' TRUEPREDICATE", message: #"expected AND or OR after "x" at column 13"#, column: 13),
    .init(format: "TRUEPREDICATE == 1", message: "expected AND or OR after 'TRUEPREDICATE' at column 15", column: 15),
    .init(format: "name == 'a\nb' 'c'", message: #"expected AND or OR after "a\nb" at column 15"#, column: 15),
    .init(format: "(name == 'x'", message: "unbalanced parenthesis: '(' at column 1 is never closed", column: 1),
    .init(format: "((name == 'x')", message: "unbalanced parenthesis: '(' at column 1 is never closed", column: 1),
    .init(format: "name == 'x')", message: "unbalanced parenthesis: ')' at column 12 has no matching '('", column: 12),
    .init(format: "(name == 'x' name", message: #"expected AND, OR or ')' after "x" at column 14"#, column: 14),
    .init(format: "level IN {1, 2", message: "unbalanced brace: '{' at column 10 is never closed", column: 10),
    .init(format: "level == 1}", message: "unbalanced brace: '}' at column 11 has no matching '{'", column: 11),
    .init(format: "level IN {1 2}", message: "expected ',' or '}' after '1' at column 13", column: 13),
    .init(format: "level IN {1,,2}", message: "expected a value after ',' at column 13", column: 13),
    .init(format: "level IN {1,}", message: "expected a value after ',' at column 13", column: 13),

    // MARK: Operators and options
    .init(
        format: #"name BEGINSWIT "x""#,
        message: "unknown operator 'BEGINSWIT' at column 6; did you mean BEGINSWITH?",
        column: 6
    ),
    .init(
        format: "name contain 'x'",
        message: "unknown operator 'contain' at column 6; did you mean CONTAINS?",
        column: 6
    ),
    .init(format: "name EQUALS 'x'", message: "unknown operator 'EQUALS' at column 6; use \(operatorList)", column: 6),
    .init(format: "name IS nil", message: "unknown operator 'IS' at column 6; use == or !=", column: 6),
    .init(format: "name =! 'x'", message: "expected a value after '=' at column 7", column: 7),
    .init(format: "name ==[x] 'a'", message: "unknown option 'x' at column 9; use [c], [d] or [cd]", column: 9),
    .init(format: "name ==[cn] 'a'", message: "unknown option 'n' at column 10; use [c], [d] or [cd]", column: 10),
    .init(format: "name ==[] 'a'", message: "expected c, d or cd after '[' at column 9", column: 9),
    .init(format: "name ==[c 'a'", message: "expected ']' after 'c' at column 11", column: 11),
    .init(format: "name ==[c", message: "unterminated options: '[' at column 8 is never closed", column: 8),

    // MARK: Strings
    .init(format: #"name == "abc"#, message: "unterminated string starting at column 9", column: 9),
    .init(format: #"name == 'abc\'"#, message: "unterminated string starting at column 9", column: 9),
    .init(format: #"name == "\"#, message: "unterminated string starting at column 9", column: 9),
    .init(
        format: #"name == "\d""#,
        message: #"unknown escape '\d' at column 10; write '\\' for a backslash"#,
        column: 10
    ),
    .init(
        format: "name == \"\\\u{7}\"",
        message: #"unknown escape U+0007 at column 10; write '\\' for a backslash"#,
        column: 10
    ),
    .init(format: #"name == "\u{D800}""#, message: #"\u{D800} at column 10 is not a Unicode scalar value"#, column: 10),
    .init(
        format: #"name == "\u{110000}""#,
        message: #"\u{110000} at column 10 is not a Unicode scalar value"#,
        column: 10
    ),
    .init(
        format: #"name == "\uD83D""#,
        message: #"\uD83D at column 10 is half of a surrogate pair; write the character as \u{…}"#,
        column: 10
    ),
    .init(
        format: #"name == "\u{}""#,
        message: #"malformed \u escape at column 10; write \u{E9} or \u00E9"#,
        column: 10
    ),
    .init(
        format: #"name == "\u12""#,
        message: #"malformed \u escape at column 10; write \u{E9} or \u00E9"#,
        column: 10
    ),
    .init(
        format: "name == “Pika”",
        message: #"unexpected character '“' at column 9; quote strings with straight quotes " or '"#,
        column: 9
    ),
    .init(
        format: #"name ==[cd] "Flabébé" AND nickname == "é"#,
        message: "unterminated string starting at column 39",
        column: 39
    ),

    // MARK: Numbers
    .init(
        format: "level == 123456789012345678901234567890",
        message: "123456789012345678901234567890 at column 10 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
    .init(
        format: "level == -9223372036854775809",
        message: "-9223372036854775809 at column 10 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
    .init(format: "level == 1e400", message: "1e400 at column 10 is too large for a number", column: 10),
    .init(format: "level == 12ab", message: "malformed number '12ab' at column 10", column: 10),
    .init(format: "level == 1.2.3", message: "malformed number '1.2.3' at column 10", column: 10),
    .init(format: "level == 0x1F", message: "malformed number '0x1F' at column 10", column: 10),
    .init(format: "level == -", message: "expected a number after '-' at column 11", column: 11),
    .init(format: "level == - 'x'", message: "expected a number after '-' at column 12", column: 12),

    // MARK: Characters
    .init(format: "name == \u{7}", message: "unexpected character U+0007 at column 9", column: 9),
    .init(format: "name\u{0}== 1", message: "unexpected character U+0000 at column 5", column: 5),
    .init(format: "name == 1 \u{202E}", message: "unexpected character U+202E at column 11", column: 11),
    .init(format: "name & level", message: "unexpected character '&' at column 6; did you mean &&?", column: 6),
    .init(format: "name | level", message: "unexpected character '|' at column 6; did you mean ||?", column: 6),
    .init(format: "name ^ 1", message: "unexpected character '^' at column 6", column: 6),
    .init(format: "Flabébé 😀 == 1", message: "unexpected character '😀' at column 9", column: 9),

    // MARK: Key paths, variables, objects
    .init(format: "$ == 1", message: "expected a variable name after '$' at column 1", column: 1),
    .init(format: "# == 1", message: "expected a key after '#' at column 1", column: 1),
    .init(format: "race. == 1", message: "expected a key after '.' at column 7", column: 7),
    .init(format: "race..name == 1", message: "expected a key after '.' at column 6", column: 6),
    .init(format: "SELF.", message: "expected a key after '.' at column 6", column: 6),
    .init(
        format: "races.@cnt == 1",
        message: "unknown collection operator '@cnt' at column 7; did you mean @count?",
        column: 7
    ),
    .init(
        format: "races.@ == 1",
        message: "expected a collection operator after '@' at column 7; use @count, @sum, @min, @max or @avg",
        column: 7
    ),
    .init(
        format: "races.@count.@sum == 1",
        message: "a key path takes one collection operator; '@sum' at column 14 is a second one",
        column: 14
    ),
    .init(
        format: "OBJECT(Race, 1) == race",
        message: #"expected an entity name in OBJECT("Entity", key) after '(' at column 8"#,
        column: 8
    ),
    .init(
        format: #"OBJECT("Race", 1.5) == race"#,
        message: #"expected an integer key in OBJECT("Entity", key) after ',' at column 16"#,
        column: 16
    ),

    // MARK: Placeholders and arguments
    .init(format: "%x == 1", message: "unknown placeholder '%x' at column 1; use %@, %K, %d, %i or %f", column: 1),
    .init(format: "name == %", message: "unknown placeholder '%' at column 9; use %@, %K, %d, %i or %f", column: 9),
    .init(format: "name == %@", message: "%@ at column 9 has no argument (1 placeholder, 0 arguments)", column: 9),
    .init(
        format: "name == %@ AND level > %d",
        arguments: ["x"],
        message: "%d at column 24 has no argument (2 placeholders, 1 argument)",
        column: 24
    ),
    .init(
        format: "name == 'x'",
        arguments: ["x"],
        message: "the format has 0 placeholders but was given 1 argument",
        column: nil
    ),
    .init(
        format: "name == %@",
        arguments: [.keyPath("race.name")],
        message: "%@ at column 9 takes a value, not the key path race.name; use %K for key paths",
        column: 9
    ),
    .init(format: "%K == 1", arguments: [5], message: "%K at column 1 takes a key path; it was given 5", column: 1),
    .init(format: "%K == 1", arguments: [""], message: #"%K at column 1 was given "", \#(keyPathRule)"#, column: 1),
    .init(
        format: "%K == 1",
        arguments: ["race..name"],
        message: #"%K at column 1 was given "race..name", \#(keyPathRule)"#,
        column: 1
    ),
    .init(
        format: "%K == 1",
        arguments: ["races.@cnt"],
        message: #"%K at column 1 was given "races.@cnt", \#(keyPathRule)"#,
        column: 1
    ),
    .init(
        format: "level == %d",
        arguments: ["x"],
        message: #"%d at column 10 takes an integer; it was given "x""#,
        column: 10
    ),
    .init(
        format: "level == %d",
        arguments: [1.5],
        message: "%d at column 10 takes an integer; it was given 1.5 (use %f)",
        column: 10
    ),
    .init(
        format: "level == %i",
        arguments: [nil],
        message: "%i at column 10 takes an integer; it was given nil",
        column: 10
    ),
    .init(
        format: "level == %f",
        arguments: ["x"],
        message: #"%f at column 10 takes a number; it was given "x""#,
        column: 10
    ),
    .init(
        format: "level IN %@",
        arguments: [[1, .keyPath("code")]],
        message: "%@ at column 10 takes a value, not the key path code; use %K for key paths",
        column: 10
    ),

    // MARK: Limits
    .init(
        format: String(repeating: "(", count: 101) + "level == 1" + String(repeating: ")", count: 101),
        message: "the predicate nests deeper than 100 levels at column 101",
        column: 101
    ),
    .init(
        format: String(repeating: "NOT ", count: 101) + "level == 1",
        message: "the predicate nests deeper than 100 levels at column 401",
        column: 401
    ),
    .init(
        format: "level IN " + String(repeating: "{", count: 101) + "1" + String(repeating: "}", count: 101),
        message: "the predicate nests deeper than 100 levels at column 110",
        column: 110
    ),
    .init(
        format: String(repeating: "a", count: 10_001),
        message: "the predicate is too long: 10001 characters (at most 10000)",
        column: 10_001
    ),
    .init(
        format: "é" + String(repeating: "\u{301}", count: 60_000),
        message: "the predicate is too long: 120002 bytes of UTF-8 (at most 100000)",
        column: 1
    ),
    .init(
        format: "level == " + String(repeating: "9", count: 9_000),
        message: String(repeating: "9", count: 40) + "… at column 10 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
]

/// Well-formed, but refused by the fixture's model (entity Pokemon): each message names the
/// key path or the types, led by the column where the culprit starts.
private let modelErrors: [RejectedPredicate] = [
    .init(format: "nam == 'x'", message: #"column 1: Pokemon has no key "nam"; did you mean "name"?"#, column: 1),
    .init(format: "xyzzy == 1", message: #"column 1: Pokemon has no key "xyzzy""#, column: 1),
    .init(
        format: "race.nme == 'x'",
        message: #"column 1: Race (at race) has no key "nme"; did you mean "name"?"#,
        column: 1
    ),
    .init(
        format: "level == 1 AND race.typs.name == 'x'",
        message: #"column 16: Race (at race) has no key "typs"; did you mean "types"?"#,
        column: 16
    ),
    .init(format: "'x' == nme", message: #"column 8: Pokemon has no key "nme"; did you mean "name"?"#, column: 8),
    .init(
        format: "level IN {1, lvl}",
        message: #"column 14: Pokemon has no key "lvl"; did you mean "level"?"#,
        column: 14
    ),
    .init(format: #"race.code == "abc""#, message: #"column 1: race.code is a number; "abc" is text"#, column: 1),
    .init(format: "race.code == 'a\nb'", message: #"column 1: race.code is a number; "a\nb" is text"#, column: 1),
    .init(format: "name == 5", message: "column 1: name is text; 5 is a number", column: 1),
    .init(
        format: "name == 'x' OR (level > 1 AND nickname ==[c] 3)",
        message: "column 31: nickname is text; 3 is a number",
        column: 31
    ),
    .init(format: "level IN {1, 'x'}", message: #"column 1: level is a number; "x" is text"#, column: 1),
    .init(
        format: "name BEGINSWITH 5",
        message: "column 1: BEGINSWITH needs text on its right; 5 is a number",
        column: 1
    ),
    .init(format: "level CONTAINS 'x'", message: "column 1: level is a number; CONTAINS needs text", column: 1),
    .init(format: "race == 'x'", message: #"column 1: race is a Race; "x" is text"#, column: 1),
    .init(
        format: "race < nil",
        message: "column 1: race is a relationship to Race; it can only be compared with ==, != or IN",
        column: 1
    ),
    .init(
        format: "race.types.name == 'x'",
        message:
            #"column 1: race.types.name crosses the to-many relationship "types"; put ANY, ALL or NONE before it, "#
            + "or use @count",
        column: 1
    ),
    .init(
        format: "ANY name == 'x'",
        message: "column 1: ANY needs a key path across a to-many relationship; name is not one",
        column: 1
    ),
    .init(
        format: "ANY race.types.name == race.types.name",
        message: "column 1: race.types.name crosses a to-many relationship; it can only be on the left, after ANY, "
            + "ALL or NONE",
        column: 1
    ),
    .init(
        format: "race.@count == 1",
        message: "column 1: @count needs a to-many relationship; race is not one",
        column: 1
    ),
    .init(format: "race.types.@sum.name > 1", message: "column 1: @sum needs numbers; Type.name is text", column: 1),
    .init(
        format: "race.types.@sum > 1",
        message: "column 1: @sum needs a key after it, e.g. race.types.@sum.code",
        column: 1
    ),
    .init(format: "name.first == 'x'", message: "column 1: name is an attribute; it has no keys after it", column: 1),
    .init(format: "level BETWEEN 5", message: "column 1: BETWEEN needs {low, high} on its right", column: 1),
    .init(
        format: "level BETWEEN {1, 2, 3}",
        message: "column 1: BETWEEN needs exactly two values, {low, high}; it has 3",
        column: 1
    ),
    .init(format: "level IN 5", message: "column 1: IN needs a list {…} or a to-many key path on its right", column: 1),
    .init(
        format: "level IN race",
        message: "column 1: IN needs a list {…} or a to-many key path on its right; race is not one",
        column: 1
    ),
    .init(format: "name MATCHES '('", message: #"column 1: "(" is not a valid regular expression"#, column: 1),
    .init(
        format: "name == $NAME",
        message: "column 9: $NAME has no value; substitute the variables before using the predicate",
        column: 9
    ),
    .init(
        format: "%K == 1",
        arguments: ["races.@sum.code"],
        message: #"column 1: Pokemon has no key "races"; did you mean "race"?"#,
        column: 1
    ),
    .init(
        format: "level > 1 AND " + String(repeating: "NOT (level == 1 AND ", count: 30) + "level == 2"
            + String(repeating: ")", count: 30),
        message: "the predicate is too complex for the store (SQLite: parser stack overflow); "
            + "nest fewer NOTs, parenthesized groups or to-many key paths",
        column: nil
    ),
]

// MARK: - Tests

@Suite("Predicate format: rejected strings")
struct PredicateFormatRejectedTests {
    @Test("the parser refuses with the exact message and column", arguments: syntaxErrors)
    func refusedByParser(_ rejected: RejectedPredicate) {
        #expect {
            _ = try ObjectPredicate(format: rejected.format, arguments: rejected.arguments)
        } throws: { error in
            guard let error = error as? PredicateError else { return false }
            #expect(error.message == rejected.message)
            #expect(error.column == rejected.column)
            return true
        }
    }

    @Test("a syntax error is reported the same way when checking against a model", arguments: syntaxErrors)
    func refusedBeforeTheModel(_ rejected: RejectedPredicate) {
        #expect(throws: PredicateError(rejected.message, column: rejected.column)) {
            _ = try ObjectPredicate(
                format: rejected.format,
                arguments: rejected.arguments,
                entity: PredicateFormatFixture.pokemon,
                model: PredicateFormatFixture.model
            )
        }
    }

    @Test("the model refuses with the exact message and column", arguments: modelErrors)
    func refusedByModel(_ rejected: RejectedPredicate) throws {
        // Syntax alone is fine: the problem is the model's.
        _ = try ObjectPredicate(format: rejected.format, arguments: rejected.arguments)
        #expect(throws: PredicateError(rejected.message, column: rejected.column)) {
            _ = try ObjectPredicate(
                format: rejected.format,
                arguments: rejected.arguments,
                entity: PredicateFormatFixture.pokemon,
                model: PredicateFormatFixture.model
            )
        }
    }

    @Test("every message is one line", arguments: syntaxErrors + modelErrors)
    func messagesAreOneLine(_ rejected: RejectedPredicate) {
        #expect(!rejected.message.unicodeScalars.contains(where: PredicateFormatText.isUnprintable))
    }
}
