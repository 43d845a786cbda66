import Testing

@testable import ManagedGraph

// MARK: - Delete rules

@Suite("Delete rules")
struct DeleteRuleTests {
    @Test("nullify: deleting an owner's car removes it from the owner's cars")
    func nullify() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try car.setRelatedObject(ada, forKey: "owner")
        try context.save()

        try context.delete(car)
        #expect(ada.relatedObjects(forKey: "cars").isEmpty)
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Car")) == 0)
        #expect(try context.count(for: FetchRequest(entityName: "Person")) == 1)
    }

    @Test("cascade: deleting a person deletes their cars")
    func cascade() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        for plate in ["CAR-1", "CAR-2"] {
            try context.make("Car", ["plate": .string(plate)]).setRelatedObject(ada, forKey: "owner")
        }
        try context.make("Car", ["plate": .string("OTHER")])
        try context.save()

        try context.delete(ada)
        try context.save()
        #expect(try context.names(FetchRequest(entityName: "Car"), key: "plate") == ["OTHER"])
    }

    @Test("deny: a garage with cars cannot be deleted, and nothing changes")
    func deny() throws {
        let context = try makeFleet()
        let garage = try context.make("Garage", ["name": .string("North")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try car.setRelatedObject(garage, forKey: "garage")
        try context.save()

        let error = #expect(throws: ContextError.self) { try context.delete(garage) }
        #expect(error?.description == "cannot delete Garage \"North\": its cars still has 1 object (delete rule deny)")
        #expect(!garage.isDeleted)
        #expect(!context.hasChanges)

        try context.delete(car)
        try context.delete(garage)
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Garage")) == 0)
    }

    @Test("deny reached through a cascade refuses the whole delete")
    func denyThroughCascade() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let garage = try context.make("Garage", ["name": .string("North")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try car.setRelatedObject(ada, forKey: "owner")
        try car.setRelatedObject(garage, forKey: "garage")
        try context.save()
        // Deleting Ada cascades to the car; the garage is not deleted, so nothing blocks.
        try context.delete(ada)
        #expect(car.isDeleted)
        #expect(garage.relatedObjects(forKey: "cars").isEmpty)
    }

    @Test("no action: deleting a club leaves its members' clubs untouched in memory")
    func noAction() throws {
        let context = try makeFleet()
        let chess = try context.make("Club", ["name": .string("Chess")])
        let ada = try context.make("Person", ["name": .string("Ada")])
        try chess.setRelatedObjects([ada], forKey: "members")
        try context.save()

        try context.delete(chess)
        #expect(ada.relatedObjects(forKey: "clubs").map(\.objectID) == [chess.objectID])
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Club")) == 0)
    }

    @Test("an inserted object that is deleted before any save simply disappears")
    func deleteUnsaved() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        try context.delete(ada)
        #expect(!context.hasChanges)
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Person")) == 0)
    }
}
