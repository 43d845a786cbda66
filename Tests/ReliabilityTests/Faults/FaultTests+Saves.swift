import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - Saves, renames and undos under faults

extension FaultTests {
    @Test("a save of new pokemons: refused in one line with the context's changes kept, or saved whole")
    func saveOfNewPokemons() async throws {
        let new = (1...40).map { "New \($0)" }
        try await Self.sweepOnStore("a save of 40 new pokemons") { point, path, container in
            let context = container.viewContext
            let races = try context.fetch(FetchRequest(entityName: "Race", sortDescriptors: [.init("code")]))
            for (index, name) in new.enumerated() {
                let pokemon = try context.insert(ManagedPokemon.self)
                pokemon.name = name
                try pokemon.setRace(races[index] as? ManagedRace)
            }

            let saved: Bool
            switch point.inject({ () throws(ContextError) in try context.save() }) {
            case .success:
                saved = true
                #expect(!context.hasChanges, "\(point.name)")
            case .failure(let error):
                saved = false
                // The engine's own words: the app words a full disk its way (`PokedeskError`).
                Self.expectRefusal(
                    error.description,
                    among: [ContextError.storeIOError.description, ContextError.storeFull.description],
                    point
                )
                #expect(context.insertedObjects.count == new.count, "\(point.name): the context keeps its changes")
            }
            try Self.expectStore(
                path,
                holds: Self.pokemonsBefore + (saved ? new : []),
                ifSaved: Self.pokemonsBefore + new,
                point,
                "after the save"
            )
            try Self.expectSeesAnotherProcess(container, point)
            if !saved { try context.save() }
            let all = Self.pokemonsBefore + (saved ? new + ["Elsewhere"] : ["Elsewhere"] + new)
            try Self.expectStore(path, holds: all, point, "after the retry")
            let names = try Self.expectNextChangeSaves(container.makeRepositories(), after: all, point)
            try Self.expectStore(path, holds: names, point, "at the end")
        }
    }

    @Test("a rename: refused in one line with the old name kept everywhere, or saved")
    func rename() async throws {
        try await Self.sweepOnStore("a rename") { point, path, container in
            let repositories = container.makeRepositories()
            let pika = try #require(try repositories.pokemons.pokemons(named: "Pika").first)

            let renamed: Bool
            switch point.inject({ () throws(PokedeskError) in try repositories.pokemons.rename(pika, to: "Sparky") }) {
            case .success:
                renamed = true
            case .failure(let error):
                renamed = false
                Self.expectRefusal(error.description, among: Self.nothingSaved, point)
                #expect(try repositories.pokemons.pokemons(named: "Pika").count == 1, "\(point.name): still Pika")
            }
            let before = renamed ? ["Sparky", "Abra"] : Self.pokemonsBefore
            try Self.expectStore(path, holds: before, ifSaved: ["Sparky", "Abra"], point, "after the rename")
            try Self.expectSeesAnotherProcess(container, point)
            if !renamed {
                let current = try #require(try repositories.pokemons.pokemons(named: "Pika").first)
                try repositories.pokemons.rename(current, to: "Sparky")
            }
            let names = try Self.expectNextChangeSaves(repositories, after: ["Sparky", "Abra", "Elsewhere"], point)
            try Self.expectStore(path, holds: names, point, "at the end")
        }
    }

    @Test("an undo of an add: refused in one line and still undoable, or undone")
    func undo() async throws {
        try await Self.sweepOnStore("an undo") { point, path, container in
            let repositories = container.makeRepositories()
            try repositories.pokemons.add(name: "Zed", race: nil)

            let undone: Bool
            switch point.inject({ () throws(PokedeskError) in try repositories.history.undo() }) {
            case .success:
                undone = true
                #expect(repositories.history.canRedo, "\(point.name): the undo can be redone")
            case .failure(let error):
                undone = false
                Self.expectRefusal(error.description, among: Self.nothingSaved, point)
                #expect(repositories.history.canUndo, "\(point.name): the add can still be undone")
            }
            try Self.expectStore(
                path,
                holds: Self.pokemonsBefore + (undone ? [] : ["Zed"]),
                ifSaved: Self.pokemonsBefore,
                point,
                "after the undo"
            )
            try Self.expectSeesAnotherProcess(container, point)
            if !undone { try repositories.history.undo() }
            #expect(try repositories.pokemons.pokemons(named: "Zed").isEmpty, "\(point.name)")
            let names = try Self.expectNextChangeSaves(repositories, after: Self.pokemonsBefore + ["Elsewhere"], point)
            try Self.expectStore(path, holds: names, point, "at the end")
        }
    }
}
