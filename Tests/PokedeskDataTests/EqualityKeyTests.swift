import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - == found through the folded column's index

/// `name == "Pikachu"` is compiled with the folded shadow's value ANDed before the exact test,
/// so that the index on (shadow, name) finds the rows (see `foldedNarrowing` in
/// `PredicateSQLCompiler`). The key must never drop a match, and texts that are not ASCII are
/// compared as before.
@Suite("Equality keys")
struct EqualityKeyTests {
    private static let names = [
        "Pikachu", "pikachu", "PIKACHU", "Pikachú", "Pika\u{301}chu", "Pikachu ", "Eevee",
    ]

    private func store() throws -> (ObjectContext, EntityDescription, ManagedObjectModel) {
        let container = try PokedeskContainer(location: .inMemory)
        let context = container.viewContext
        for name in Self.names {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(name), forAttribute: "name")
        }
        try context.save()
        let model = PokedeskModel.current
        return (context, try #require(model.entity(named: "Pokemon")), model)
    }

    @Test("given names that differ only by case or marks, when found by ==, then SQL and memory agree")
    func sqlAgreesWithMemory() throws {
        let (context, entity, model) = try store()
        let formats = [
            #"name == "Pikachu""#, #"name == "pikachu""#, #"NOT name == "PIKACHU""#, #"name != "Pikachu""#,
            #"name == "Pikachú""#, #"name == "Mew""#,
        ]
        for format in formats {
            let predicate = try ObjectPredicate(format: format, entity: entity, model: model)
            let evaluator = try PredicateEvaluator(predicate, entity: entity, model: model)
            let everyone = try context.fetch(FetchRequest(entityName: "Pokemon"))
            let found = try context.fetch(FetchRequest(entityName: "Pokemon", predicate: predicate))
            #expect(
                Set(found.map(\.objectID)) == Set(everyone.filter(evaluator.evaluate).map(\.objectID)),
                "\(format)"
            )
        }
        let pikachu = try context.fetch(
            FetchRequest(
                entityName: "Pokemon",
                predicate: try ObjectPredicate(format: #"name == "Pikachu""#, entity: entity, model: model)
            )
        )
        #expect(pikachu.compactMap { $0.storeValue(forAttribute: "name").stringValue } == ["Pikachu"])
    }

    @Test("== with an ASCII text searches the index; other texts and other operators do not take the key")
    func plans() throws {
        let (context, entity, model) = try store()
        func plan(_ format: String) throws -> QueryPlan {
            let predicate = try ObjectPredicate(format: format, entity: entity, model: model)
            return try context.queryPlan(for: FetchRequest(entityName: "Pokemon", predicate: predicate))
        }
        let ascii = try plan(#"name == "Pikachu""#)
        #expect(ascii.usesIndexSearch, "\(ascii.steps)")
        #expect(ascii.sql.contains("Z_FOLD_name ="), "\(ascii.sql)")
        for format in [#"name == "Pikachú""#, #"name != "Pikachu""#, #"name ==[c] "Pikachu""#] {
            #expect(try !plan(format).sql.contains("Z_FOLD_name = ?"), "\(format)")
        }
    }
}
