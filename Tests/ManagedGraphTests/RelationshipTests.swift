import Testing

@testable import ManagedGraph

// MARK: - Inverse upkeep (the course's car.owner / person.cars)

@Suite("Relationships and their inverses")
struct RelationshipTests {
    @Test("given a car and two people, when the car's owner is set, then each person's cars follow in memory")
    func settingTheToOneSideUpdatesTheToMany() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        #expect(ada.relatedObjects(forKey: "cars").isEmpty)

        try car.setRelatedObject(ada, forKey: "owner")
        #expect(ada.relatedObjects(forKey: "cars").map(\.objectID) == [car.objectID])

        try car.setRelatedObject(bob, forKey: "owner")
        #expect(ada.relatedObjects(forKey: "cars").isEmpty)
        #expect(bob.relatedObjects(forKey: "cars").map(\.objectID) == [car.objectID])
        try context.save()
        #expect(bob.relatedObjects(forKey: "cars").map(\.objectID) == [car.objectID])
    }

    @Test("given a person, when cars are added to their to-many, then each car's owner follows")
    func settingTheToManySideUpdatesTheToOne() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try ada.addRelatedObject(car, forKey: "cars")
        #expect(car.relatedObject(forKey: "owner") === ada)

        try bob.addRelatedObject(car, forKey: "cars")
        #expect(car.relatedObject(forKey: "owner") === bob)
        #expect(ada.relatedObjects(forKey: "cars").isEmpty, "the car left its previous owner")

        try bob.removeRelatedObject(car, forKey: "cars")
        #expect(car.relatedObject(forKey: "owner") == nil)
    }

    @Test("given saved people with unloaded cars, when a car changes owner, then loading the cars includes the change")
    func toManyFaultsIncludePendingChanges() throws {
        let context = try makeFleet()
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try car.setRelatedObject(ada, forKey: "owner")
        try context.save()

        let other = ObjectContext(store: context.store)
        let car2 = try other.existingObject(with: car.objectID)
        let bob2 = other.object(with: bob.objectID)
        let ada2 = other.object(with: ada.objectID)
        try car2.setRelatedObject(bob2, forKey: "owner")
        // Neither person's cars were loaded when the owner changed.
        #expect(bob2.relatedObjects(forKey: "cars").map(\.objectID) == [car.objectID])
        #expect(ada2.relatedObjects(forKey: "cars").isEmpty)
    }

    @Test(
        "given a many-to-many, when one side changes, then the other follows, and the order of an ordered side is kept"
    )
    func manyToMany() throws {
        let context = try makeFleet()
        let chess = try context.make("Club", ["name": .string("Chess")])
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try chess.setRelatedObjects([bob, ada], forKey: "members")
        #expect(ada.relatedObjects(forKey: "clubs").map(\.objectID) == [chess.objectID])
        try context.save()

        let other = ObjectContext(store: context.store)
        let members = try other.existingObject(with: chess.objectID).relatedObjects(forKey: "members")
        #expect(members.map(\.objectID) == [bob.objectID, ada.objectID])

        try bob.removeRelatedObject(chess, forKey: "clubs")
        #expect(chess.relatedObjects(forKey: "members").map(\.objectID) == [ada.objectID])
        try context.save()
        let reread = ObjectContext(store: context.store)
        #expect(
            try reread.existingObject(with: chess.objectID).relatedObjects(forKey: "members").map(\.objectID) == [
                ada.objectID
            ]
        )
    }

    @Test("given a relationship, when it is given an object of another entity, then it is refused")
    func wrongEntity() throws {
        let context = try makeFleet()
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        let club = try context.make("Club", ["name": .string("Chess")])
        let error = #expect(throws: ContextError.self) { try car.setRelatedObject(club, forKey: "owner") }
        #expect(error?.description == "Car.owner relates to Person objects, not Club")
    }
}
