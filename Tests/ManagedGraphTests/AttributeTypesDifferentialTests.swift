import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Random predicates and sorts over the new types: SQL and memory must agree

@Suite("Attribute types: random predicates and sorts agree in SQL and in memory")
struct AttributeTypesDifferentialTests {
    @Test(
        "given random comparisons of the new types, when fetched and evaluated in memory, then both select the same objects and print back",
        arguments: ["Item", "Shelf"]
    )
    func predicatesAgree(entityName: String) async throws {
        let context = try ShopFixture.makeContext()
        let entity = ShopFixture.entity(entityName)
        let count = 600
        var runs = 0
        var selections = Set<[String]>()
        await propertyCheck(count: count, input: AttributePredicateGen(entityName: entityName).predicate) { tree in
            runs += 1
            do {
                let predicate = try tree.validated(for: entity, in: ShopFixture.model)
                let format = predicate.predicateFormat
                #expect((try? ObjectPredicate(format: format)) == predicate, "round trip of \(format)")
                let (sql, memory) = try ShopFixture.names(predicate, entityName: entityName, in: context)
                selections.insert(sql)
                #expect(sql == memory, "\(entityName) where \(format)")
            } catch {
                Issue.record("\(entityName) where \(tree.predicateFormat): \(error)")
            }
        }
        // The cases reach far: many different selections, not all or nothing each time (a
        // replayed seed runs one).
        guard runs >= count else { return }
        #expect(selections.count > (entityName == "Item" ? 100 : 6))
    }

    @Test("given random sorts by the new types, when fetched and sorted in memory, then the orders are the same")
    func sortsAgree() async throws {
        let context = try ShopFixture.makeContext()
        let entity = ShopFixture.entity("Item")
        let everything = try context.fetch(FetchRequest(entityName: "Item"))
        await propertyCheck(count: 60, input: AttributePredicateGen.sortDescriptors) { descriptors in
            do {
                let sql = try context.fetch(FetchRequest(entityName: "Item", sortDescriptors: descriptors))
                let memory = try ObjectSorter(descriptors, entity: entity, model: ShopFixture.model).sorted(everything)
                #expect(sql.map(ShopFixture.name) == memory.map(ShopFixture.name), "\(descriptors.map(\.keyPath))")
            } catch {
                Issue.record("\(descriptors.map(\.keyPath)): \(error)")
            }
        }
    }
}
