import Testing

@testable import PokedeskData

// MARK: - Validation at save

@Suite("Validation")
struct ValidationTests {
    @Test(
        "given several broken objects, when saving, then one error lists every failure and the context keeps its changes"
    )
    func everyFailureAtOnce() throws {
        let pokedesk = try makePokedesk()
        let context = pokedesk.viewContext
        let empty = try context.insert(ManagedPokemon.self)
        empty.name = ""
        let long = try context.insert(ManagedPokemon.self)
        long.name = String(repeating: "x", count: 41)
        let good = try context.insert(ManagedPokemon.self)
        good.name = "Pika"

        let error = #expect(throws: ContextError.self) { try context.save() }
        guard case .validation(let failures)? = error else {
            Issue.record("expected a validation error, got \(String(describing: error))")
            return
        }
        #expect(
            failures.map(\.description) == [
                "Pokemon \"\": name cannot be empty",
                "Pokemon \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": name can have at most 40 characters; it has 41",
            ]
        )
        #expect(context.insertedObjects.count == 3)
        #expect(try context.count(for: FetchRequest(entityName: "Pokemon", includesPendingChanges: false)) == 0)

        long.name = "Long"
        empty.name = "Empty"
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Pokemon")) == 3)
    }

    @Test("a required attribute, a range and a unique attribute are checked")
    func requiredRangeUnique() throws {
        let context = try makeFleet()
        let old = try context.make("Person", ["name": .string("Old"), "age": .integer(200)])
        try context.make("Car", ["plate": .string("SAME")])
        try context.make("Car", ["plate": .string("SAME")])
        let noPlate = try context.insert(entityName: "Car")
        try noPlate.setStoreValue(.null, forAttribute: "plate")
        let error = #expect(throws: ContextError.self) { try context.save() }
        let text = error?.description ?? ""
        #expect(text.contains("Person \"Old\": age is 200; it must be between 0 and 150"))
        #expect(text.contains("plate \"SAME\" is already used by another Car"))
        #expect(text.contains("plate is required"))
        _ = old
    }

    @Test("a unique value already stored is refused, unless the stored row is deleted in the same save")
    func uniqueAgainstTheStore() throws {
        let context = try makeFleet()
        let first = try context.make("Car", ["plate": .string("P-1")])
        try context.save()
        try context.make("Car", ["plate": .string("P-1")])
        #expect(throws: ContextError.self) { try context.save() }
        try context.delete(first)
        try context.save()
        #expect(try context.names(FetchRequest(entityName: "Car"), key: "plate") == ["P-1"])
    }
}
