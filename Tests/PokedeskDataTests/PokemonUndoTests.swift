import ManagedGraph
import Testing

@testable import PokedeskData

// MARK: - Undo and redo of the app's changes

@Suite("Undo and redo of pokemons")
struct PokemonUndoTests {
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
}
