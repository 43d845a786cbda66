import PropertyBased

@testable import ManagedGraph

// MARK: - Predicate format strings, well-formed or not

/// Strings for the parser, half of them soup — pieces of the language, near misses and garbage
/// in any order, stray characters between — and half well-formed predicates with a few
/// characters deleted, pieces inserted or characters replaced. A failing string shrinks
/// towards fewer pieces, fewer edits and the first pieces of each list.
enum PredicateFormatTextGen {
    static let text = Gen.frequency((1, soup), (1, mutated))

    /// Arguments for `%@`, `%K` and the others: none to three.
    static let arguments = Gen.pick(argumentValues).array(of: 0...3)

    /// Pieces of the language, near misses and garbage.
    static let fragments: [String] = [
        "name", "nickname", "level", "race", "race.code", "race.name", "race.types.name", "race.types", "pokemons",
        " ", " ", " ", "  ", "\t", "\n", "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "===", "=!", "AND",
        "and",
        "&&", "&", "OR", "||", "|", "NOT", "!", "(", "(", ")", ")", "{", "}", ",", "[c]", "[cd]", "[d]", "[x]", "[",
        "]",
        "\"", "'", "\"Pika\"", "'x'", "\"Flabébé\"", "\"a\\\"b\"", "\\", "\\u{", "\\u{1F600}", "\\u00E9", "\\uD83D",
        "%@",
        "%K", "%d", "%i", "%f", "%ld", "%", "%%", "$X", "$", "#in", "#", "@count", "@sum", "@avg", "@", "@bogus", ".",
        "..", "-", "1", "0", "12", "1.5", "1e3", "1e-3", "1e999", "123456789012345678901234567890", "12ab", "ANY",
        "ALL", "NONE", "SOME", "BETWEEN", "IN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES", "BEGINSWIT",
        "TRUEPREDICATE", "FALSEPREDICATE", "SELF", "nil", "NULL", "YES", "NO", "TRUE", "OBJECT(", "OBJECT(\"Race\", 1)",
        "é", "e\u{301}", "\u{301}", "\u{0}", "\u{7}", "\u{1B}[31m", "\u{2028}", "\u{202E}", "😀", "👨‍👩‍👧", "\u{FFFD}",
        "\u{FEFF}", "“", "”", "\u{E000}", "\u{10FFFF}", "\u{A0}", "ﬁ", "Ω", "İ", "ß", "+", "-", "*", "/", "**",
        "***", "0x1F", "0X", "0b102", "0o17", "-0x8000000000000000", "0x1.5", "SUBQUERY(", "SUBQUERY",
        "SUBQUERY(race.types, $t, ", "SUBQUERY(race.pokemons, $p, $p.level > level)", "$t.name", "$p.level", "$t.",
        ").@count", ".@count", ".@sum.level", "(level + 1)", "-(", "race.pokemons", "\\Q", "(?x)", "#",
    ]

    private static let argumentValues: [PredicateArgument] = [
        "Pika", "", "x\"; DROP TABLE Pokemon; --", 5, -1, 1.5, nil, true, [1, 2], [], ["a", nil],
        .keyPath("race.name"), .keyPath("name\" = 1 OR 1=1 --"), .keyPath("races.@sum.code"),
        .object(ObjectID(entityName: "Race", primaryKey: 1)),
    ]

    private static let comparisons = [
        #"name == "Pika""#, "name BEGINSWITH[c] 'pi'", #"nickname ==[cd] "zoe""#, "level > 5", "level BETWEEN {3, 12}",
        "race.code <= 151", #"ANY race.types.name ==[c] "fire""#, "race.types.@count >= 2", "shiny == YES",
        "nickname == nil", "name LIKE 'P?k*'", #"name MATCHES "[A-Z].*""#, "level IN {1, 2, 3}", "name == %@",
        "%K == 1", "level < %d", #""Fire" IN race.types.name"#, "ALL race.types.name != 'x'", "race.weight >= -1.5e1",
        "TRUEPREDICATE", "race.code + 1 == 26", "(level - 2) * 3 > -level ** 2 / 0x2", "level / 0 == nil",
        #"name MATCHES "Pi|Pika""#, "SUBQUERY(race.types, $t, $t.name BEGINSWITH 'F').@count > 0",
        "SUBQUERY(race.pokemons, $p, $p.level > level AND $p != SELF).@sum.level >= 0b1010",
        "SUBQUERY(race.types, $t, SUBQUERY($t.races, $r, $r.code * 2 > race.code).@count > 0).@count == 1",
    ]

    private static let fragment = Gen.pick(fragments)

    /// Fragments and stray characters in any order: an ASCII character one time in twelve or so,
    /// a scalar beyond ASCII rarely (a surrogate's place takes a fragment).
    private static let soup = Gen.frequency(
        (8, Gen.int(in: 0...127).map { String(Unicode.Scalar(UInt8($0))) }),
        (2.76, zip(Gen.uint32(in: 0x80...0x2FFFF), fragment).map { Unicode.Scalar($0).map(String.init) ?? $1 }),
        (89.24, fragment)
    )
    .array(of: 0...14)
    .map { $0.joined() }

    /// A well-formed predicate of one to four comparisons.
    private static let wellFormed = zip(
        Gen.pick(comparisons),
        zip(Gen.bool(0.2), Gen.pick(comparisons), Gen.bool(0.3), Gen.pick(["AND", "OR", "&&", "||"])).array(of: 0...3)
    )
    .map { first, rest in
        rest.reduce(first) { format, next in
            let (negated, comparison, grouped, joiner) = next
            let operand = (negated ? "NOT " : "") + comparison
            return grouped ? "(\(format)) \(joiner) \(operand)" : format + " AND " + operand
        }
    }

    /// One edit: where (taken modulo the length), which kind, how many characters a deletion
    /// takes, the fragment an insertion puts, the character a replacement puts (one of a
    /// fragment's, or a space).
    private static let edit = zip(
        Gen.int(in: 0...255),
        Gen.int(in: 1...3),
        Gen.int(in: 1...3),
        fragment,
        Gen.int(in: 0...63)
    )

    /// A few characters deleted, fragments inserted, characters replaced; sometimes none.
    private static let mutated = zip(wellFormed, edit.array(of: 0...3))
        .map { format, edits in
            var characters = Array(format)
            for (place, kind, length, fragment, pick) in edits where !characters.isEmpty {
                let position = place % characters.count
                switch kind {
                case 1: characters.removeSubrange(position..<min(characters.count, position + length))
                case 2: characters.insert(contentsOf: fragment, at: position)
                default:
                    let choices = Array(fragment) + [" "]
                    characters[position] = choices[pick % choices.count]
                }
            }
            return String(characters)
        }
}
