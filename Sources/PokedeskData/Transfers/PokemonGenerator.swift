import ManagedGraph

// MARK: - Made-up pokemons, the same every time

/// Names and races for `generate`: a race drawn from a seeded generator, and a name made of the
/// race's name and a number — `Pikachu 13`. The seed is the number of pokemons already in the
/// pokedesk, and numbers go on from there, so the same pokedesk always gets the same pokemons
/// (transcripts stay stable) and two generates in a row do not repeat names.
struct PokemonGenerator {
    private var random: SplitMix64
    private var number: Int
    private let raceCount: Int

    /// Draws from `raceCount` races, after `existing` pokemons.
    init(raceCount: Int, existing: Int) {
        random = SplitMix64(seed: 0x9E_ADE5C + UInt64(existing))
        number = existing
        self.raceCount = raceCount
    }

    /// The next pokemon: the index of its race among the races, and the number for its name.
    mutating func next() -> (raceIndex: Int, number: Int) {
        number += 1
        return (Int(random.next() % UInt64(raceCount)), number)
    }

    /// A name of at most 40 characters: the race's name, shortened if need be, and the number.
    static func name(race: String, number: Int) -> String {
        let suffix = " \(number)"
        return String(race.prefix(40 - suffix.count)) + suffix
    }
}

// MARK: - A seeded generator

/// SplitMix64 (Steele, Lea and Flood): a tiny generator whose output depends only on its seed,
/// unlike the system's, which cannot be seeded. Public for the benchmark, which generates its
/// stores with it too.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
