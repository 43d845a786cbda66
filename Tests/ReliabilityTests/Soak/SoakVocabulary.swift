// MARK: - The words the soak's scripts are made of

/// What a soak script draws its arguments from: races by code and by name (some unknown),
/// row and page numbers (some out of range), predicates that match, match nothing or do not
/// parse, and lines no screen takes.
enum SoakVocabulary {
    /// Races as a user types them: codes, names in any case, without accents, in quotes.
    static let races = [
        "25", "pikachu", "6", "Charizard", "1", "bulbasaur", "150", "mewtwo", "133", "eevee", "\"Mr. Mime\"",
        "flabebe", "26", "raichu", "4", "7", "39", "94", "143", "448", "\"type: null\"", "farfetch’d",
    ]

    /// Races no race has: refused, as typos are.
    static let unknownRaces = ["Pikachoo", "0", "899", "-3", "\"\""]

    /// A race to type: mostly a known one, now and then any of the 898 by code, or none known.
    static func race(_ random: inout SeededRandom) -> String {
        switch random.int(0...99) {
        case 0...59: return random.pick(races)
        case 60...91: return String(random.int(1...898))
        default: return random.pick(unknownRaces)
        }
    }

    /// A row number: mostly on the first page, where the processes meet; some past any list.
    static func row(_ random: inout SeededRandom) -> String {
        switch random.int(0...99) {
        case 0...69: return String(random.int(1...12))
        case 70...89: return String(random.int(13...40))
        case 90...95: return random.pick(["0", "99", "1000"])
        default: return random.pick(["x", "-1", "2.5"])
        }
    }

    static func page(_ random: inout SeededRandom) -> String {
        random.chance(80) ? String(random.int(1...5)) : random.pick(["0", "40", "-2", "two"])
    }

    /// Predicates that match some pokemons, then some that match none, then some that do not parse.
    static let matching = [
        "race.code < 100", "race.code <= 151 AND ANY race.types.name ==[c] \"fire\"", "race == nil",
        "ANY race.types.name ==[c] \"electric\"", "name CONTAINS \"-1\"", "caught >= \"2024-06-01\"",
        "NOT name BEGINSWITH[c] \"p\"", "race.name BEGINSWITH[c] \"c\"", "name MATCHES \"[a-m].*\"",
        "race.code BETWEEN {1, 151} OR race == nil",
    ]
    static let matchingNothing = ["name == \"nobody\"", "race.code > 5000", "name BEGINSWITH \"zzzz\""]
    static let malformed = [
        "name ==", "race.code < \"abc\"", "(name == \"x\"", "bogus > 3", "caught < \"yesterday\"", "AND",
        "name == \"unterminated", "race.code <", "name BEGINSWITH 3 3",
    ]

    static func predicate(_ random: inout SeededRandom) -> String {
        switch random.int(0...99) {
        case 0...29: return "name BEGINSWITH[c] \"\(random.pick(letters))\""
        case 30...69: return random.pick(matching)
        case 70...84: return random.pick(matchingNothing)
        default: return random.pick(malformed)
        }
    }

    static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    /// Types as the Types screen takes them: by name, by row, with select.
    static let types = ["fire", "Water", "electric", "3", "select 5", "psychic", "18", "select ghost", "nope", "19"]

    /// Lines no screen takes, or takes only to refuse.
    static let garbage = [
        "frob", "add", "delete x", "rename", "rename 1", "change color 1 x", "change race", "add \"unbalanced",
        "   ", "", "sort color", "sections colour", "page", "next next", "select 3", "edit", "undo undo",
        "generate 0", "generate many", "import", "import missing.csv", "import notes.txt", "export",
        "find name == \"", "add \"\" 25", "trace maybe", "LIST", "ädd x", "# a comment",
        "add \(String(repeating: "x", count: 41)) 25",
    ]
}
