import PokedeskDomain
import TerminalKit

@testable import ArchTEA

// MARK: - Values to build states from

/// Domain values and screen states for the reducer's tests: plain values, no store.
enum Fixture {
    static let electric = PokemonType(id: TypeID(rawValue: 1), name: "Electric")
    static let fire = PokemonType(id: TypeID(rawValue: 2), name: "Fire")
    static let pikachu = Race(
        id: RaceID(rawValue: 25),
        code: 25,
        name: "Pikachu",
        imageFile: "025.png",
        types: [electric]
    )
    static let raichu = Race(
        id: RaceID(rawValue: 26),
        code: 26,
        name: "Raichu",
        imageFile: "026.png",
        types: [electric]
    )

    static let pika = Pokemon(id: PokemonID(rawValue: 1), name: "Pika", race: pikachu, version: 1)
    static let abra = Pokemon(id: PokemonID(rawValue: 2), name: "Abra", race: nil, version: 1)

    static let types = [
        TypeSummary(type: electric, raceCount: 2),
        TypeSummary(type: fire, raceCount: 0),
    ]

    /// The pokemons list's live results, and a races list's.
    static let listResults = SubscriptionID(rawValue: 1)
    static let raceResults = SubscriptionID(rawValue: 2)

    /// The pokemons list on `count` rows, nothing fetched yet.
    static func list(count: Int = 2, query: PokemonQuery = PokemonQuery()) -> PokemonListState {
        PokemonListState(query: query, results: listResults, count: count)
    }

    /// The races, 898 of them, opened to choose Pika's race (on its page) or to browse.
    static func races(choosing: Bool = true, count: Int = 898, currentAt: Int? = 576) -> RaceListState {
        RaceListState(
            RaceListRequest(
                title: "race",
                query: RaceQuery(),
                purpose: choosing ? .choosing(current: pikachu.id) : .browsing
            ),
            opened: ResultsOpened(results: raceResults, count: count, currentAt: choosing ? currentAt : nil)
        )
    }

    static func editor(_ pokemon: Pokemon = pika) -> PokemonEditorState {
        PokemonEditorState(pokemon: pokemon)
    }

    static func typeList(choosing: Bool = false) -> TypeListState {
        TypeListState(types: types, purpose: choosing ? .choosing(current: pikachu.id) : .browsing)
    }

    /// An app whose stack holds `screens` above the pokemons list.
    static func app(list: PokemonListState = list(), _ screens: ScreenState...) -> AppState {
        AppState(stack: [.pokemons(list)] + screens)
    }

    /// The rows of a page of the list, numbered from `first`.
    static func rows(_ pokemons: [Pokemon], from first: Int = 1) -> [PokemonRow] {
        pokemons.enumerated().map { PokemonRow(number: first + $0, pokemon: $1, section: nil) }
    }
}
