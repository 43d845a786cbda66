import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Random valid predicates: SQL and memory must agree on every one

@Suite("Predicate format: random valid predicates agree in SQL and in memory")
struct PredicateFormatDifferentialTests {
    @Test(arguments: ["Pokemon", "Race", "Type"])
    func sqlAgreesWithMemory(entityName: String) async throws {
        let context = try PredicateFormatFixture.makeContext()
        var objects: [String: [ObjectID]] = [:]
        for name in ["Pokemon", "Race", "Type"] {
            objects[name] = try context.fetchObjectIDs(FetchRequest(entityName: name))
        }
        let predicates = ValidPredicateGen(entityName: entityName, objects: objects).predicate
        let entity = PredicateFormatFixture.entity(entityName)
        await propertyCheck(count: 1_000, input: predicates) { predicate in
            let format = predicate.predicateFormat
            do {
                let parsed = try ObjectPredicate(format: format, entity: entity, model: PredicateFormatFixture.model)
                #expect(parsed == predicate, "round trip of \(format)")
                let (sql, memory) = try PredicateFormatFixture.names(predicate, entityName: entityName, in: context)
                #expect(sql == memory, "\(entityName) where \(format)")
            } catch {
                Issue.record("\(entityName) where \(format): \(error)")
            }
        }
    }
}
