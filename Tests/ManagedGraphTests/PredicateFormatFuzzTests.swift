import Testing

@testable import ManagedGraph

// MARK: - Random strings: never a crash or a hang, every refusal one line

@Suite("Predicate format: random strings")
struct PredicateFormatFuzzTests {
    /// Pieces of the language, near misses and garbage.
    private static let fragments: [String] = [
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

    private static let arguments: [PredicateArgument] = [
        "Pika", "", "x\"; DROP TABLE Pokemon; --", 5, -1, 1.5, nil, true, [1, 2], [], ["a", nil],
        .keyPath("race.name"), .keyPath("name\" = 1 OR 1=1 --"), .keyPath("races.@sum.code"),
        .object(ObjectID(entityName: "Race", primaryKey: 1)),
    ]

    @Test("tens of thousands of random strings", .timeLimit(.minutes(1)))
    func randomStrings() throws {
        var random = PredicateFormatRandom(seed: 0xF0F0_2026)
        var accepted = 0
        var validated = 0
        for iteration in 0..<30_000 {
            let format = iteration.isMultiple(of: 2) ? soup(&random) : mutated(wellFormed(&random), &random)
            let arguments = (0..<random.int(0...3)).map { _ in random.pick(Self.arguments) }
            let parsed: ObjectPredicate
            do {
                parsed = try ObjectPredicate(format: format, arguments: arguments)
            } catch {
                check(error, format: format)
                continue
            }
            accepted += 1
            // What parses prints to a string that parses back to it.
            #expect(try ObjectPredicate(format: parsed.predicateFormat) == parsed, "\(format.debugDescription)")
            do {
                _ = try ObjectPredicate(
                    format: format,
                    arguments: arguments,
                    entity: PredicateFormatFixture.pokemon,
                    model: PredicateFormatFixture.model
                )
                validated += 1
            } catch {
                check(error, format: format)
            }
        }
        // The generator is worth its time only if it reaches past the lexer and the parser.
        #expect(accepted > 1_000)
        #expect(validated > 500)
    }

    @Test("long and pathological inputs finish quickly", .timeLimit(.minutes(1)))
    func pathologicalInputs() {
        let inputs = [
            String(repeating: "(", count: 10_000),
            String(repeating: ")", count: 10_000),
            String(repeating: "{", count: 5_000),
            String(repeating: "NOT ", count: 2_500),
            "name == \"" + String(repeating: "\\\\", count: 4_000) + "\"",
            "name == \"" + String(repeating: "x", count: 9_000),
            "level IN {" + String(repeating: "1,", count: 4_000) + "1}",
            String(repeating: "a.", count: 4_000) + "b == 1",
            String(repeating: "name == 1 AND ", count: 700) + "name == 1",
            "e" + String(repeating: "\u{301}", count: 30_000) + " == 1",
            String(repeating: "\u{0}", count: 10_000),
            String(repeating: "😀", count: 10_000),
            String(repeating: "%@", count: 5_000),
            String(repeating: "level + ", count: 2_000) + "1 == 1",
            String(repeating: "- ", count: 5_000) + "level == 1",
            String(repeating: "(", count: 5_000) + "level" + String(repeating: ")", count: 5_000) + " == 1",
            String(repeating: "SUBQUERY(race.types, $t, ", count: 1_000),
            "level == " + String(repeating: "0x", count: 4_000),
            String(repeating: "SUBQUERY(race.pokemons, $p, ", count: 40) + "TRUEPREDICATE"
                + String(repeating: ").@count > 0", count: 40),
        ]
        for format in inputs {
            do {
                _ = try ObjectPredicate(
                    format: format,
                    entity: PredicateFormatFixture.pokemon,
                    model: PredicateFormatFixture.model
                )
            } catch {
                check(error, format: format)
            }
        }
    }

    /// Fragments and stray characters in any order.
    private func soup(_ random: inout PredicateFormatRandom) -> String {
        var format = ""
        for _ in 0..<random.int(0...14) {
            if random.chance(8) {
                format.unicodeScalars.append(Unicode.Scalar(UInt8(random.int(0...127))))
            } else if random.chance(3), let scalar = Unicode.Scalar(UInt32(random.int(0x80...0x2FFFF))) {
                format.unicodeScalars.append(scalar)
            } else {
                format += random.pick(Self.fragments)
            }
        }
        return format
    }

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

    /// A well-formed predicate of one to four comparisons.
    private func wellFormed(_ random: inout PredicateFormatRandom) -> String {
        var format = random.pick(Self.comparisons)
        for _ in 0..<random.int(0...3) {
            let next = (random.chance(20) ? "NOT " : "") + random.pick(Self.comparisons)
            format =
                random.chance(30)
                ? "(\(format)) \(random.pick(["AND", "OR", "&&", "||"])) \(next)" : format + " AND " + next
        }
        return format
    }

    /// A few characters deleted, fragments inserted, characters replaced; sometimes none.
    private func mutated(_ format: String, _ random: inout PredicateFormatRandom) -> String {
        var characters = Array(format)
        for _ in 0..<random.int(0...3) where !characters.isEmpty {
            let position = random.int(0...(characters.count - 1))
            switch random.int(1...3) {
            case 1: characters.removeSubrange(position..<min(characters.count, position + random.int(1...3)))
            case 2: characters.insert(contentsOf: random.pick(Self.fragments), at: position)
            default: characters[position] = random.pick(Array(random.pick(Self.fragments)) + [" "])
            }
        }
        return String(characters)
    }

    /// A refusal is a `PredicateError` with a one-line message `column N: reason`, N within the
    /// text (or just after it).
    private func check(_ error: PredicateError, format: String) {
        #expect(!error.reason.isEmpty)
        #expect(!error.message.unicodeScalars.contains(where: PredicateFormatText.isUnprintable), "\(error.message)")
        guard let column = error.column else {
            Issue.record("no column: \(error.message) for \(format.debugDescription)")
            return
        }
        #expect(error.message == "column \(column): \(error.reason)")
        #expect(!error.reason.contains("at column"), "\(error.message)")
        #expect((1...(format.count + 1)).contains(column), "\(error.message) for \(format.debugDescription)")
    }
}
