import ManagedGraph
import PokedeskData

// MARK: - Pokemon names, reproducibly

extension SplitMix64 {
    /// A number in `0..<bound`. (The same seed gives the same pokemons in every run, so figures
    /// compare run to run.)
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// Names that look like a trainer's: two to four syllables, mostly capitalised, some all lower
/// case, one in fifty with an accent (so sorting and searching meet real folding), valid by
/// the app's rules (1 to 40 characters, no control characters).
struct NameGenerator {
    private static let syllables = [
        "pi", "ka", "chu", "bul", "ba", "saur", "char", "man", "der", "squir", "tle", "ee", "vee", "mew",
        "two", "gen", "gar", "on", "ix", "ra", "ti", "cate", "zu", "bat", "odd", "ish", "mon", "key", "jig",
        "gly", "puff", "psy", "duck", "gol", "poli", "wag", "ab", "ra", "ma", "chop", "bell", "sprout",
        "ten", "ta", "cool", "geo", "dude", "pony", "ta", "slow", "poke", "mag", "ne", "far", "fetch", "do",
        "duo", "seel", "grim", "er", "shell", "der", "gas", "tly", "haunt", "dro", "wzee", "krab", "volt",
        "orb", "exeg", "cute", "cu", "bone", "hit", "mon", "lee", "lick", "tung", "kof", "fing", "rhy",
        "horn", "chan", "sey", "tan", "gela", "kang", "as", "khan", "hors", "sea", "gold", "een", "star",
        "yu", "mie", "scy", "ther", "jynx", "elec", "buzz", "mag", "pin", "sir", "tau", "ros", "lap", "ras",
        "dit", "to", "por", "y", "om", "an", "yte", "kab", "uto", "aero", "dac", "tyl", "snor", "lax",
        "arti", "cuno", "zap", "dos", "mol", "tres", "dra", "tini", "nite", "zy",
    ]

    private var random: SplitMix64

    init(seed: UInt64 = 0x5EED_0F_1995) {
        random = SplitMix64(seed: seed)
    }

    mutating func next() -> String {
        var name = ""
        for _ in 0..<(2 + random.below(3)) {
            name += Self.syllables[random.below(Self.syllables.count)]
        }
        switch random.below(50) {
        case 0:
            // An accent, as in "Flabébé": a non-ASCII name takes the slow path of folding.
            if let e = name.firstIndex(of: "e") { name.replaceSubrange(e...e, with: "é") }
        case 1...5:
            return name  // all lower case
        default:
            break
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A number in `0..<bound` from the same sequence (a race for each pokemon).
    mutating func below(_ bound: Int) -> Int {
        random.below(bound)
    }
}
