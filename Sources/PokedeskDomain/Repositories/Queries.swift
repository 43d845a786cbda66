// MARK: - Pokemon queries

/// How the pokemons list is ordered.
public enum PokemonSort: String, Hashable, Sendable, CaseIterable {
    /// By name, case- and diacritic-insensitively (B-1).
    case name
    /// By race name, then name; pokemons without a race first.
    case race
    /// By race code, then name; pokemons without a race first.
    case code
    /// By the date caught, oldest first (the order they were caught in), then name; pokemons
    /// without a date first.
    case caught
}

/// How the pokemons list is grouped (B-6).
public enum PokemonSections: String, Hashable, Sendable, CaseIterable {
    /// One section per race name; pokemons without a race under `noRaceTitle`.
    case race
    /// One section per initial letter of the name.
    case letter
    case off

    /// The title of the section of pokemons without a race: `(no race)`.
    public static var noRaceTitle: String { Phrases.text("sections.noRace") }
}

/// What the pokemons list shows: an optional predicate in Core Data's format syntax, an order,
/// and a grouping.
public struct PokemonQuery: Hashable, Sendable {
    /// A predicate format string such as `name BEGINSWITH[c] "pi"`; nil shows every pokemon.
    public var filter: String?
    /// Where `filter` starts in the line the user typed (1-based), so that an error in it points
    /// at the right column of that line.
    public var filterColumn: Int
    public var sort: PokemonSort
    public var sections: PokemonSections

    public init(
        filter: String? = nil,
        filterColumn: Int = 1,
        sort: PokemonSort = .name,
        sections: PokemonSections = .off
    ) {
        self.filter = filter
        self.filterColumn = filterColumn
        self.sort = sort
        self.sections = sections
    }
}

// MARK: - Race queries

/// What the races picker shows: races sorted by name, optionally only those whose name contains
/// some text (case- and diacritic-insensitively) and only those of one type.
public struct RaceQuery: Hashable, Sendable {
    public var nameContains: String?
    public var type: TypeID?

    public init(nameContains: String? = nil, type: TypeID? = nil) {
        self.nameContains = nameContains
        self.type = type
    }
}
