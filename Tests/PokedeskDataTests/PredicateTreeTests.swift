import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Every operator, in SQL and in memory

/// Builds predicates as trees (the format parser has its own tests) and checks that SQL and
/// in-memory evaluation pick the same pokemons, and the expected ones.
@Suite("Predicate trees in SQL and in memory")
struct PredicateTreeTests {
    /// Pokemons with races and types from the preload, and one without a race.
    static func dataset() throws -> PokedeskContainer {
        let pokedesk = try makePokedesk()
        let context = pokedesk.viewContext
        let races = try context.fetch(FetchRequest(entityName: "Race")).compactMap { $0 as? ManagedRace }
        let byCode = Dictionary(uniqueKeysWithValues: races.map { ($0.code, $0) })
        for (name, code) in [("Pika", 25), ("Sparky", 25), ("Char", 6), ("Flabé", 669), ("Mimey", 122), ("bulby", 1)] {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
            try pokemon.setRace(byCode[code])
        }
        let stray = try context.insert(ManagedPokemon.self)
        stray.name = "Nobody"
        try context.save()
        return pokedesk
    }

    private func key(_ path: String) -> ValueExpression { .keyPath(ModelKeyPath(path)) }
    private func text(_ value: String) -> ValueExpression { .value(.string(value)) }
    private func number(_ value: Int64) -> ValueExpression { .value(.integer(value)) }

    /// The names matched by SQL, after checking memory agrees.
    private func matches(
        _ predicate: ObjectPredicate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let pokedesk = try Self.dataset()
        let context = pokedesk.viewContext
        let request = FetchRequest(entityName: "Pokemon", predicate: predicate, sortDescriptors: [.init("name")])
        let bySQL = try context.names(request)
        let entity = pokedesk.store.model.entity(named: "Pokemon")!
        let evaluator = try PredicateEvaluator(predicate, entity: entity, model: pokedesk.store.model)
        let everyone = try context.fetch(FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name")]))
        let inMemory = everyone.filter { evaluator.evaluate($0) }.map { ($0 as! ManagedPokemon).name }
        #expect(bySQL == inMemory, "SQL and memory disagree", sourceLocation: sourceLocation)
        return bySQL
    }

    private func compare(
        _ left: ValueExpression,
        _ op: ComparisonOperator,
        _ right: ValueExpression,
        _ quantifier: Quantifier = .direct,
        _ options: StringOptions = []
    ) -> ObjectPredicate {
        .comparison(PredicateComparison(left, op, right, quantifier: quantifier, options: options))
    }

    @Test("comparison operators on numbers across a to-one relationship")
    func numericComparisons() throws {
        #expect(try matches(compare(key("race.code"), .equal, number(25))) == ["Pika", "Sparky"])
        #expect(
            try matches(compare(key("race.code"), .notEqual, number(25))) == [
                "Char", "Flabé", "Mimey", "Nobody", "bulby",
            ]
        )
        #expect(try matches(compare(key("race.code"), .less, number(25))) == ["Char", "bulby"])
        #expect(try matches(compare(key("race.code"), .lessOrEqual, number(6))) == ["Char", "bulby"])
        #expect(try matches(compare(key("race.code"), .greater, number(122))) == ["Flabé"])
        #expect(try matches(compare(key("race.code"), .greaterOrEqual, number(122))) == ["Flabé", "Mimey"])
        #expect(
            try matches(compare(key("race.code"), .between, .aggregate([number(6), number(25)]))) == [
                "Char", "Pika", "Sparky",
            ]
        )
        #expect(
            try matches(compare(key("race.code"), .in, .aggregate([number(1), number(669)]))) == ["Flabé", "bulby"]
        )
        #expect(try matches(compare(number(25), .greater, key("race.code"))) == ["Char", "bulby"])
    }

    @Test("nil: equal only to nil, and NOT keeps two-valued logic")
    func nilComparisons() throws {
        #expect(try matches(compare(key("race"), .equal, .value(.null))) == ["Nobody"])
        #expect(try matches(compare(key("race.code"), .equal, .value(.null))) == ["Nobody"])
        #expect(try matches(.not(compare(key("race.code"), .greater, number(6)))) == ["Char", "Nobody", "bulby"])
        #expect(try matches(compare(key("race.name"), .notEqual, text("Pikachu"))).contains("Nobody"))
    }

    @Test("string operators with [c], [d] and [cd]")
    func stringOperators() throws {
        #expect(try matches(compare(key("name"), .beginsWith, text("P"))) == ["Pika"])
        #expect(try matches(compare(key("name"), .beginsWith, text("b"), .direct, [.caseInsensitive])) == ["bulby"])
        #expect(try matches(compare(key("name"), .endsWith, text("y"))) == ["Mimey", "Nobody", "Sparky", "bulby"])
        #expect(
            try matches(compare(key("name"), .contains, text("AR"), .direct, [.caseInsensitive])) == ["Char", "Sparky"]
        )
        #expect(
            try matches(
                compare(key("name"), .equal, text("flabe"), .direct, [.caseInsensitive, .diacriticInsensitive])
            ) == ["Flabé"]
        )
        #expect(try matches(compare(key("name"), .equal, text("Flabe"), .direct, [.diacriticInsensitive])) == ["Flabé"])
        #expect(try matches(compare(key("name"), .equal, text("flabe"), .direct, [.diacriticInsensitive])).isEmpty)
        #expect(try matches(compare(key("name"), .like, text("?i*"))) == ["Mimey", "Pika"])
        #expect(
            try matches(compare(key("name"), .like, text("*Y"), .direct, [.caseInsensitive])) == [
                "Mimey", "Nobody", "Sparky", "bulby",
            ]
        )
        #expect(try matches(compare(key("name"), .matches, text("[A-Z][a-z]{3}"))) == ["Char", "Pika"])
        #expect(try matches(compare(key("name"), .matches, text("p.*"), .direct, [.caseInsensitive])) == ["Pika"])
        #expect(
            try matches(
                compare(key("race.name"), .equal, text("flabebe"), .direct, [.caseInsensitive, .diacriticInsensitive])
            ) == ["Flabé"]
        )
    }

    @Test("ANY, ALL and NONE over a to-many relationship, and @count")
    func quantifiers() throws {
        let fire = compare(key("race.types.name"), .equal, text("Fire"), .any)
        #expect(try matches(fire) == ["Char"])
        #expect(
            try matches(compare(key("race.types.name"), .equal, text("Electric"), .all)) == [
                "Nobody", "Pika", "Sparky",
            ]
        )
        #expect(
            try matches(compare(key("race.types.name"), .equal, text("Fairy"), .none)) == [
                "Char", "Nobody", "Pika", "Sparky", "bulby",
            ]
        )
        #expect(try matches(compare(key("race.types.@count"), .equal, number(2))) == ["Char", "Mimey", "bulby"])
        #expect(try matches(compare(text("Poison"), .in, key("race.types.name"))) == ["bulby"])
        #expect(try matches(compare(key("race.pokemons.@count"), .greater, number(1))) == ["Pika", "Sparky"])
    }

    @Test("AND, OR, NOT and constants")
    func compounds() throws {
        let electric = compare(key("race.code"), .equal, number(25))
        let short = compare(key("name"), .like, text("????"))
        #expect(try matches(.and([electric, short])) == ["Pika"])
        #expect(try matches(.or([electric, short])) == ["Char", "Pika", "Sparky"])
        #expect(try matches(.and([electric, .not(short)])) == ["Sparky"])
        #expect(try matches(.constant(false)).isEmpty)
        #expect(try matches(.constant(true)).count == 7)
    }

    @Test("an injection attempt through a value is just a value that matches nothing")
    func injectionThroughAValue() throws {
        let attack = text("x'; DROP TABLE \"Pokemon\"; --")
        let pokedesk = try Self.dataset()
        let request = FetchRequest(entityName: "Pokemon", predicate: compare(key("name"), .equal, attack))
        #expect(try pokedesk.viewContext.fetch(request).isEmpty)
        #expect(try pokedesk.viewContext.count(for: FetchRequest(entityName: "Pokemon")) == 7)
    }

    @Test("an injection attempt through a key path is refused as an unknown key")
    func injectionThroughAKeyPath() throws {
        let pokedesk = try Self.dataset()
        let attack = ObjectPredicate.comparison(
            .init(.keyPath(ModelKeyPath(["name\" = 1 OR 1=1 --"])), .equal, .value(.integer(1)))
        )
        let error = #expect(throws: ContextError.self) {
            try pokedesk.viewContext.fetch(FetchRequest(entityName: "Pokemon", predicate: attack))
        }
        #expect(error?.description.contains("Pokemon has no key \"name\\\" = 1 OR 1=1 --\"") == true)
    }

    @Test("type mismatches are refused before any SQL runs")
    func typeMismatch() throws {
        let pokedesk = try Self.dataset()
        let predicate = compare(key("race.code"), .equal, text("abc"))
        let error = #expect(throws: ContextError.self) {
            try pokedesk.viewContext.fetch(FetchRequest(entityName: "Pokemon", predicate: predicate))
        }
        #expect(error?.description.hasSuffix("race.code is a number; \"abc\" is text") == true)
    }
}
