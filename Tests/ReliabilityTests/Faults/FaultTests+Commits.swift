import Foundation
import ManagedGraph
import PokedeskData
import Testing

// MARK: - A commit that fails

extension FaultTests {
    @Test("a save whose commit fails does not take for its own the log entry another process's save gets next")
    func failedCommitLeavesItsLogEntry() throws {
        let (directory, path, container) = try Self.newPokedesk()
        let context = container.viewContext
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "Pika"
        let (saved, counts) = FaultInjection.run(under: directory.path, failAt: 1, failure: .ioError, persistent: false)
        {
            () throws(ContextError) in try context.save()
        }
        #expect(counts.failures == 1)
        #expect(throws: ContextError.storeIOError) { try saved.get() }
        context.rollback()

        let elsewhere = ObjectContext(store: try PersistentStore(location: .file(path), model: PokedeskModel.current))
        let other = try elsewhere.insert(ManagedPokemon.self)
        other.name = "Elsewhere"
        try elsewhere.save()
        let seen = try context.processExternalChanges()
        #expect(seen?.inserted.count == 1, "the other process's pokemon is seen")
    }

    @Test("a save whose log cannot be synced at its commit leaves nothing that a crash then would bring back")
    func failedSyncLeavesNothingForACrash() throws {
        let (directory, path, container) = try Self.newPokedesk()
        let context = container.viewContext
        // The calls of a save of one pokemon, counted twice with no fault: the last is the sync
        // of the log that commits it.
        var calls: [Int] = []
        for name in ["Abra", "Bulba"] {
            let pokemon = try context.insert(ManagedPokemon.self)
            pokemon.name = name
            let (saved, counts) = FaultInjection.run(
                under: directory.path,
                failAt: 0,
                failure: .ioError,
                persistent: false
            ) {
                () throws(ContextError) in try context.save()
            }
            _ = try saved.get()
            calls.append(counts.calls)
        }
        try #require(calls[0] == calls[1] && calls[1] > 1, "\(calls)")

        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "Pika"
        let (saved, counts) = FaultInjection.run(
            under: directory.path,
            failAt: calls[1],
            failure: .ioError,
            persistent: false
        ) { () throws(ContextError) in try context.save() }
        #expect(counts.failures == 1, "\(counts)")
        #expect(throws: ContextError.storeIOError) { try saved.get() }
        #expect(try StoreOnDisk.pokemonNames(path, "now") == ["Abra", "Bulba"])
        let crashed = try StoreOnDisk.pokemonNames(try StoreOnDisk.afterCrash(path), "after a crash")
        #expect(crashed == ["Abra", "Bulba"], "the save reported failed is not brought back")

        try context.save()
        #expect(try StoreOnDisk.pokemonNames(path, "after the retry") == ["Abra", "Bulba", "Pika"])
    }

    /// A new pokedesk in a directory of its own, with the faulty VFS in place: the directory,
    /// the store's path and the pokedesk.
    static func newPokedesk() throws -> (TemporaryDirectory, String, PokedeskContainer) {
        try FaultInjection.install()
        let directory = try TemporaryDirectory()
        let path = directory.path("pokedesk.sqlite")
        return (directory, path, try PokedeskContainer(location: .file(path)))
    }
}
