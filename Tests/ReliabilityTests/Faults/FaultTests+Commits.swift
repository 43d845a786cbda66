import Foundation
import ManagedGraph
import PokedeskData
import Testing

// MARK: - A commit that fails

extension FaultTests {
    @Test("a save whose commit fails does not take for its own the log entry another process's save gets next")
    func failedCommitLeavesItsLogEntry() throws {
        try FaultInjection.install()
        let directory = try TemporaryDirectory()
        let path = directory.path("pokedesk.sqlite")
        let container = try PokedeskContainer(location: .file(path))
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
}
