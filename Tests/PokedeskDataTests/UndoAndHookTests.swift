import Testing

@testable import PokedeskData

// MARK: - Undo and redo of saved changes

@Suite("Undo and redo")
struct UndoTests {
    private func pokemons(_ context: ObjectContext) throws -> [String] {
        try context.fetch(FetchRequest(entityName: "Pokemon", sortDescriptors: [.init("name")]))
            .map { ($0 as! ManagedPokemon).name + "/" + (($0 as! ManagedPokemon).race?.name ?? "-") }
    }

    @Test("rename, race change, add and delete are each undone and redone")
    func undoRedoEachKind() throws {
        let context = try makePokedesk().viewContext
        let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [.init("code")], fetchLimit: 2))
            .compactMap { $0 as? ManagedRace }

        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "Bulby"
        try pokemon.setRace(races[0])
        context.actionName = "add"
        try context.save()
        pokemon.name = "Bulbo"
        context.actionName = "rename"
        try context.save()
        try pokemon.setRace(races[1])
        context.actionName = "change race"
        try context.save()
        #expect(try pokemons(context) == ["Bulbo/Ivysaur"])

        #expect(try context.undo() == "change race")
        #expect(try pokemons(context) == ["Bulbo/Bulbasaur"])
        #expect(try context.undo() == "rename")
        #expect(try pokemons(context) == ["Bulby/Bulbasaur"])
        #expect(try context.redo() == "rename")
        #expect(try pokemons(context) == ["Bulbo/Bulbasaur"])

        let id = pokemon.objectID
        try context.delete(pokemon)
        context.actionName = "delete"
        try context.save()
        #expect(try pokemons(context).isEmpty)
        #expect(context.undoManager?.canRedo == false, "a new change clears redo")
        #expect(try context.undo() == "delete")
        #expect(try pokemons(context) == ["Bulbo/Bulbasaur"])
        #expect(
            try context.fetchObjectIDs(FetchRequest(entityName: "Pokemon")) == [id],
            "it comes back under its own id"
        )
        #expect(races[0].pokemons.map(\.objectID) == [id])

        #expect(try context.undo() == "rename")
        #expect(try context.undo() == "add")
        #expect(try pokemons(context).isEmpty)
        #expect(throws: ContextError.store("nothing to undo")) { try context.undo() }
        #expect(try context.redo() == "add")
        #expect(try pokemons(context) == ["Bulby/Bulbasaur"])
    }

    @Test("undoing a many-to-many change restores the links in order")
    func undoLinks() throws {
        let context = try makeFleet()
        let club = try context.make("Club", ["name": .string("Chess")])
        let ada = try context.make("Person", ["name": .string("Ada")])
        let bob = try context.make("Person", ["name": .string("Bob")])
        try club.setRelatedObjects([bob, ada], forKey: "members")
        try context.save()
        try club.setRelatedObjects([ada], forKey: "members")
        try context.save()
        try context.undo()
        let fresh = ObjectContext(store: context.store)
        #expect(
            try fresh.existingObject(with: club.objectID).relatedObjects(forKey: "members").map(\.objectID) == [
                bob.objectID, ada.objectID,
            ]
        )
    }
}

// MARK: - Lifecycle hooks

@Suite("Lifecycle hooks")
struct LifecycleTests {
    @Test("awake from insert and fetch, will and did save, prepare for deletion are called")
    func hooks() throws {
        let context = try makeFleet()
        context.name = "hooks-\(UInt64.random(in: 0...UInt64.max))"
        let person = try context.insert(entityName: "Person") as! Person
        #expect(person.name == "newcomer", "awakeFromInsert set a default")
        #expect(HookLog.shared.take(context: context.name) == ["awakeFromInsert"])

        person.name = "Ada"
        try context.save()
        #expect(HookLog.shared.take(context: context.name) == ["willSave Ada", "didSave Ada"])

        context.reset()
        let fetched = try context.fetch(FetchRequest(entityName: "Person"))
        #expect(fetched.count == 1)
        #expect(HookLog.shared.take(context: context.name) == ["awakeFromFetch Ada"])

        try context.delete(fetched[0])
        try context.save()
        #expect(
            HookLog.shared.take(context: context.name) == ["prepareForDeletion Ada", "willSave Ada", "didSave Ada"]
        )
    }
}
