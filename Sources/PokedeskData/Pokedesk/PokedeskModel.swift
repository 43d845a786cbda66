public import ManagedGraph

// MARK: - The Pokedesk model, in its two versions

/// The course's model: v1 has pokemons with a name; v2 adds races and types.
public enum PokedeskModel {
    /// The current version, every store is migrated to.
    public static let current = v2
    /// The earlier versions, for stores they wrote.
    public static let history = [v1]

    // MARK: Attributes shared by both versions

    /// A name as the spec has it: required, 1 to 40 characters (the domain trims before it gets
    /// here), no control characters; indexed, so sorting by it and `[cd]` searches stay fast.
    private static let pokemonName = AttributeDescription(
        name: "name",
        type: .string,
        validation: [.length(1...40), .noControlCharacters],
        isIndexed: true
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
}
