@testable import ManagedGraph

// MARK: - A small model mirroring the app's, owned by these tests

/// Pokemon(name, nickname, level, shiny) –race→ Race(name, code, imageFile, weight) ⇄ types ⇄
/// Type(name). `Pokemon.name` is indexed, so `[cd]` on it goes through the folded shadow
/// column, while `Race.name` is folded by SQL functions: both paths get exercised.
enum PredicateFormatFixture {
    static let pokemon = EntityDescription(
        name: "Pokemon",
        attributes: [
            AttributeDescription(name: "name", type: .string, isIndexed: true),
            AttributeDescription(name: "nickname", type: .string, isOptional: true),
            AttributeDescription(name: "level", type: .integer, isOptional: true),
            AttributeDescription(name: "shiny", type: .boolean, isOptional: true),
        ],
        relationships: [
            RelationshipDescription(name: "race", destination: "Race", inverse: "pokemons", isToMany: false)
        ]
    )

    static let race = EntityDescription(
        name: "Race",
        attributes: [
            AttributeDescription(name: "name", type: .string),
            AttributeDescription(name: "code", type: .integer, isUnique: true),
            AttributeDescription(name: "imageFile", type: .string, isOptional: true),
            AttributeDescription(name: "weight", type: .double, isOptional: true),
        ],
        relationships: [
            RelationshipDescription(
                name: "types",
                destination: "Type",
                inverse: "races",
                isToMany: true,
                isOrdered: true
            ),
            RelationshipDescription(name: "pokemons", destination: "Pokemon", inverse: "race", isToMany: true),
        ]
    )

    static let type = EntityDescription(
        name: "Type",
        attributes: [AttributeDescription(name: "name", type: .string, isUnique: true)],
        relationships: [
            RelationshipDescription(name: "races", destination: "Race", inverse: "types", isToMany: true)
        ]
    )

    static let model = ManagedObjectModel(version: 1, entities: [pokemon, race, type])

    static func entity(_ name: String) -> EntityDescription {
        model.entity(named: name) ?? pokemon
    }

    // MARK: The dataset

    struct RaceRow {
        let code: Int64
        let name: String
        let imageFile: String?
        let weight: Double?
        let types: [String]
    }

    struct PokemonRow {
        let name: String
        let nickname: String?
        let level: Int64?
        let shiny: Bool?
        let race: String?
    }

    /// Dragon has no races; Ditto has no types; Squirtle has no pokemons; Nobody has no race.
    static let typeNames = ["Grass", "Poison", "Fire", "Flying", "Water", "Electric", "Fairy", "Psychic", "Dragon"]

    static let races: [RaceRow] = [
        RaceRow(code: 1, name: "Bulbasaur", imageFile: "001.png", weight: 6.9, types: ["Grass", "Poison"]),
        RaceRow(code: 4, name: "Charmander", imageFile: "004.png", weight: 8.5, types: ["Fire"]),
        RaceRow(code: 6, name: "Charizard", imageFile: "006.png", weight: 90.5, types: ["Fire", "Flying"]),
        RaceRow(code: 7, name: "Squirtle", imageFile: nil, weight: 9.0, types: ["Water"]),
        RaceRow(code: 25, name: "Pikachu", imageFile: "025.png", weight: 6.0, types: ["Electric"]),
        RaceRow(code: 122, name: "Mr. Mime", imageFile: "122.png", weight: 54.5, types: ["Psychic", "Fairy"]),
        RaceRow(code: 132, name: "Ditto", imageFile: "132.png", weight: nil, types: []),
        RaceRow(code: 669, name: "Flabébé", imageFile: "669.png", weight: 0.1, types: ["Fairy"]),
    ]

    static let pokemons: [PokemonRow] = [
        PokemonRow(name: "Pika", nickname: "Sparky", level: 12, shiny: true, race: "Pikachu"),
        PokemonRow(name: "pikachu", nickname: nil, level: nil, shiny: nil, race: "Pikachu"),
        PokemonRow(name: "Flabébé", nickname: "Flower", level: 5, shiny: false, race: "Flabébé"),
        PokemonRow(name: "Char", nickname: "Blaze", level: 36, shiny: true, race: "Charizard"),
        PokemonRow(name: "Charmy", nickname: nil, level: 8, shiny: false, race: "Charmander"),
        PokemonRow(name: "Bulby", nickname: "Leafy", level: 7, shiny: nil, race: "Bulbasaur"),
        PokemonRow(name: "Ditto", nickname: "100% *copy*", level: 20, shiny: false, race: "Ditto"),
        PokemonRow(name: "Nobody", nickname: nil, level: nil, shiny: nil, race: nil),
        PokemonRow(name: "Zoë", nickname: "zoe", level: 3, shiny: nil, race: "Mr. Mime"),
    ]

    /// An in-memory store holding the dataset, saved: the context has no unsaved changes, so
    /// its fetches run in SQL.
    static func makeContext() throws -> ObjectContext {
        let store = try PersistentStore(location: .inMemory, model: model)
        let context = ObjectContext(store: store)
        var typesByName: [String: ManagedObject] = [:]
        for name in typeNames {
            let type = try context.insert(entityName: "Type")
            try type.setStoreValue(.string(name), forAttribute: "name")
            typesByName[name] = type
        }
        var racesByName: [String: ManagedObject] = [:]
        for row in races {
            let race = try context.insert(entityName: "Race")
            try race.setStoreValue(.string(row.name), forAttribute: "name")
            try race.setStoreValue(.integer(row.code), forAttribute: "code")
            try race.setStoreValue(row.imageFile.map(StoreValue.string) ?? .null, forAttribute: "imageFile")
            try race.setStoreValue(row.weight.map(StoreValue.double) ?? .null, forAttribute: "weight")
            try race.setRelatedObjects(row.types.compactMap { typesByName[$0] }, forKey: "types")
            racesByName[row.name] = race
        }
        for row in pokemons {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(row.name), forAttribute: "name")
            try pokemon.setStoreValue(row.nickname.map(StoreValue.string) ?? .null, forAttribute: "nickname")
            try pokemon.setStoreValue(row.level.map(StoreValue.integer) ?? .null, forAttribute: "level")
            try pokemon.setStoreValue(row.shiny.map(StoreValue.bool) ?? .null, forAttribute: "shiny")
            try pokemon.setRelatedObject(row.race.flatMap { racesByName[$0] }, forKey: "race")
        }
        try context.save()
        return context
    }

    // MARK: Running a predicate both ways

    /// The names `predicate` selects among `entityName`'s objects, by SQL (a fetch with no
    /// unsaved changes) and by in-memory evaluation over every object, each sorted by name.
    static func names(
        _ predicate: ObjectPredicate,
        entityName: String,
        in context: ObjectContext
    ) throws -> (sql: [String], memory: [String]) {
        let sorted = [FetchSortDescriptor("name")]
        let sql = try context.fetch(FetchRequest(entityName: entityName, predicate: predicate, sortDescriptors: sorted))
        let all = try context.fetch(FetchRequest(entityName: entityName, sortDescriptors: sorted))
        let evaluator = try PredicateEvaluator(predicate, entity: entity(entityName), model: model)
        let memory = all.filter { evaluator.evaluate($0) }
        func name(_ object: ManagedObject) -> String { object.storeValue(forAttribute: "name").stringValue ?? "?" }
        return (sql.map(name), memory.map(name))
    }
}

// MARK: - Building expected trees

/// Short spellings for expected trees in the tables.
enum Tree {
    /// A key path; `@op` splits components from operand keys: `"races.@sum.code"`.
    static func key(_ dotted: String) -> ValueExpression {
        var path = ModelKeyPath([])
        for part in dotted.split(separator: ".").map(String.init) {
            if let op = CollectionOperator(rawValue: part) {
                path.collectionOperator = op
            } else if path.collectionOperator == nil {
                path.components.append(part)
            } else {
                path.operand.append(part)
            }
        }
        return .keyPath(path)
    }

    static func text(_ value: String) -> ValueExpression { .value(.string(value)) }
    static func int(_ value: Int64) -> ValueExpression { .value(.integer(value)) }
    static func real(_ value: Double) -> ValueExpression { .value(.double(value)) }
    static func bool(_ value: Bool) -> ValueExpression { .value(.bool(value)) }
    static let null = ValueExpression.value(.null)

    /// `left op right`.
    static func math(_ left: ValueExpression, _ op: ArithmeticOperator, _ right: ValueExpression) -> ValueExpression {
        .arithmetic(op, left, right)
    }

    /// `$variable.dotted`, or `$variable` alone.
    static func variable(_ name: String, _ dotted: String = "") -> ValueExpression {
        guard !dotted.isEmpty, case .keyPath(let path) = key(dotted) else { return .variable(name) }
        return .variableKeyPath(name, path)
    }

    /// `SUBQUERY(collection, $variable, predicate).@count` (or another operator and its keys).
    static func subquery(
        _ collection: ValueExpression,
        _ variable: String,
        _ predicate: ObjectPredicate,
        _ op: CollectionOperator? = .count,
        _ operand: [String] = []
    ) -> ValueExpression {
        .subquery(
            PredicateSubquery(collection, variable: variable, predicate, collectionOperator: op, operand: operand)
        )
    }

    static func compare(
        _ left: ValueExpression,
        _ op: ComparisonOperator,
        _ right: ValueExpression,
        _ quantifier: Quantifier = .direct,
        _ options: StringOptions = []
    ) -> ObjectPredicate {
        .comparison(PredicateComparison(left, op, right, quantifier: quantifier, options: options))
    }
}
