import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - The spec's `find` examples, on the app's own model and preloaded data

@Suite("Predicate format: the app's model")
struct PredicateFormatAppModelTests {
    /// A preloaded in-memory pokedesk with a few pokemons, saved.
    private func pokedesk() throws -> ObjectContext {
        let container = try PokedeskContainer(location: .inMemory)
        let context = container.viewContext
        let pokemons: [(String, Int)] = [
            ("Pikachu", 25), ("Pidgey", 16), ("Charmy", 4), ("Vulpix", 37), ("Moltres", 146), ("Torchic", 255),
            ("pichu", 172), ("Flabébé", 669),
        ]
        for (name, code) in pokemons {
            let race = try #require(
                try context.fetch(
                    FetchRequest(
                        entityName: "Race",
                        predicate: try ObjectPredicate(format: "code == %d", .integer(code))
                    )
                )
                .first
            )
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(name), forAttribute: "name")
            try pokemon.setRelatedObject(race, forKey: "race")
        }
        try context.save()
        _ = container
        return context
    }

    private func find(_ format: String, in context: ObjectContext) throws -> (sql: [String], memory: [String]) {
        let model = PokedeskModel.current
        let entity = try #require(model.entity(named: "Pokemon"))
        let predicate = try ObjectPredicate(format: format, entity: entity, model: model)
        let sorted = [FetchSortDescriptor("name")]
        let sql = try context.fetch(FetchRequest(entityName: "Pokemon", predicate: predicate, sortDescriptors: sorted))
        let evaluator = try PredicateEvaluator(predicate, entity: entity, model: model)
        let memory = try context.fetch(FetchRequest(entityName: "Pokemon", sortDescriptors: sorted)).filter(
            evaluator.evaluate
        )
        func name(_ object: ManagedObject) -> String { object.storeValue(forAttribute: "name").stringValue ?? "?" }
        return (sql.map(name), memory.map(name))
    }

    @Test("B-5 examples select the same pokemons in SQL and in memory")
    func specExamples() throws {
        let context = try pokedesk()
        let byPrefix = try find(#"name BEGINSWITH[c] "pi""#, in: context)
        #expect(byPrefix.sql == ["Pidgey", "Pikachu", "pichu"])
        #expect(byPrefix.memory == byPrefix.sql)
        let fireOfKanto = try find(#"race.code <= 151 AND ANY race.types.name ==[c] "fire""#, in: context)
        #expect(fireOfKanto.sql == ["Charmy", "Moltres", "Vulpix"])
        #expect(fireOfKanto.memory == fireOfKanto.sql)
        let accents = try find(#"name ==[cd] "flabebe" OR race.types.@count == 2 AND race.code > 100"#, in: context)
        #expect(accents.sql == ["Flabébé", "Moltres"])
        #expect(accents.memory == accents.sql)
    }

    @Test(
        "a user's mistakes come back as one line pointing at the column",
        arguments: [
            (#"nam BEGINSWITH[c] "pi""#, #"column 1: Pokemon has no key "nam"; did you mean "name"?"#),
            (#"race.code == "abc""#, #"column 14: race.code is a number; "abc" is text"#),
            (
                #"race.code <= 151 AND race.types.name ==[c] "fire""#,
                #"column 22: race.types.name crosses the to-many relationship "types"; put ANY, ALL or NONE before it, or use @count"#
            ),
            (#"name BEGINSWIT[c] "pi""#, "column 6: unknown operator 'BEGINSWIT'; did you mean BEGINSWITH?"),
            (#"name BEGINSWITH[c] "pi"#, "column 20: unterminated string: this quote is never closed"),
        ]
    )
    func userMistakes(_ format: String, _ message: String) throws {
        let model = PokedeskModel.current
        let entity = try #require(model.entity(named: "Pokemon"))
        #expect {
            _ = try ObjectPredicate(format: format, entity: entity, model: model)
        } throws: { error in
            (error as? PredicateError)?.message == message
        }
    }
}
