import Foundation
import Testing

@testable import ManagedGraph
@testable import PokedeskData
@testable import pokedesk_repl

// MARK: - Exercise 1: a fourth model version, with favourites

/// Checks the model (version 4, `isFavourite` on Pokemon), the migration of stores written by
/// versions 1, 2 and 3 — lightweight from 3, and from 2 the app's heavy step to 3 first — the
/// typed accessor and the fetch of favourites.
@Suite("Exercise 1: favourites in a fourth model version")
struct Exercise01Check {
    @Test("version 4 is the current model; Pokemon has isFavourite, a boolean that is false by default")
    func model() throws {
        #expect(PokedeskModel.current.version == 4)
        #expect(PokedeskModel.current == PokedeskModel.v4)
        #expect(PokedeskModel.history.map(\.version) == [1, 2, 3])
        let attribute = try #require(
            PokedeskModel.v4.entity(named: "Pokemon")?.attribute(named: "isFavourite"),
            "Pokemon has no attribute isFavourite"
        )
        #expect(attribute.type == .boolean)
        #expect(!attribute.isOptional)
        #expect(attribute.defaultValue == .bool(false))
        #expect(PokedeskModel.v4.entity(named: "Pokemon")?.attribute(named: "caught") != nil, "v4 keeps caught")
    }

    @Test("a version 3 store is migrated: its pokemons keep their dates and are not favourites")
    func migratesVersion3() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v3.sqlite"
        let caught = Date(timeIntervalSince1970: 1_717_243_200)
        try write(["Pika", "Bulby"], to: path, model: PokedeskModel.v3) { pokemon in
            try pokemon.setStoreValue(.date(caught), forAttribute: "caught")
        }

        let pokedesk = try PokedeskContainer(location: .file(path))
        #expect(pokedesk.store.outcome == .migrated(from: 3))
        let pokemons = try sortedPokemons(in: pokedesk.viewContext)
        #expect(pokemons.map(\.name) == ["Bulby", "Pika"])
        #expect(pokemons.allSatisfy { !$0.isFavourite && $0.caught == caught })
    }

    @Test("a version 2 store takes the heavy step to version 3, then the lightweight one: dated, not favourites")
    func migratesVersion2() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v2.sqlite"
        try write(["Pika", "Bulby", "Zap"], to: path, model: PokedeskModel.v2)

        let pokedesk = try PokedeskContainer(location: .file(path))
        #expect(pokedesk.store.outcome == .migrated(from: 2))
        let pokemons = try sortedPokemons(in: pokedesk.viewContext)
        #expect(pokemons.map(\.name) == ["Bulby", "Pika", "Zap"])
        #expect(pokemons.allSatisfy { !$0.isFavourite })
        // Pika was created first: caught at the first date of the mapping from version 2.
        #expect(pokemons[1].caught == PokedeskModel.caughtDate(creationIndex: 0))
    }

    @Test("a version 1 store is migrated to version 4, step by step")
    func migratesVersion1() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/v1.sqlite"
        try write(["Émile"], to: path, model: PokedeskModel.v1)

        let pokedesk = try PokedeskContainer(location: .file(path))
        #expect(pokedesk.store.outcome == .migrated(from: 1))
        #expect(try sortedPokemons(in: pokedesk.viewContext).map(\.isFavourite) == [false])
    }

    @Test("favourites are saved, fetched sorted by name, and still there when the store is opened again")
    func fetchesFavourites() throws {
        let directory = try ScratchDirectory()
        let path = directory.path + "/pokedesk.sqlite"
        do {
            let pokedesk = try PokedeskContainer(location: .file(path))
            let context = pokedesk.viewContext
            for name in ["zap", "Pika", "Bulby", "émile"] {
                let pokemon = try context.insert(ManagedPokemon.self)
                pokemon.name = name
                pokemon.isFavourite = name != "Bulby"
            }
            try context.save()
            #expect(try names(ManagedPokemon.favouritesRequest(), in: context) == ["émile", "Pika", "zap"])
        }
        let reopened = try PokedeskContainer(location: .file(path))
        #expect(reopened.store.outcome == .upToDate)
        let context = reopened.viewContext
        #expect(try names(ManagedPokemon.favouritesRequest(), in: context) == ["émile", "Pika", "zap"])

        // A change of the flag shows in the next fetch, saved or not (pending changes count).
        let pika = try #require(try sortedPokemons(in: context).first { $0.name == "Pika" })
        pika.isFavourite = false
        #expect(try names(ManagedPokemon.favouritesRequest(), in: context) == ["émile", "zap"])
    }

    // MARK: Helpers

    private func write(
        _ names: [String],
        to path: String,
        model: ManagedObjectModel,
        also: (ManagedObject) throws -> Void = { _ in }
    ) throws {
        let store = try PersistentStore(location: .file(path), model: model)
        let context = ObjectContext(store: store)
        for name in names {
            let pokemon = try context.insert(entityName: "Pokemon")
            try pokemon.setStoreValue(.string(name), forAttribute: "name")
            try also(pokemon)
        }
        try context.save()
    }

    private func sortedPokemons(in context: ObjectContext) throws -> [ManagedPokemon] {
        let request = FetchRequest(
            entityName: "Pokemon",
            sortDescriptors: [.init("name", comparison: .caseInsensitive)]
        )
        return try context.fetch(request).compactMap { $0 as? ManagedPokemon }
    }

    private func names(_ request: FetchRequest, in context: ObjectContext) throws -> [String] {
        try context.fetch(request).compactMap { ($0 as? ManagedPokemon)?.name }
    }
}
