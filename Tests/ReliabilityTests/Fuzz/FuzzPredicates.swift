// MARK: - Predicates for `find`

extension FuzzInputs {
    static let predicateFragments = [
        "name", "race", "race.name", "race.code", "race.types.name", "race.types", "race.imageFile", "race.pokemons",
        "nickname", " ", " ", " ", "==", "=", "!=", "<>", "<", "<=", ">", ">=", "AND", "&&", "OR", "||", "NOT", "!",
        "(", "(", ")", ")", "{", "}", ",", "[c]", "[cd]", "[x]", "\"", "'", "\"Pika\"", "'pi'", "\"a\\\"b\"", "\\",
        "\\u{1F600}", "%@", "%K", "%d", "$X", "@count", "@sum", "@avg", ".", "-", "1", "0", "1.5", "1e3", "1e999",
        "123456789012345678901234567890", "ANY", "ALL", "NONE", "SOME", "BETWEEN", "IN", "BEGINSWITH", "ENDSWITH",
        "CONTAINS", "LIKE", "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE", "SELF", "nil", "YES", "NO", "#in",
        "OBJECT(\"Race\", 1)", "é", "e\u{301}", "\u{0}", "\u{1B}", "\u{2028}", "\u{202E}", "😀", "\u{FFFD}", "“",
    ]

    static let comparisons = [
        #"name == "Pika""#, "name BEGINSWITH[c] 'pi'", #"name ==[cd] "zoe""#, "race.code <= 151",
        #"ANY race.types.name ==[c] "fire""#, "race.types.@count >= 2", "race == nil", "name LIKE 'P?k*'",
        #"name MATCHES "[A-Z].*""#, "race.code IN {1, 2, 3}", "race.code BETWEEN {1, 151}",
        #""Fire" IN race.types.name"#,
        "ALL race.types.name != 'x'", "TRUEPREDICATE", "NOT name CONTAINS[c] 'a'", "race.name ENDSWITH 'chu'",
    ]

    static func wellFormedPredicate(_ random: inout SeededRandom) -> String {
        var format = random.pick(comparisons)
        for _ in 0..<random.int(0...3) {
            let next = (random.chance(20) ? "NOT " : "") + random.pick(comparisons)
            format =
                random.chance(30)
                ? "(\(format)) \(random.pick(["AND", "OR", "&&", "||"])) \(next)" : format + " AND " + next
        }
        return format
    }
}
