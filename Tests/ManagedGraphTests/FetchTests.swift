import Testing

@testable import ManagedGraph

// MARK: - Fetch requests

@Suite("Fetch requests")
struct FetchTests {
    private func people(_ names: [String]) throws -> ObjectContext {
        let context = try makeFleet()
        for (index, name) in names.enumerated() {
            try context.make("Person", ["name": .string(name), "age": .integer(Int64(20 + index))])
        }
        try context.save()
        return context
    }

    @Test("sort descriptors order exactly or case- and diacritic-insensitively, in SQL and in memory alike")
    func sorting() throws {
        let context = try people(["bob", "Émile", "ada", "Zoe", "Ada", "eve"])
        let exact = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")])
        let folded = FetchRequest(entityName: "Person", sortDescriptors: [.init("name", comparison: .caseInsensitive)])
        #expect(try context.names(exact) == ["Ada", "Zoe", "ada", "bob", "eve", "Émile"])
        #expect(try context.names(folded) == ["Ada", "ada", "bob", "Émile", "eve", "Zoe"])

        // The same order with an unsaved object, which forces the in-memory path.
        try context.make("Person", ["name": .string("emma")])
        #expect(try context.names(folded) == ["Ada", "ada", "bob", "Émile", "emma", "eve", "Zoe"])
        let descending = FetchRequest(entityName: "Person", sortDescriptors: [.init("age", ascending: false)])
        #expect(try context.names(descending).first == "eve")
    }

    @Test("limit and offset page through the results")
    func limitAndOffset() throws {
        let context = try people(["a", "b", "c", "d", "e"])
        let page = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchLimit: 2, fetchOffset: 1)
        #expect(try context.names(page) == ["b", "c"])
        #expect(try context.count(for: page) == 2)
        #expect(try context.count(for: FetchRequest(entityName: "Person", fetchOffset: 4)) == 1)
    }

    @Test("pending changes show in fetches: inserts, changes and deletes, unless excluded")
    func pendingChanges() throws {
        let context = try people(["Ada", "Bob", "Cy"])
        let all = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        try context.delete(all[1])
        try all[2].setStoreValue(.string("Al"), forAttribute: "name")
        try context.make("Person", ["name": .string("Bea")])

        let request = FetchRequest(entityName: "Person", sortDescriptors: [.init("name")])
        #expect(try context.names(request) == ["Ada", "Al", "Bea"])
        let startsWithA = FetchRequest(
            entityName: "Person",
            predicate: .comparison(.init(.keyPath(ModelKeyPath("name")), .beginsWith, .value(.string("A")))),
            sortDescriptors: [.init("name")]
        )
        #expect(try context.names(startsWithA) == ["Ada", "Al"])
        #expect(try context.count(for: startsWithA) == 2)

        var storeOnly = request
        storeOnly.includesPendingChanges = false
        #expect(try context.fetch(storeOnly).map(\.objectID) == all.map(\.objectID))
    }

    @Test("result types: object ids, dictionaries across a to-one relationship, count")
    func resultTypes() throws {
        let context = try people(["Ada", "Bob"])
        let ada = try context.fetch(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))[0]
        let car = try context.make("Car", ["plate": .string("CAR-1")])
        try car.setRelatedObject(ada, forKey: "owner")
        try context.save()

        let ids = try context.fetchObjectIDs(FetchRequest(entityName: "Person", sortDescriptors: [.init("name")]))
        #expect(ids.first == ada.objectID)
        let rows = try context.fetchDictionaries(
            FetchRequest(
                entityName: "Car",
                resultType: .dictionaries,
                propertiesToFetch: ["plate", "owner.name", "owner.age"]
            )
        )
        #expect(rows == [["plate": .string("CAR-1"), "owner.name": .string("Ada"), "owner.age": .integer(20)]])
    }

    /// People P0 to P49, saved, the context reset and the SQL log emptied after.
    private func fiftyPeopleSaved() throws -> (ObjectContext, SQLRecorder) {
        let recorder = SQLRecorder()
        let context = try makeFleet(sqlLog: recorder.log)
        for index in 0..<50 { try context.make("Person", ["name": .string("P\(index)")]) }
        try context.save()
        context.reset()
        recorder.reset()
        return (context, recorder)
    }

    @Test("batch faulting: objects come back as faults and filling one fills its batch, one query per batch")
    func batchFaulting() throws {
        let (context, recorder) = try fiftyPeopleSaved()

        let objects = try context.fetch(
            FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchBatchSize: 20)
        )
        #expect(objects.count == 50)
        #expect(objects.allSatisfy { $0.isFault })
        #expect(recorder.selects.count == 1, "only the keys are read")

        _ = objects[25].storeValue(forAttribute: "name")
        #expect(recorder.selects.count == 2)
        #expect(objects[20..<40].allSatisfy { !$0.isFault })
        #expect(objects[0..<20].allSatisfy { $0.isFault })
        #expect(objects[40..<50].allSatisfy { $0.isFault })
    }

    @Test("a batched fetch of a whole table names a run of consecutive keys without reading them; a gap is read")
    func batchedKeysOfAWholeTable() throws {
        let (context, recorder) = try fiftyPeopleSaved()

        let request = FetchRequest(entityName: "Person", fetchBatchSize: 20)
        let whole = try context.fetch(request)
        #expect(whole.map(\.objectID.primaryKey) == Array(1...50))
        #expect(recorder.selects.count == 1)
        #expect(recorder.selects.allSatisfy { $0.contains("min(") && !$0.contains("ORDER BY") })
        #expect(whole[49].storeValue(forAttribute: "name") == .string("P49"))

        // Without row 10 the keys are no longer a run: they are read, and row 10 is not among them.
        try context.delete(whole[9])
        try context.save()
        context.reset()
        recorder.reset()
        let gapped = try context.fetch(request)
        #expect(gapped.map(\.objectID.primaryKey) == Array(1...9) + Array(11...50))
        #expect(recorder.selects.contains { $0.contains("ORDER BY") })
        #expect(recorder.selects.filter { $0.contains("min(") }.count == 1, "the run is asked about once")
        #expect(gapped[9].storeValue(forAttribute: "name") == .string("P10"))
    }

    @Test("a batch read as a range of keys passes over the rows past it when a row of the range is gone")
    func batchRangeWithARowGone() throws {
        let (context, recorder) = try fiftyPeopleSaved()
        let whole = try context.fetch(FetchRequest(entityName: "Person", fetchBatchSize: 20))

        // Row 5 goes behind the context's back: its batch still names the run 1…20.
        let other = ObjectContext(store: context.store)
        try other.delete(try other.existingObject(with: whole[4].objectID))
        try other.save()
        recorder.reset()

        #expect(whole[0].storeValue(forAttribute: "name") == .string("P0"))
        #expect(recorder.selects.count == 1)
        #expect(recorder.selects.allSatisfy { $0.contains("LIMIT") })
        #expect(whole[0..<4].allSatisfy { !$0.isFault })
        #expect(whole[5..<20].allSatisfy { !$0.isFault })
        #expect(whole[4].isFault, "its row is gone")
        #expect(whole[20..<50].allSatisfy { $0.isFault }, "row 21, read past the range, is not filled")

        // Filling objects by their keys passes over it too.
        try context.fillFaults(Array(whole[0..<20]))
        #expect(whole[20].isFault)
    }

    @Test("a batched fetch returns registered objects as they are, unsaved changes kept")
    func batchedFetchKeepsRegisteredObjects() throws {
        let (context, _) = try fiftyPeopleSaved()
        let first = try context.fetch(FetchRequest(entityName: "Person", fetchBatchSize: 20))
        try first[3].setStoreValue(.string("changed"), forAttribute: "name")

        var request = FetchRequest(entityName: "Person", fetchBatchSize: 20)
        request.includesPendingChanges = false
        let again = try context.fetch(request)
        #expect(zip(first, again).allSatisfy { $0 === $1 }, "uniqued: the same objects")
        #expect(again[3].storeValue(forAttribute: "name") == .string("changed"))
        _ = again[30].storeValue(forAttribute: "name")
        #expect(again[3].storeValue(forAttribute: "name") == .string("changed"))
        #expect(context.registeredObjects.count == 50)
    }

    @Test("prefetching loads a relationship for every object in one query per step")
    func prefetching() throws {
        let recorder = SQLRecorder()
        let context = try makeFleet(sqlLog: recorder.log)
        for index in 0..<10 {
            let person = try context.make("Person", ["name": .string("P\(index)")])
            try context.make("Car", ["plate": .string("C\(index)")]).setRelatedObject(person, forKey: "owner")
        }
        try context.save()
        context.reset()
        recorder.reset()
        let cars = try context.fetch(FetchRequest(entityName: "Car", relationshipKeyPathsForPrefetching: ["owner"]))
        let selectsAfterFetch = recorder.selects.count
        let owners = cars.compactMap { $0.relatedObject(forKey: "owner") }
        #expect(owners.count == 10)
        #expect(owners.allSatisfy { !$0.isFault })
        #expect(selectsAfterFetch == 2)
        #expect(recorder.selects.count == selectsAfterFetch, "reading the owners reads nothing more")
    }

    @Test(
        "prefetching a to-many relationship reads its links and their objects in one statement, in the relationship's order"
    )
    func prefetchingToMany() throws {
        let recorder = SQLRecorder()
        let context = try makeFleet(sqlLog: recorder.log)
        let clubs = try (0..<3).map { index in try context.make("Club", ["name": .string("K\(index)")]) }
        var expected: [String: [String]] = [:]
        for index in 0..<6 {
            let person = try context.make("Person", ["name": .string("P\(index)")])
            let joined = clubs.indices.filter { ($0 + index) % 2 == 0 }.map { clubs[$0] }
            for club in joined { try club.addRelatedObject(person, forKey: "members") }
            try context.make("Car", ["plate": .string("C\(index)")]).setRelatedObject(person, forKey: "owner")
            expected["P\(index)"] = joined.map { $0.stringValue(forAttribute: "name")! }.sorted()
        }
        try context.save()
        context.reset()
        // One club already filled: the joined read leaves it as it is.
        let known = try #require(
            try context.fetch(FetchRequest(entityName: "Club", predicate: try ObjectPredicate(format: "name == 'K1'")))
                .first
        )
        recorder.reset()
        let people = try context.fetch(
            FetchRequest(entityName: "Person", relationshipKeyPathsForPrefetching: ["clubs", "cars"])
        )
        #expect(recorder.selects.count == 3, "the people; their clubs with the links; their cars: \(recorder.all)")
        let before = recorder.selects.count
        for person in people {
            let name = person.stringValue(forAttribute: "name")!
            let theirs = person.relatedObjects(forKey: "clubs")
            #expect(theirs.allSatisfy { !$0.isFault })
            #expect(theirs.map { $0.stringValue(forAttribute: "name")! }.sorted() == expected[name], "\(name)")
            #expect(
                person.relatedObjects(forKey: "cars").map { $0.stringValue(forAttribute: "plate")! } == [
                    "C\(name.dropFirst())"
                ]
            )
        }
        #expect(recorder.selects.count == before, "reading the clubs and cars reads nothing more")
        #expect(people.flatMap { $0.relatedObjects(forKey: "clubs") }.contains { $0 === known })
    }

    @Test("stringValue(forAttribute:) reads storeValue's text, from a fault too; nil for a number or an unknown name")
    func stringValueReadsText() throws {
        let context = try people(["Ada", "Émile"])
        let faults = try context.fetch(
            FetchRequest(entityName: "Person", sortDescriptors: [.init("name")], fetchBatchSize: 20)
        )
        let ada = try #require(faults.first)
        #expect(ada.isFault)
        #expect(ada.stringValue(forAttribute: "name") == "Ada")
        #expect(!ada.isFault, "reading filled it")
        for object in faults {
            #expect(object.stringValue(forAttribute: "name") == object.storeValue(forAttribute: "name").stringValue)
        }
        #expect(ada.stringValue(forAttribute: "age") == nil)
        #expect(ada.stringValue(forAttribute: "nickname") == nil)
        let newcomer = try context.make("Person", ["age": .integer(3)])
        #expect(newcomer.stringValue(forAttribute: "name") == "newcomer")
    }
}
