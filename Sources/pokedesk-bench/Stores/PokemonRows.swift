import PokedeskDomain

// MARK: - The pokemons every contestant writes

/// The rows of a scenario, made before any clock starts: each contestant gets the same names
/// and races, and writes the same columns, folded name included.
struct PokemonRows {
    let names: [String]
    /// The `Z_PK` of each pokemon's race.
    let races: [Int64]

    var count: Int { names.count }

    /// `count` pokemons, with races drawn from `raceKeys`. The same seed gives the same rows,
    /// so a store of a thousand holds the first thousand of a store of a million.
    static func make(count: Int, raceKeys: [Int64], seed: UInt64 = 0x5EED_0F_1995) -> PokemonRows {
        var generator = NameGenerator(seed: seed)
        var names: [String] = []
        var races: [Int64] = []
        names.reserveCapacity(count)
        races.reserveCapacity(count)
        for _ in 0..<count {
            names.append(generator.next())
            races.append(raceKeys[generator.below(raceKeys.count)])
        }
        return PokemonRows(names: names, races: races)
    }
}
