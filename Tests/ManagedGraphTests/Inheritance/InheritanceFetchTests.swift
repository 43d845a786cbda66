import Testing

@testable import ManagedGraph

// MARK: - Fetching a hierarchy

/// Rex (dog, 4 legs), Bit (puppy, 8 weeks), Tom (cat, indoor), Ada (dog, 3 legs), saved.
private func savedZoo() throws -> ObjectContext {
    let context = try Zoo.context()
    try context.animal("Dog", "Rex", ["breed": .string("boxer")])
    try context.animal("Puppy", "Bit", ["weeks": .integer(8)])
    try context.animal("Cat", "Tom", ["indoor": .bool(true)])
    try context.animal("Dog", "Ada", ["legs": .integer(3)])
    try context.save()
    return ObjectContext(store: context.store)
}

private func byName(_ entity: String, includesSubentities: Bool = true) -> FetchRequest {
    FetchRequest(entityName: entity, sortDescriptors: [.init("name")], includesSubentities: includesSubentities)
}

@Suite("Entity inheritance: fetching")
struct InheritanceFetchTests {
    @Test(
        "given a zoo, when the abstract parent is fetched, then every sub-entity's objects come, each of its entity and class"
    )
    func parentReturnsChildren() throws {
        let context = try savedZoo()
        let animals = try context.fetch(byName("Animal"))
        #expect(animals.map(\.kindAndName) == ["Dog:Ada", "Puppy:Bit", "Dog:Rex", "Cat:Tom"])
        #expect(animals.map { "\(type(of: $0))" } == ["DogObject", "PuppyObject", "DogObject", "AnimalObject"])
        // Each object has its own entity's values, inherited and its own.
        let rex = try #require(animals[2] as? DogObject)
        #expect(rex.breed == "boxer" && rex.name == "Rex")
        #expect(animals[1].storeValue(forAttribute: "weeks") == .integer(8))
        #expect(animals[3].storeValue(forAttribute: "indoor") == .bool(true))
        #expect(animals.allSatisfy { !$0.isFault })
    }

    @Test("given a zoo, when a sub-entity is fetched, then its objects and its sub-entities' come, and no others")
    func subentityFetch() throws {
        let context = try savedZoo()
        #expect(try context.kindsAndNames(byName("Dog")) == ["Dog:Ada", "Puppy:Bit", "Dog:Rex"])
        #expect(try context.kindsAndNames(byName("Puppy")) == ["Puppy:Bit"])
        #expect(try context.kindsAndNames(byName("Cat")) == ["Cat:Tom"])
    }

    @Test("given includesSubentities false, when fetching, then only the entity's own objects come")
    func withoutSubentities() throws {
        let context = try savedZoo()
        #expect(try context.kindsAndNames(byName("Dog", includesSubentities: false)) == ["Dog:Ada", "Dog:Rex"])
        #expect(try context.kindsAndNames(byName("Animal", includesSubentities: false)) == [])
        #expect(try context.count(for: byName("Dog", includesSubentities: false)) == 2)
    }

    @Test("given predicates and sorts on inherited attributes, when fetching, then the store and memory agree")
    func inheritedKeys() throws {
        let context = try savedZoo()
        let request = FetchRequest(
            entityName: "Dog",
            predicate: try ObjectPredicate(format: "legs == 4 AND name BEGINSWITH[c] %@", "r"),
            sortDescriptors: [.init("legs", ascending: false), .init("name")]
        )
        #expect(try context.kindsAndNames(request) == ["Dog:Rex"])
        // The same with an unsaved change, judged in memory.
        try context.animal("Puppy", "Roy", ["weeks": .integer(3)])
        #expect(try context.kindsAndNames(request) == ["Dog:Rex", "Puppy:Roy"])
        let sorted = FetchRequest(
            entityName: "Animal",
            sortDescriptors: [.init("legs"), .init("name", ascending: false)]
        )
        #expect(try context.kindsAndNames(sorted) == ["Dog:Ada", "Cat:Tom", "Puppy:Roy", "Dog:Rex", "Puppy:Bit"])
    }

    @Test(
        "given a key only a sub-entity has, when a fetch of the parent uses it, then it is refused pointing at the key"
    )
    func subentityKeyOnParent() throws {
        let model = Zoo.model
        let animal = try #require(model.entity(named: "Animal"))
        do {
            _ = try ObjectPredicate(format: "legs > 2 AND breed == 'boxer'", entity: animal, model: model)
            Issue.record("a fetch of animals filtered by a dog's breed")
        } catch {
            #expect(error.column == 14)
            #expect(
                error.message
                    == #"column 14: Animal has no key "breed"; only its sub-entity Dog has it (fetch Dog to use it)"#
            )
        }
        let context = try savedZoo()
        let request = FetchRequest(entityName: "Animal", predicate: try ObjectPredicate(format: "breed == 'boxer'"))
        #expect(throws: ContextError.self) { try context.fetch(request) }
        // Dog has it.
        let dogs = FetchRequest(entityName: "Dog", predicate: try ObjectPredicate(format: "breed == 'boxer'"))
        #expect(try context.kindsAndNames(dogs) == ["Dog:Rex"])
    }

    @Test("given a zoo, when counting, paging and fetching ids, then every kind is counted and named")
    func countsPagesAndIDs() throws {
        let context = try savedZoo()
        #expect(try context.count(for: byName("Animal")) == 4)
        #expect(try context.count(for: byName("Dog")) == 3)
        var page = byName("Animal")
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try context.kindsAndNames(page) == ["Puppy:Bit", "Dog:Rex"])
        let ids = try context.fetchObjectIDs(byName("Animal"))
        #expect(ids.map(\.description) == ["Dog/p4", "Puppy/p2", "Dog/p1", "Cat/p3"])
        #expect(try context.storedRowCounts([.rows(of: "Animal"), .rows(of: "Dog"), .rows(of: "Cat")]) == [4, 3, 1])
    }

    @Test("given a batched fetch of the parent, when one fault fires, then its batch fills, one query per entity")
    func batchFaulting() throws {
        let context = try savedZoo()
        var request = byName("Animal")
        request.fetchBatchSize = 10
        let animals = try context.fetch(request)
        #expect(animals.allSatisfy { $0.isFault })
        #expect(animals.map(\.entity.name) == ["Dog", "Puppy", "Dog", "Cat"])
        context.statistics = ContextStatistics()
        #expect((animals[0] as? AnimalObject)?.name == "Ada")
        #expect(context.statistics.batchFills == 1)
        #expect(animals[2].isFault == false, "Rex, a dog of the same batch, is filled with Ada")
        #expect(animals[1].isFault && animals[3].isFault, "the puppy and the cat wait for their own batch")
        #expect(animals.map(\.kindAndName) == ["Dog:Ada", "Puppy:Bit", "Dog:Rex", "Cat:Tom"])
        #expect(context.statistics.batchFills == 3)
    }

    @Test("given a parent fetch of dictionaries, when asked for inherited keys, then every kind answers")
    func dictionaries() throws {
        let context = try savedZoo()
        var request = FetchRequest(entityName: "Dog", sortDescriptors: [.init("name")], resultType: .dictionaries)
        request.propertiesToFetch = ["name", "legs", "breed"]
        let rows = try context.fetchDictionaries(request)
        #expect(rows.map { $0["name"] } == [.string("Ada"), .string("Bit"), .string("Rex")])
        #expect(rows.map { $0["breed"] } == [.null, .null, .string("boxer")])
        var parent = FetchRequest(entityName: "Animal", sortDescriptors: [.init("name")], resultType: .dictionaries)
        parent.propertiesToFetch = ["name"]
        #expect(try context.fetchDictionaries(parent).count == 4)
        parent.propertiesToFetch = ["weeks"]
        #expect(throws: ContextError.self) { try context.fetchDictionaries(parent) }
    }

    @Test("given unsaved objects of sub-entities, when the parent is fetched, then they are among the results")
    func pendingChanges() throws {
        let context = try savedZoo()
        let tom = try #require(try context.fetch(byName("Cat")).first)
        try context.animal("Cat", "Kit", ["indoor": .bool(false)])
        try context.delete(tom)
        #expect(try context.kindsAndNames(byName("Animal")) == ["Dog:Ada", "Puppy:Bit", "Cat:Kit", "Dog:Rex"])
        #expect(try context.kindsAndNames(byName("Dog")) == ["Dog:Ada", "Puppy:Bit", "Dog:Rex"])

        let child = ObjectContext(parent: context)
        #expect(try child.kindsAndNames(byName("Animal")) == ["Dog:Ada", "Puppy:Bit", "Cat:Kit", "Dog:Rex"])
        #expect(try child.fetch(byName("Animal")).map { "\(type(of: $0))" }.contains("PuppyObject"))
    }
}
