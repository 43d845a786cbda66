import PokedeskDomain

// MARK: - Values for the presenters' tests

/// Races and types as the presenters receive them from their interactors.
enum Fixtures {
    static let electric = PokemonType(id: TypeID(rawValue: 1), name: "Electric")
    static let fire = PokemonType(id: TypeID(rawValue: 2), name: "Fire")

    static let charizard = race(6, "Charizard", types: [fire])
    static let pikachu = race(25, "Pikachu", types: [electric])
    static let raichu = race(26, "Raichu", types: [electric])

    static func race(_ code: Int, _ name: String, types: [PokemonType]) -> Race {
        let padded = String(repeating: "0", count: max(0, 3 - String(code).count)) + String(code)
        return Race(id: RaceID(rawValue: Int64(code)), code: code, name: name, imageFile: "\(padded).png", types: types)
    }

    static func pokemon(_ name: String, race: Race?, id: Int64 = 1, version: Int = 1) -> Pokemon {
        Pokemon(id: PokemonID(rawValue: id), name: name, race: race, version: version)
    }
}
