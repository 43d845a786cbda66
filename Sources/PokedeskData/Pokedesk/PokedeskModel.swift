public import ManagedGraph

// MARK: - The Pokedesk model, in its three versions

/// The course's model: v1 has pokemons with a name; v2 adds races and types; v3 gives each
/// pokemon the date it was caught, and each race and type its Spanish name.
///
/// A store of an earlier version is brought up to `current` when it opens, a step at a time:
/// v1 to v2 by lightweight migration (the store infers it), v2 to v3 by the heavy migration of
/// `mappings` (`PokedeskMappings.swift`), which dates the pokemons of a v2 store by the order they
/// were created in.
public enum PokedeskModel {
    /// The current version, every store is migrated to.
    public static let current = v3
    /// The earlier versions, for stores they wrote.
    public static let history = [v1, v2]

    // MARK: Attributes shared by every version

    /// A name as the spec has it: required, 1 to 40 characters (the domain trims before it gets
    /// here), no control characters; indexed, so sorting by it and `[cd]` searches stay fast,
    /// and ranked, so that the list, in its order, finds a page or a renamed pokemon's place
    /// among ten million without stepping over the pokemons before it.
    private static let pokemonName = AttributeDescription(
        name: "name",
        type: .string,
        validation: [.length(1...40), .noControlCharacters],
        isRanked: true
    )

    // MARK: Version 1

    public static let v1 = ManagedObjectModel(
        version: 1,
        entities: [
            EntityDescription(name: "Pokemon", managedClass: ManagedPokemon.self, attributes: [pokemonName])
        ]
    )

    // MARK: Version 2

    public static let v2 = ManagedObjectModel(
        version: 2,
        entities: [
            EntityDescription(
                name: "Pokemon",
                managedClass: ManagedPokemon.self,
                attributes: [pokemonName],
                relationships: [
                    RelationshipDescription(
                        name: "race",
                        destination: "Race",
                        inverse: "pokemons",
                        isToMany: false,
                        deleteRule: .nullify
                    )
                ]
            ),
            EntityDescription(
                name: "Race",
                managedClass: ManagedRace.self,
                attributes: [
                    AttributeDescription(name: "name", type: .string, validation: [.length(1...60)], isIndexed: true),
                    AttributeDescription(
                        name: "code",
                        type: .integer,
                        validation: [.range(1...100_000)],
                        isUnique: true
                    ),
                    AttributeDescription(name: "imageFile", type: .string),
                ],
                relationships: [
                    RelationshipDescription(
                        name: "types",
                        destination: "Type",
                        inverse: "races",
                        isToMany: true,
                        isOrdered: true,
                        deleteRule: .nullify
                    ),
                    RelationshipDescription(
                        name: "pokemons",
                        destination: "Pokemon",
                        inverse: "race",
                        isToMany: true,
                        deleteRule: .nullify
                    ),
                ]
            ),
            EntityDescription(
                name: "Type",
                managedClass: ManagedType.self,
                attributes: [
                    AttributeDescription(
                        name: "name",
                        type: .string,
                        validation: [.length(1...30)],
                        isUnique: true,
                        isIndexed: true
                    )
                ],
                relationships: [
                    RelationshipDescription(
                        name: "races",
                        destination: "Race",
                        inverse: "types",
                        isToMany: true,
                        deleteRule: .nullify
                    )
                ]
            ),
        ]
    )
    // MARK: Version 3

    /// When the pokemon was caught. Optional because another program may save a pokemon without
    /// one; the app dates every pokemon it makes (`PokedeskMappings.swift` for those made in
    /// bulk). Indexed, so that `sort caught` and `find caught > …` stay fast at a million, and
    /// ranked, so that the list counts `find caught > …` in a few thousand steps at ten million
    /// where half of them match.
    private static let caught = AttributeDescription(name: "caught", type: .date, isOptional: true, isRanked: true)

    /// A race's or a type's name in Spanish (`name_es` in the course's data), beside its
    /// canonical `name`: the app shows it with `--lang es`, and sorts by it then, so indexed.
    /// Required: every race and type has one, the same as `name` where Spanish says the same.
    private static func spanishName(maximumLength: Int) -> AttributeDescription {
        AttributeDescription(
            name: "spanishName",
            type: .string,
            validation: [.length(1...maximumLength)],
            isIndexed: true
        )
    }

    /// The pokemons of a race by name, for the list sorted or sectioned by race, or filtered by
    /// one: a page of a race's pokemons is read in order from it, where the race's index alone
    /// finds them and leaves them to be sorted (eleven thousand a race at ten million). It
    /// includes the date, so that under `find caught > …` a renamed pokemon's new place (the
    /// race's matches before its new name) is counted in the index, not row by row in the table.
    private static let byRace = FetchIndexDescription(name: "byRace", keys: ["race", "name"], including: ["caught"])

    /// The pokemons of a race by date, counted: `sort race` or `sections race` after
    /// `find caught > …` learns how many of each race the range holds in a few steps a race,
    /// where grouping the matches would read each (five million at ten million).
    private static let byRaceAndCaught = FetchIndexDescription(
        name: "byRaceAndCaught",
        keys: ["race", "caught"],
        isCounted: true
    )

    /// Version 2 with the date each pokemon was caught, and the Spanish names of races and types.
    public static let v3 = ManagedObjectModel(
        version: 3,
        entities: v2.entities.map { entity in
            let added: [AttributeDescription]
            switch entity.name {
            case "Pokemon": added = [caught]
            case "Race": added = [spanishName(maximumLength: 60)]
            default: added = [spanishName(maximumLength: 30)]
            }
            return EntityDescription(
                name: entity.name,
                managedClass: entity.managedClass,
                attributes: entity.attributes + added,
                relationships: entity.relationships,
                indexes: entity.name == "Pokemon" ? [byRace, byRaceAndCaught] : []
            )
        }
    )
}
