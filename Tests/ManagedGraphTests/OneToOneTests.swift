import Testing

@testable import ManagedGraph

// MARK: - One-to-one relationships

@Suite("One-to-one relationships")
struct OneToOneTests {
    @Test("given a citizen and a passport, when one side is set, then the other follows, in memory and in the store")
    func settingOneSideSetsTheOther() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let passport = try context.make("Passport", ["name": .string("P-1")])
        try ada.setRelatedObject(passport, forKey: "passport")
        #expect(passport.relatedObject(forKey: "holder") === ada)
        try context.save()

        let other = ObjectContext(store: context.store)
        let stored = try other.fetch(FetchRequest(entityName: "Passport"))
        #expect(stored.map { $0.relatedName("holder") } == ["Ada"])
        let citizens = try other.fetch(FetchRequest(entityName: "Citizen"))
        #expect(citizens.map { $0.relatedName("passport") } == ["P-1"])
    }

    @Test("given two couples, when a passport changes hands, then the previous holder and passport each lose it")
    func reassigningLeavesThePreviousPartners() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let bob = try context.make("Citizen", ["name": .string("Bob")])
        let first = try context.make("Passport", ["name": .string("P-1")])
        let second = try context.make("Passport", ["name": .string("P-2")])
        try ada.setRelatedObject(first, forKey: "passport")
        try bob.setRelatedObject(second, forKey: "passport")

        // Ada takes Bob's passport, from the passport's side.
        try second.setRelatedObject(ada, forKey: "holder")
        #expect(ada.relatedName("passport") == "P-2")
        #expect(first.relatedObject(forKey: "holder") == nil, "Ada's old passport has no holder")
        #expect(bob.relatedObject(forKey: "passport") == nil, "Bob lost his passport")

        // Then from the citizen's side: Bob takes the free one.
        try bob.setRelatedObject(first, forKey: "passport")
        #expect(first.relatedName("holder") == "Bob")
        try context.save()

        let other = ObjectContext(store: context.store)
        let pairs = try other.fetch(FetchRequest(entityName: "Citizen", sortDescriptors: [.init("name")]))
            .map { "\($0.storeValue(forAttribute: "name")):\($0.relatedName("passport") ?? "-")" }
        #expect(pairs == ["Ada:P-2", "Bob:P-1"])
        let holders = try other.fetch(FetchRequest(entityName: "Passport", sortDescriptors: [.init("name")]))
            .map { $0.relatedName("holder") ?? "-" }
        #expect(holders == ["Bob", "Ada"])
    }

    @Test("given saved pairs read as faults, when a passport changes hands, then the faults' sides are kept in step")
    func reassigningThroughFaults() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let bob = try context.make("Citizen", ["name": .string("Bob")])
        let passport = try context.make("Passport", ["name": .string("P-1")])
        try ada.setRelatedObject(passport, forKey: "passport")
        try context.save()

        let other = ObjectContext(store: context.store)
        let passportThere = other.object(with: passport.objectID)
        let bobThere = other.object(with: bob.objectID)
        #expect(passportThere.isFault && bobThere.isFault)
        try passportThere.setRelatedObject(bobThere, forKey: "holder")
        let adaThere = other.object(with: ada.objectID)
        #expect(adaThere.relatedObject(forKey: "passport") == nil)
        try other.save()

        let third = ObjectContext(store: context.store)
        let citizens = try third.fetch(FetchRequest(entityName: "Citizen", sortDescriptors: [.init("name")]))
        #expect(citizens.map { $0.relatedName("passport") ?? "-" } == ["-", "P-1"])
    }

    @Test("given a relationship that is its own inverse, when a spouse is set, then both sides point at each other")
    func selfInverse() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let bob = try context.make("Citizen", ["name": .string("Bob")])
        let cy = try context.make("Citizen", ["name": .string("Cy")])
        try ada.setRelatedObject(bob, forKey: "spouse")
        #expect(bob.relatedObject(forKey: "spouse") === ada)

        try cy.setRelatedObject(ada, forKey: "spouse")
        #expect(ada.relatedObject(forKey: "spouse") === cy)
        #expect(bob.relatedObject(forKey: "spouse") == nil, "Ada's first spouse is left alone")
        try context.save()

        // A context kept while its objects are read: objects let go of a context that is freed.
        let other = ObjectContext(store: context.store)
        let spouses = try other.fetch(FetchRequest(entityName: "Citizen", sortDescriptors: [.init("name")]))
            .map { $0.relatedName("spouse") ?? "-" }
        #expect(spouses == ["Cy", "-", "Ada"])
    }

    @Test("given a citizen with a passport, when the citizen is deleted, then the passport goes too (cascade)")
    func cascade() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let passport = try context.make("Passport", ["name": .string("P-1")])
        try ada.setRelatedObject(passport, forKey: "passport")
        try context.save()

        try context.delete(ada)
        #expect(passport.isDeleted)
        try context.save()
        #expect(try context.count(for: FetchRequest(entityName: "Passport")) == 0)
    }

    @Test("given a passport with a holder, when it is deleted, then the deny rule refuses, until it has none")
    func deny() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let passport = try context.make("Passport", ["name": .string("P-1")])
        try ada.setRelatedObject(passport, forKey: "passport")
        try context.save()

        let error = #expect(throws: ContextError.self) { try context.delete(passport) }
        #expect(
            error?.description == "cannot delete Passport \"P-1\": its holder still has 1 object (delete rule deny)"
        )
        try ada.setRelatedObject(nil, forKey: "passport")
        #expect(passport.relatedObject(forKey: "holder") == nil)
        try context.delete(passport)
        try context.save()
        #expect(ada.relatedObject(forKey: "passport") == nil)
    }

    @Test("given married citizens, when one is deleted, then the other's spouse is nullified")
    func nullify() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        let bob = try context.make("Citizen", ["name": .string("Bob")])
        try ada.setRelatedObject(bob, forKey: "spouse")
        try context.save()

        try context.delete(bob)
        #expect(ada.relatedObject(forKey: "spouse") == nil)
        try context.save()
        let other = ObjectContext(store: context.store)
        let stored = try other.fetch(FetchRequest(entityName: "Citizen"))
        #expect(stored.map { $0.relatedObject(forKey: "spouse") == nil } == [true])
        #expect(stored.map { $0.managedObjectContext === other } == [true])
    }

    @Test("given one-to-one pairs, when fetched by the other side's attribute or by nil, then store and memory agree")
    func predicates() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        try context.make("Citizen", ["name": .string("Bob")])
        let passport = try context.make("Passport", ["name": .string("P-1")])
        try ada.setRelatedObject(passport, forKey: "passport")
        let byPassport = FetchRequest(
            entityName: "Citizen",
            predicate: try ObjectPredicate(format: "passport.name == %@", "P-1")
        )
        let without = FetchRequest(entityName: "Citizen", predicate: try ObjectPredicate(format: "passport == nil"))
        // Unsaved: judged in memory.
        #expect(try context.names(byPassport) == ["Ada"])
        #expect(try context.names(without) == ["Bob"])
        try context.save()
        // Saved: judged by the store.
        #expect(try context.names(byPassport) == ["Ada"])
        #expect(try context.names(without) == ["Bob"])
    }

    @Test(
        "given a child context, when it pairs a citizen and a passport and saves twice, then the store has both sides"
    )
    func childContext() throws {
        let context = try makeCitizens()
        let ada = try context.make("Citizen", ["name": .string("Ada")])
        try context.make("Passport", ["name": .string("P-1")])
        try context.save()

        let child = ObjectContext(parent: context)
        let passport = try child.fetch(FetchRequest(entityName: "Passport"))[0]
        try passport.setRelatedObject(child.object(with: ada.objectID), forKey: "holder")
        try child.save()
        #expect(ada.relatedName("passport") == "P-1", "the parent kept the inverse in step")
        try context.save()
        let other = ObjectContext(store: context.store)
        let stored = try other.fetch(FetchRequest(entityName: "Citizen"))
        #expect(stored.map { $0.relatedName("passport") } == ["P-1"])
    }
}
