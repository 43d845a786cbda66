import Testing

@testable import ManagedGraph

// MARK: - Rejected format strings and their exact messages

/// A refused format string: the exact one-line message, as `find` shows it after `error: `,
/// and the column of the token it points at. Every refusal of a format string has one.
struct RejectedPredicate: Sendable, CustomTestStringConvertible {
    let format: String
    var arguments: [PredicateArgument] = []
    let message: String
    let column: Int

    var testDescription: String { String(format.debugDescription.prefix(60)) }
}

private let operatorList = "==, !=, <, <=, >, >=, BETWEEN, IN, BEGINSWITH, ENDSWITH, CONTAINS, LIKE or MATCHES"
private let keyPathRule = "which is not a key path (names of letters, digits and _ joined by dots, e.g. owner.name)"

/// Refused by the parser, whatever the model.
private let syntaxErrors: [RejectedPredicate] = [
    // MARK: Empty, unfinished, unbalanced
    .init(format: "", message: "column 1: expected a predicate", column: 1),
    .init(format: "   ", message: "column 4: expected a predicate", column: 4),
    .init(format: "race.code ==", message: "column 13: expected a value after '=='", column: 13),
    .init(format: "name ==\n", message: "column 9: expected a value after '=='", column: 9),
    .init(format: "name == AND", message: "column 9: expected a value after '=='", column: 9),
    .init(format: "name === 'x'", message: "column 8: expected a value after '=='", column: 8),
    .init(format: "name ==[c]", message: "column 11: expected a value after '==[c]'", column: 11),
    .init(format: "name", message: "column 5: expected an operator after 'name'", column: 5),
    .init(format: "AND name == 'x'", message: "column 1: expected a predicate", column: 1),
    .init(format: "name == 'x' AND", message: "column 16: expected a predicate after 'AND'", column: 16),
    .init(format: "name == 'x' OR OR level == 1", message: "column 16: expected a predicate after 'OR'", column: 16),
    .init(format: "NOT", message: "column 4: expected a predicate after 'NOT'", column: 4),
    .init(format: "!", message: "column 2: expected a predicate after '!'", column: 2),
    .init(format: "ANY", message: "column 4: expected a key path after 'ANY'", column: 4),
    .init(format: "ANY == 1", message: "column 5: expected a key path after 'ANY'", column: 5),
    .init(format: "name == 'a' 'b'", message: #"column 13: expected AND or OR after "a""#, column: 13),
    .init(format: "name == 'x' TRUEPREDICATE", message: #"column 13: expected AND or OR after "x""#, column: 13),
    .init(format: "TRUEPREDICATE == 1", message: "column 15: expected AND or OR after 'TRUEPREDICATE'", column: 15),
    .init(format: "name == 'a\nb' 'c'", message: #"column 15: expected AND or OR after "a\nb""#, column: 15),
    .init(format: "(name == 'x'", message: "column 1: unbalanced parenthesis: this '(' is never closed", column: 1),
    .init(format: "((name == 'x')", message: "column 1: unbalanced parenthesis: this '(' is never closed", column: 1),
    .init(
        format: "name == 'x')",
        message: "column 12: unbalanced parenthesis: this ')' has no matching '('",
        column: 12
    ),
    .init(format: "(name == 'x' name", message: #"column 14: expected AND, OR or ')' after "x""#, column: 14),
    .init(format: "level IN {1, 2", message: "column 10: unbalanced brace: this '{' is never closed", column: 10),
    .init(format: "level == 1}", message: "column 11: unbalanced brace: this '}' has no matching '{'", column: 11),
    .init(format: "level IN {1 2}", message: "column 13: expected ',' or '}' after '1'", column: 13),
    .init(format: "level IN {1,,2}", message: "column 13: expected a value after ','", column: 13),
    .init(format: "level IN {1,}", message: "column 13: expected a value after ','", column: 13),

    // MARK: Operators and options
    .init(
        format: #"name BEGINSWIT "x""#,
        message: "column 6: unknown operator 'BEGINSWIT'; did you mean BEGINSWITH?",
        column: 6
    ),
    .init(
        format: "name contain 'x'",
        message: "column 6: unknown operator 'contain'; did you mean CONTAINS?",
        column: 6
    ),
    .init(format: "name EQUALS 'x'", message: "column 6: unknown operator 'EQUALS'; use \(operatorList)", column: 6),
    .init(format: "name IS nil", message: "column 6: unknown operator 'IS'; use == or !=", column: 6),
    .init(format: "name =! 'x'", message: "column 7: expected a value after '='", column: 7),
    .init(format: "name ==[x] 'a'", message: "column 9: unknown option 'x'; use [c], [d] or [cd]", column: 9),
    .init(format: "name ==[cn] 'a'", message: "column 10: unknown option 'n'; use [c], [d] or [cd]", column: 10),
    .init(format: "name ==[] 'a'", message: "column 9: expected c, d or cd after '['", column: 9),
    .init(format: "name ==[c 'a'", message: "column 11: expected ']' after 'c'", column: 11),
    .init(format: "name ==[c", message: "column 8: unterminated options: this '[' is never closed", column: 8),

    // MARK: Strings
    .init(format: #"name == "abc"#, message: "column 9: unterminated string: this quote is never closed", column: 9),
    .init(format: #"name == 'abc\'"#, message: "column 9: unterminated string: this quote is never closed", column: 9),
    .init(format: #"name == "\"#, message: "column 9: unterminated string: this quote is never closed", column: 9),
    .init(
        format: #"name == "\d""#,
        message: #"column 10: unknown escape '\d'; write '\\' for a backslash"#,
        column: 10
    ),
    .init(
        format: "name == \"\\\u{7}\"",
        message: #"column 10: unknown escape U+0007; write '\\' for a backslash"#,
        column: 10
    ),
    .init(format: #"name == "\u{D800}""#, message: #"column 10: \u{D800} is not a Unicode scalar value"#, column: 10),
    .init(
        format: #"name == "\u{110000}""#,
        message: #"column 10: \u{110000} is not a Unicode scalar value"#,
        column: 10
    ),
    .init(
        format: #"name == "\uD83D""#,
        message: #"column 10: \uD83D is half of a surrogate pair; write the character as \u{…}"#,
        column: 10
    ),
    .init(
        format: #"name == "\u{}""#,
        message: #"column 10: malformed \u escape; write \u{E9} or \u00E9"#,
        column: 10
    ),
    .init(
        format: #"name == "\u12""#,
        message: #"column 10: malformed \u escape; write \u{E9} or \u00E9"#,
        column: 10
    ),
    .init(
        format: "name == “Pika”",
        message: #"column 9: unexpected character '“'; quote strings with straight quotes " or '"#,
        column: 9
    ),
    .init(
        format: #"name ==[cd] "Flabébé" AND nickname == "é"#,
        message: "column 39: unterminated string: this quote is never closed",
        column: 39
    ),

    // MARK: Numbers
    .init(
        format: "level == 123456789012345678901234567890",
        message: "column 10: 123456789012345678901234567890 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
    .init(
        format: "level == -9223372036854775809",
        message: "column 10: -9223372036854775809 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
    .init(format: "level == 1e400", message: "column 10: 1e400 is too large for a number", column: 10),
    .init(format: "level == 12ab", message: "column 10: malformed number '12ab'", column: 10),
    .init(format: "level == 1.2.3", message: "column 10: malformed number '1.2.3'", column: 10),
    .init(format: "level == -", message: "column 11: expected a number after '-'", column: 11),
    .init(
        format: "level == 0x",
        message: "column 10: malformed number '0x': expected hexadecimal digits after 0x",
        column: 10
    ),
    .init(
        format: "level == 0b102",
        message: "column 10: malformed number '0b102': '2' is not a binary digit",
        column: 10
    ),
    .init(
        format: "level == -0o78",
        message: "column 11: malformed number '0o78': '8' is not an octal digit",
        column: 11
    ),
    .init(
        format: "level == 0x1G",
        message: "column 10: malformed number '0x1G': 'G' is not a hexadecimal digit",
        column: 10
    ),
    .init(
        format: "level == 0X1.5",
        message: "column 10: malformed number '0X1.5': '.' is not a hexadecimal digit",
        column: 10
    ),
    .init(
        format: "level == 0x8000000000000000",
        message: "column 10: 0x8000000000000000 does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),

    // MARK: Arithmetic
    .init(format: "level + == 1", message: "column 9: expected a value after '+'", column: 9),
    .init(format: "level ** == 1", message: "column 10: expected a value after '**'", column: 10),
    .init(format: "level == * 2", message: "column 10: expected a value after '=='", column: 10),
    .init(format: "(level + ) > 1", message: "column 10: expected a value after '+'", column: 10),
    .init(format: "(level + 1) > ", message: "column 15: expected a value after '>'", column: 15),
    .init(format: "(level + 1 > 5", message: "column 1: unbalanced parenthesis: this '(' is never closed", column: 1),
    .init(format: "(level + 1 AND x) > 1", message: "column 12: expected ')' after '1'", column: 12),
    .init(
        format: String(repeating: "1 + ", count: 101) + "1 == level",
        message: "column 403: the predicate nests deeper than 100 levels",
        column: 403
    ),
    .init(
        format: String(repeating: "-", count: 101) + "level == 1",
        message: "column 101: the predicate nests deeper than 100 levels",
        column: 101
    ),

    // MARK: SUBQUERY
    .init(
        format: "SUBQUERY(",
        message: "column 10: expected a to-many key path after 'SUBQUERY('",
        column: 10
    ),
    .init(
        format: "SUBQUERY(5, $p, TRUEPREDICATE).@count > 0",
        message: "column 10: SUBQUERY needs a to-many key path first, as in SUBQUERY(items, $x, $x.price > 5)",
        column: 10
    ),
    .init(
        format: "SUBQUERY(pokemons $p, TRUEPREDICATE).@count > 0",
        message: "column 19: expected ',' after 'pokemons'",
        column: 19
    ),
    .init(
        format: "SUBQUERY(race.pokemons, p, p.level > 1).@count > 0",
        message: "column 25: expected a variable such as $x after ','",
        column: 25
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p.x, TRUEPREDICATE).@count > 0",
        message: "column 27: expected ',' after '$p'",
        column: 27
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p,).@count > 0",
        message: "column 28: expected a predicate after ','",
        column: 28
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1 $p).@count > 0",
        message: "column 42: expected AND, OR or ')' after '1'",
        column: 42
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1",
        message: "column 9: unbalanced parenthesis: this '(' is never closed",
        column: 9
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).name > 0",
        message: "column 43: only a collection operator can follow SUBQUERY(…): @count, @sum, @min, @max or @avg",
        column: 43
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@count.@sum > 0",
        message: "column 50: a key path takes one collection operator; this '@sum' is a second one",
        column: 50
    ),

    // MARK: Characters
    .init(format: "name == \u{7}", message: "column 9: unexpected character U+0007", column: 9),
    .init(format: "name\u{0}== 1", message: "column 5: unexpected character U+0000", column: 5),
    .init(format: "name == 1 \u{202E}", message: "column 11: unexpected character U+202E", column: 11),
    .init(format: "name & level", message: "column 6: unexpected character '&'; did you mean &&?", column: 6),
    .init(format: "name | level", message: "column 6: unexpected character '|'; did you mean ||?", column: 6),
    .init(format: "name ^ 1", message: "column 6: unexpected character '^'", column: 6),
    .init(format: "Flabébé 😀 == 1", message: "column 9: unexpected character '😀'", column: 9),

    // MARK: Key paths, variables, objects
    .init(format: "$ == 1", message: "column 1: expected a variable name after '$'", column: 1),
    .init(format: "# == 1", message: "column 1: expected a key after '#'", column: 1),
    .init(format: "race. == 1", message: "column 7: expected a key after '.'", column: 7),
    .init(format: "race..name == 1", message: "column 6: expected a key after '.'", column: 6),
    .init(format: "SELF.", message: "column 6: expected a key after '.'", column: 6),
    .init(
        format: "races.@cnt == 1",
        message: "column 7: unknown collection operator '@cnt'; did you mean @count?",
        column: 7
    ),
    .init(
        format: "races.@ == 1",
        message: "column 7: expected a collection operator after '@'; use @count, @sum, @min, @max or @avg",
        column: 7
    ),
    .init(
        format: "races.@count.@sum == 1",
        message: "column 14: a key path takes one collection operator; this '@sum' is a second one",
        column: 14
    ),
    .init(
        format: "OBJECT(Race, 1) == race",
        message: #"column 8: expected an entity name in OBJECT("Entity", key) after '('"#,
        column: 8
    ),
    .init(
        format: #"OBJECT("Race", 1.5) == race"#,
        message: #"column 16: expected an integer key in OBJECT("Entity", key) after ','"#,
        column: 16
    ),

    // MARK: Placeholders and arguments
    .init(format: "%x == 1", message: "column 1: unknown placeholder '%x'; use %@, %K, %d, %i or %f", column: 1),
    .init(format: "name == %", message: "column 9: unknown placeholder '%'; use %@, %K, %d, %i or %f", column: 9),
    .init(format: "name == %@", message: "column 9: %@ has no argument (1 placeholder, 0 arguments)", column: 9),
    .init(
        format: "name == %@ AND level > %d",
        arguments: ["x"],
        message: "column 24: %d has no argument (2 placeholders, 1 argument)",
        column: 24
    ),
    .init(
        format: "name == 'x'",
        arguments: ["x"],
        message: "column 12: the format has 0 placeholders but was given 1 argument",
        column: 12
    ),
    .init(
        format: "name == %@",
        arguments: [.keyPath("race.name")],
        message: "column 9: %@ takes a value, not the key path race.name; use %K for key paths",
        column: 9
    ),
    .init(format: "%K == 1", arguments: [5], message: "column 1: %K takes a key path; it was given 5", column: 1),
    .init(format: "%K == 1", arguments: [""], message: #"column 1: %K was given "", \#(keyPathRule)"#, column: 1),
    .init(
        format: "%K == 1",
        arguments: ["race..name"],
        message: #"column 1: %K was given "race..name", \#(keyPathRule)"#,
        column: 1
    ),
    .init(
        format: "%K == 1",
        arguments: ["races.@cnt"],
        message: #"column 1: %K was given "races.@cnt", \#(keyPathRule)"#,
        column: 1
    ),
    .init(
        format: "level == %d",
        arguments: ["x"],
        message: #"column 10: %d takes an integer; it was given "x""#,
        column: 10
    ),
    .init(
        format: "level == %d",
        arguments: [1.5],
        message: "column 10: %d takes an integer; it was given 1.5 (use %f)",
        column: 10
    ),
    .init(
        format: "level == %i",
        arguments: [nil],
        message: "column 10: %i takes an integer; it was given nil",
        column: 10
    ),
    .init(
        format: "level == %f",
        arguments: ["x"],
        message: #"column 10: %f takes a number; it was given "x""#,
        column: 10
    ),
    .init(
        format: "level IN %@",
        arguments: [[1, .keyPath("code")]],
        message: "column 10: %@ takes a value, not the key path code; use %K for key paths",
        column: 10
    ),

    // MARK: Limits
    .init(
        format: String(repeating: "(", count: 101) + "level == 1" + String(repeating: ")", count: 101),
        message: "column 101: the predicate nests deeper than 100 levels",
        column: 101
    ),
    .init(
        format: String(repeating: "NOT ", count: 101) + "level == 1",
        message: "column 401: the predicate nests deeper than 100 levels",
        column: 401
    ),
    .init(
        format: "level IN " + String(repeating: "{", count: 101) + "1" + String(repeating: "}", count: 101),
        message: "column 110: the predicate nests deeper than 100 levels",
        column: 110
    ),
    .init(
        format: String(repeating: "a", count: 10_001),
        message: "column 10001: the predicate is too long: 10001 characters (at most 10000)",
        column: 10_001
    ),
    .init(
        format: String(repeating: "é", count: 200_000),
        message: "column 10001: the predicate is too long: at least 170001 characters (at most 10000)",
        column: 10_001
    ),
    .init(
        format: "level == 'x" + String(repeating: "\u{301}", count: 17) + "'",
        message: "column 11: this character carries more than 16 combining marks (accents and the like)",
        column: 11
    ),
    .init(
        format: "é" + String(repeating: "\u{301}", count: 60_000),
        message: "column 1: this character carries more than 16 combining marks (accents and the like)",
        column: 1
    ),
    .init(
        format: String(repeating: "é", count: 9_999) + String(repeating: "\u{301}", count: 200_000),
        message: "column 9999: this character carries more than 16 combining marks (accents and the like)",
        column: 9_999
    ),
    .init(
        format: "level == " + String(repeating: "9", count: 9_000),
        message: "column 10: " + String(repeating: "9", count: 40) + "… does not fit in a 64-bit integer; "
            + "write a decimal (e.g. 1.5e30) for an approximate value",
        column: 10
    ),
]

/// Well-formed, but refused by the fixture's model (entity Pokemon): each message names the
/// key path or the types, led by the column of the culprit: the unknown key, the value that
/// does not fit the left side's type, the operator or quantifier that cannot apply.
private let modelErrors: [RejectedPredicate] = [
    .init(format: "nam == 'x'", message: #"column 1: Pokemon has no key "nam"; did you mean "name"?"#, column: 1),
    .init(format: "xyzzy == 1", message: #"column 1: Pokemon has no key "xyzzy""#, column: 1),
    .init(
        format: "race.nme == 'x'",
        message: #"column 6: Race (at race) has no key "nme"; did you mean "name"?"#,
        column: 6
    ),
    .init(
        format: "level == 1 AND race.typs.name == 'x'",
        message: #"column 21: Race (at race) has no key "typs"; did you mean "types"?"#,
        column: 21
    ),
    .init(format: "'x' == nme", message: #"column 8: Pokemon has no key "nme"; did you mean "name"?"#, column: 8),
    .init(
        format: "level IN {1, lvl}",
        message: #"column 14: Pokemon has no key "lvl"; did you mean "level"?"#,
        column: 14
    ),
    .init(format: #"race.code == "abc""#, message: #"column 14: race.code is a number; "abc" is text"#, column: 14),
    .init(format: #"race.code < "abc""#, message: #"column 13: race.code is a number; "abc" is text"#, column: 13),
    .init(format: #""abc" > race.code"#, message: #"column 1: race.code is a number; "abc" is text"#, column: 1),
    .init(format: "race.code == 'a\nb'", message: #"column 14: race.code is a number; "a\nb" is text"#, column: 14),
    .init(format: "name == 5", message: "column 9: name is text; 5 is a number", column: 9),
    .init(
        format: "name == 'x' OR (level > 1 AND nickname ==[c] 3)",
        message: "column 46: nickname is text; 3 is a number",
        column: 46
    ),
    .init(format: "level IN {1, 'x'}", message: #"column 14: level is a number; "x" is text"#, column: 14),
    .init(format: "level > race", message: "column 9: level is a number; race is a Race", column: 9),
    .init(
        format: "name BEGINSWITH 5",
        message: "column 17: BEGINSWITH needs text on its right; 5 is a number",
        column: 17
    ),
    .init(format: "level CONTAINS 'x'", message: "column 1: level is a number; CONTAINS needs text", column: 1),
    .init(format: "race == 'x'", message: #"column 9: race is a Race; "x" is text"#, column: 9),
    .init(
        format: "race < nil",
        message: "column 6: race is a relationship to Race; it can only be compared with ==, != or IN",
        column: 6
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
        message: "column 24: race.types.name crosses a to-many relationship; it can only be on the left, after ANY, "
            + "ALL or NONE",
        column: 24
    ),
    .init(
        format: "race.@count == 1",
        message: "column 6: @count needs a to-many relationship; race is not one",
        column: 6
    ),
    .init(
        format: "race.types.@count.name == 1",
        message: "column 19: @count takes no key after it (race.types.@count.name)",
        column: 19
    ),
    .init(format: "race.types.@sum.name > 1", message: "column 17: @sum needs numbers; Type.name is text", column: 17),
    .init(
        format: "race.types.@sum > 1",
        message: "column 12: @sum needs a key after it, e.g. race.types.@sum.code",
        column: 12
    ),
    .init(format: "name.first == 'x'", message: "column 6: name is an attribute; it has no keys after it", column: 6),

    // MARK: Arithmetic on what is not a number
    .init(format: "name + 1 == 2", message: "column 1: name is text; + needs numbers", column: 1),
    .init(format: "level + 'x' == 2", message: #"column 9: "x" is text; + needs numbers"#, column: 9),
    .init(format: "level ** 'x' > 1", message: #"column 10: "x" is text; ** needs numbers"#, column: 10),
    .init(format: "race * 2 == 1", message: "column 1: race is a Race; * needs numbers", column: 1),
    .init(format: "- name == 1", message: "column 3: name is text; - needs numbers", column: 3),
    .init(format: "level == - 'x'", message: #"column 12: "x" is text; - needs numbers"#, column: 12),
    .init(format: "level IN {1 + 'x'}", message: #"column 15: "x" is text; + needs numbers"#, column: 15),
    .init(format: "level + 1 == 'x'", message: #"column 14: level + 1 is a number; "x" is text"#, column: 14),
    .init(format: "level / lvl > 1", message: #"column 9: Pokemon has no key "lvl"; did you mean "level"?"#, column: 9),
    .init(
        format: "race.pokemons.level + 1 > 0",
        message: "column 1: race.pokemons.level crosses a to-many relationship; + needs one number, "
            + "such as @sum, @min, @max, @avg or @count of it",
        column: 1
    ),
    .init(
        format: "ANY level + 1 > 1",
        message: "column 1: ANY needs a key path across a to-many relationship; level + 1 is not one",
        column: 1
    ),

    // MARK: SUBQUERY against the model
    .init(
        format: "SUBQUERY(race, $r, $r.code > 1).@count > 0",
        message: "column 10: SUBQUERY needs a to-many relationship to filter; race is not one",
        column: 10
    ),
    .init(
        format: "SUBQUERY(race.pokemons.@count, $p, TRUEPREDICATE).@count > 0",
        message: "column 10: SUBQUERY needs a to-many relationship to filter; race.pokemons.@count is not one",
        column: 10
    ),
    .init(
        format: "SUBQUERY(race.types.races, $r, $r.code > 1).@count > 0",
        message: "column 10: SUBQUERY filters one to-many relationship; race.types.races crosses more than one "
            + "(nest a SUBQUERY for the next)",
        column: 10
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.lvl > 1).@count > 0",
        message: #"column 32: Pokemon (at $p) has no key "lvl"; did you mean "level"?"#,
        column: 32
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $q.level > 1).@count > 0",
        message: "column 29: $q is not the variable of an enclosing SUBQUERY; this one's is $p",
        column: 29
    ),
    .init(
        format: "$p.level > 1",
        message: "column 1: $p is not a SUBQUERY's variable; a key path can start with one only inside its SUBQUERY",
        column: 1
    ),
    .init(
        format: "SUBQUERY($x.races, $r, TRUEPREDICATE).@count > 0",
        message: "column 10: $x is not a SUBQUERY's variable; a key path can start with one only inside its SUBQUERY",
        column: 10
    ),
    .init(
        format: "SUBQUERY(race.types, $t, SUBQUERY($t.races, $t, $t.code > 1).@count > 0).@count > 0",
        message: "column 45: $t is already the variable of an enclosing SUBQUERY; give this one another name",
        column: 45
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1) > 0",
        message: "column 1: SUBQUERY(race.pokemons, $p, …) is a collection of Pokemon, not a value; "
            + "follow it with .@count",
        column: 1
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@sum > 0",
        message: "column 43: @sum needs a key of Pokemon after it, e.g. SUBQUERY(race.pokemons, $p, …).@sum.KEY",
        column: 43
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@sum.name > 0",
        message: "column 48: @sum needs numbers; Pokemon.name is text",
        column: 48
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@count.level > 0",
        message: "column 50: @count takes no key after it (SUBQUERY(race.pokemons, $p, …).@count.level)",
        column: 50
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@avg.race > 0",
        message: "column 48: @avg needs an attribute at the end of SUBQUERY(race.pokemons, $p, …).@avg.race",
        column: 48
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > 1).@count == 'x'",
        message: #"column 53: SUBQUERY(race.pokemons, $p, …).@count is a number; "x" is text"#,
        column: 53
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.name == 5).@count > 0",
        message: "column 40: $p.name is text; 5 is a number",
        column: 40
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p + 1 > 0).@count > 0",
        message: "column 29: $p is a Pokemon; + needs numbers",
        column: 29
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.race.types.name == 'x').@count > 0",
        message: #"column 29: $p.race.types.name crosses the to-many relationship "types"; put ANY, ALL or NONE "#
            + "before it, or use @count",
        column: 29
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, $p.level > $MIN).@count > 0",
        message: "column 40: $MIN has no value; substitute the variables before using the predicate",
        column: 40
    ),
    .init(
        format: "ANY SUBQUERY(race.pokemons, $p, TRUEPREDICATE).@count > 0",
        message: "column 1: ANY needs a key path across a to-many relationship; "
            + "SUBQUERY(race.pokemons, $p, …).@count is not one",
        column: 1
    ),
    .init(
        format: "level IN SUBQUERY(race.pokemons, $p, TRUEPREDICATE).@count",
        message: "column 10: IN needs a list {…} or a to-many key path on its right",
        column: 10
    ),
    .init(
        format: "SUBQUERY(race.pokemons, $p, TRUEPREDICATE).@min.name + 1 > 0",
        message: "column 1: SUBQUERY(race.pokemons, $p, …).@min.name is text; + needs numbers",
        column: 1
    ),
    .init(
        format: #"name MATCHES 'abc\\c'"#,
        message: #"column 14: "abc\c" is not a valid regular expression"#,
        column: 14
    ),
    .init(format: "level BETWEEN 5", message: "column 15: BETWEEN needs {low, high} on its right", column: 15),
    .init(
        format: "level BETWEEN {1, 2, 3}",
        message: "column 15: BETWEEN needs exactly two values, {low, high}; it has 3",
        column: 15
    ),
    .init(
        format: "level IN 5",
        message: "column 10: IN needs a list {…} or a to-many key path on its right",
        column: 10
    ),
    .init(
        format: "level IN race",
        message: "column 10: IN needs a list {…} or a to-many key path on its right; race is not one",
        column: 10
    ),
    .init(
        format: "'Fire' IN race.name",
        message: "column 11: IN needs a list {…} or a to-many key path on its right; race.name is not one",
        column: 11
    ),
    .init(format: "name MATCHES '('", message: #"column 14: "(" is not a valid regular expression"#, column: 14),
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
        message: "column 1: the predicate is too complex for the store (SQLite: parser stack overflow); "
            + "nest fewer NOTs, parenthesized groups or to-many key paths",
        column: 1
    ),
]

// MARK: - Tests

@Suite("Predicate format: rejected strings")
struct PredicateFormatRejectedTests {
    @Test("the parser refuses with the exact message and column", arguments: syntaxErrors)
    func refusedByParser(_ rejected: RejectedPredicate) {
        let error = refusal(of: rejected, checkingTheModel: false)
        #expect(error?.message == rejected.message)
        #expect(error?.column == rejected.column)
    }

    @Test("a syntax error is reported the same way when checking against a model", arguments: syntaxErrors)
    func refusedBeforeTheModel(_ rejected: RejectedPredicate) {
        let error = refusal(of: rejected, checkingTheModel: true)
        #expect(error?.message == rejected.message)
        #expect(error?.column == rejected.column)
    }

    @Test("the model refuses with the exact message and column", arguments: modelErrors)
    func refusedByModel(_ rejected: RejectedPredicate) throws {
        // Syntax alone is fine: the problem is the model's.
        _ = try ObjectPredicate(format: rejected.format, arguments: rejected.arguments)
        let error = refusal(of: rejected, checkingTheModel: true)
        #expect(error?.message == rejected.message)
        #expect(error?.column == rejected.column)
    }

    @Test(
        "every refusal reads `column N: reason`, N its column, and no other column in the reason",
        arguments: syntaxErrors + modelErrors
    )
    func oneFormat(_ rejected: RejectedPredicate) throws {
        let error = try #require(refusal(of: rejected, checkingTheModel: true))
        let column = try #require(error.column)
        #expect(error.message == "column \(column): \(error.reason)")
        #expect(!error.reason.isEmpty)
        #expect(!error.reason.contains("column"), "\(error.reason)")
    }

    @Test("every message is one line", arguments: syntaxErrors + modelErrors)
    func messagesAreOneLine(_ rejected: RejectedPredicate) throws {
        let error = try #require(refusal(of: rejected, checkingTheModel: true))
        #expect(!error.message.unicodeScalars.contains(where: PredicateFormatText.isUnprintable))
    }

    /// The error the format string is refused with, parsed alone or checked against the model.
    private func refusal(of rejected: RejectedPredicate, checkingTheModel: Bool) -> PredicateError? {
        do throws(PredicateError) {
            if checkingTheModel {
                _ = try ObjectPredicate(
                    format: rejected.format,
                    arguments: rejected.arguments,
                    entity: PredicateFormatFixture.pokemon,
                    model: PredicateFormatFixture.model
                )
            } else {
                _ = try ObjectPredicate(format: rejected.format, arguments: rejected.arguments)
            }
            return nil
        } catch {
            return error
        }
    }
}
