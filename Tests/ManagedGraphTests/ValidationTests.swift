import Testing

@testable import ManagedGraph

// MARK: - Validation at save

@Suite("Validation")
struct ValidationTests {
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
