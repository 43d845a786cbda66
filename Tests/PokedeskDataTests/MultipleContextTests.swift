import PokedeskDomain
import Testing

@testable import ManagedGraph
@testable import PokedeskData

// MARK: - Several contexts on one store

@Suite("Multiple contexts")
struct MultipleContextTests {
    private func pokemon(named name: String, in context: ObjectContext) throws -> ManagedPokemon? {
        let predicate = ObjectPredicate.comparison(.init(.keyPath(ModelKeyPath("name")), .equal, .value(.string(name))))
        return try context.fetch(FetchRequest(entityName: "Pokemon", predicate: predicate)).first as? ManagedPokemon
    }

    private func names(_ context: ObjectContext) throws -> [String] {
        try context.names(FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name")]))
    }

    @Test("a background context's unsaved work is invisible elsewhere; only ids and values leave it")
    func isolation() async throws {
        let pokedesk = try makePokedesk()
        let background = BackgroundContext(store: pokedesk.store)
        let (id, seenInside) = try await background.perform { context in
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = "Pika"
            return (pokemon.objectID, try context.count(for: FetchRequest(entityName: "Pokemon")))
        }
        #expect(seenInside == 1, "pending changes show inside the context that made them")
        #expect(try names(pokedesk.viewContext).isEmpty)
        #expect(id.isTemporary)

        let saved = try await background.perform { context in
            try context.save()
            return try context.fetchObjectIDs(FetchRequest(entityName: "Pokemon"))
        }
        let found = try pokedesk.viewContext.existingObject(with: saved[0]) as? ManagedPokemon
        #expect(found?.name == "Pika", "an object id crosses contexts; the object is fetched anew")
    }

    @Test("a child's save goes to its parent, and the parent's save to the store")
    func childToParent() throws {
        let pokedesk = try makePokedesk()
        let parent = pokedesk.viewContext
        let keep = try parent.insert(ManagedPokemon.self)
        keep.name = "Keep"
        let gone = try parent.insert(ManagedPokemon.self)
        gone.name = "Gone"
        try parent.save()

        let child = ObjectContext(parent: parent, name: "editor")
        let pikachu = try #require(
            try child.fetch(
                FetchRequest(
                    entityName: "Race",
                    predicate: .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(25))))
                )
            ).first as? ManagedRace
        )
        let new = try child.insert(ManagedPokemon.self)
        new.name = "Pika"
        try new.setRace(pikachu)
        try #require(try pokemon(named: "Keep", in: child)).name = "Kept"
        try child.delete(try #require(try pokemon(named: "Gone", in: child)))
        try child.save()

        #expect(!child.hasChanges)
        #expect(parent.hasChanges, "the changes are now the parent's, unsaved")
        #expect(try names(parent) == ["Kept", "Pika"])
        #expect(
            try parent.count(for: FetchRequest(entityName: "Pokemon", includesPendingChanges: false)) == 2,
            "the store has not changed"
        )
        #expect(try pokemon(named: "Pika", in: parent)?.race?.name == "Pikachu")
        #expect(pikachu.pokemons.map(\.name) == ["Pika"])

        try parent.save()
        let fresh = ObjectContext(store: pokedesk.store)
        #expect(try names(fresh) == ["Kept", "Pika"])
        #expect(!new.objectID.isTemporary, "the child's object took the permanent id the parent's save gave")
        #expect(try fresh.existingObject(with: new.objectID).storeValue(forAttribute: "name") == .string("Pika"))
    }

    @Test("a child sees its parent's unsaved changes")
    func childReadsThroughParent() throws {
        let parent = try makePokedesk().viewContext
        let unsaved = try parent.insert(ManagedPokemon.self)
        unsaved.name = "Draft"
        let child = ObjectContext(parent: parent)
        #expect(try names(child) == ["Draft"])
        #expect(try child.existingObject(with: unsaved.objectID) !== unsaved, "one object per context")
    }

    @Test("the view context merges a background save automatically, and its live results report it as rows")
    func automaticMerge() async throws {
        let pokedesk = try makePokedesk()
        let view = pokedesk.viewContext
        view.automaticallyMergesChangesFromOtherContexts = true
        for name in ["Abra", "Char"] { try view.insert(ManagedPokemon.self).name = name }
        try view.save()
        let results = try FetchedResultsController(
            fetchRequest: FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name")]),
            context: view
        )
        let recorder = ChangeRecorder()
        results.delegate = recorder
        try results.performFetch()

        let background = BackgroundContext(store: pokedesk.store)
        try await background.perform { context in
            try context.insert(ManagedPokemon.self).name = "Bulby"
            let abra = try context.fetch(FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name")]))[0]
            try abra.setStoreValue(.string("Zubat"), forAttribute: "name")
            try context.save()
        }
        #expect(recorder.take().isEmpty, "merged when the view context next brings changes in")
        view.mergePendingChanges()
        #expect(recorder.take() == ["will", "insert [0, 0]", "move [0, 0]->[0, 2]", "did"])
        #expect(try results.objects(in: 0..<3).map { ($0 as! ManagedPokemon).name } == ["Bulby", "Char", "Zubat"])
        #expect(try view.processExternalChanges() == nil, "nor is it mistaken for another process's change")
    }

    @Test("saves merged late are merged as one change: inserted-then-deleted never shows, old values come first")
    func combinedChanges() {
        let a = ObjectID(entityName: "Pokemon", primaryKey: 1)
        let b = ObjectID(entityName: "Pokemon", primaryKey: 2)
        let c = ObjectID(entityName: "Pokemon", primaryKey: 3)
        var first = ContextChanges(origin: .save)
        first.inserted = [a, b]
        first.updated = [c: ["name"]]
        first.oldValues = [c: ["name": .string("Old")]]
        var second = ContextChanges(origin: .save)
        second.updated = [a: ["name"], c: ["name", "race"]]
        second.oldValues = [a: ["name": .string("A")], c: ["name": .string("Newer"), "race": .null]]
        second.deleted = [b]
        var combined = ContextChanges(origin: .merge)
        combined.absorb(first)
        combined.absorb(second)
        #expect(combined.origin == .merge)
        #expect(combined.inserted == [a], "b was inserted and deleted: never there")
        #expect(combined.deleted.isEmpty)
        #expect(combined.updated == [c: ["name", "race"]], "a is simply inserted")
        #expect(combined.oldValues[c] == ["name": .string("Old"), "race": .null], "values before the first change")
        #expect(combined.oldValues[a] == nil)
    }

    // MARK: Merge policies

    /// Both contexts read Pika (race Pikachu); the other renames it and the context under test
    /// changes its race and name. Returns the stored name and race after the save, or the error.
    private func conflict(_ policy: MergePolicy) throws -> (name: String, race: String?, error: ContextError?) {
        let pokedesk = try makePokedesk()
        let setup = pokedesk.viewContext
        let pika = try setup.insert(ManagedPokemon.self)
        pika.name = "Pika"
        try pika.setRace(
            try #require(
                try setup.fetch(
                    FetchRequest(
                        entityName: "Race",
                        predicate: .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(25))))
                    )
                ).first as? ManagedRace
            )
        )
        try setup.save()

        let mine = ObjectContext(store: pokedesk.store, name: "mine")
        mine.mergePolicy = policy
        let theirs = ObjectContext(store: pokedesk.store, name: "theirs")
        let myPika = try #require(try mine.existingObject(with: pika.objectID) as? ManagedPokemon)
        let theirPika = try #require(try theirs.existingObject(with: pika.objectID) as? ManagedPokemon)
        _ = myPika.name
        theirPika.name = "Sparky"
        try theirs.save()

        let raichu = try #require(
            try mine.fetch(
                FetchRequest(
                    entityName: "Race",
                    predicate: .comparison(.init(.keyPath(ModelKeyPath("code")), .equal, .value(.integer(26))))
                )
            ).first as? ManagedRace
        )
        try myPika.setRace(raichu)
        myPika.name = "Zap"
        var failure: ContextError?
        do {
            try mine.save()
        } catch {
            failure = error
        }
        let reader = ObjectContext(store: pokedesk.store)
        let check = try #require(try reader.existingObject(with: pika.objectID) as? ManagedPokemon)
        return (check.name, check.race?.name, failure)
    }

    @Test("error (the default): the save is refused naming the object and property; the other change stays")
    func errorPolicy() throws {
        let result = try conflict(.error)
        #expect(result.error?.description == "cannot save: Pokemon \"Zap\" was changed by another writer (name)")
        #expect(result.name == "Sparky" && result.race == "Pikachu")
    }

    @Test("store-trump: the store wins the property both changed; this context's other change is saved")
    func storeTrump() throws {
        let result = try conflict(.storeTrump)
        #expect(result.error == nil)
        #expect(result.name == "Sparky" && result.race == "Raichu")
    }

    @Test("object-trump: this context wins the properties it changed")
    func objectTrump() throws {
        let result = try conflict(.objectTrump)
        #expect(result.error == nil)
        #expect(result.name == "Zap" && result.race == "Raichu")
    }

    @Test("overwrite: this context's whole object is written")
    func overwrite() throws {
        let result = try conflict(.overwrite)
        #expect(result.error == nil)
        #expect(result.name == "Zap" && result.race == "Raichu")
    }

    @Test("rollback: this context's changes to the object are dropped")
    func rollback() throws {
        let result = try conflict(.rollback)
        #expect(result.error == nil)
        #expect(result.name == "Sparky" && result.race == "Pikachu")
    }
}
