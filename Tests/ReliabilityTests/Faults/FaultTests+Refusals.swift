import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - What a failed write says

extension FaultTests {
    static let ioNothingSaved = "the store could not be written (I/O error); nothing was saved"

    @Test("a failed write is refused in the app's words, not SQLite's \"disk I/O error\": a save, an add, an opening")
    func failedWriteIsWorded() throws {
        try FaultInjection.install()
        let directory = try TemporaryDirectory()
        let container = try PokedeskContainer(location: .file(directory.path("pokedesk.sqlite")))

        let pokemon = try container.viewContext.insert(ManagedPokemon.self)
        pokemon.name = "Pika"
        let (saved, _) = FaultInjection.run(under: directory.path, failAt: 1, failure: .ioError, persistent: false) {
            () throws(ContextError) in try container.viewContext.save()
        }
        #expect(throws: ContextError.storeIOError) { try saved.get() }
        #expect(ContextError.storeIOError.description == Self.ioNothingSaved)
        container.viewContext.rollback()

        let repositories = container.makeRepositories()
        let (added, _) = FaultInjection.run(under: directory.path, failAt: 1, failure: .ioError, persistent: false) {
            () throws(PokedeskError) in try repositories.pokemons.add(name: "Pika", race: nil)
        }
        #expect(throws: PokedeskError.ioError) { try added.get() }

        let path = directory.path("new.sqlite")
        let (opened, _) = FaultInjection.run(under: directory.path, failAt: 1, failure: .ioError, persistent: false) {
            () throws(PokedeskOpeningError) in try PokedeskContainer(location: .file(path))
        }
        #expect(throws: PokedeskOpeningError.store(.ioError(path: path))) { try opened.get() }
        #expect(StoreError.ioError(path: path).worded == Self.ioNothingSaved)
    }

    @Test("a failed write while the races are loaded says they will be loaded the next time")
    func failedPreloadIsWorded() throws {
        try FaultInjection.install()
        let directory = try TemporaryDirectory()
        let path = directory.path("pokedesk.sqlite")
        // The tables, without the races: the preload's save is the next opening's first write.
        try PersistentStore(location: .file(path), model: PokedeskModel.current).close()
        let (opened, counts) = FaultInjection.run(
            under: directory.path,
            failAt: 1,
            failure: .ioError,
            persistent: false
        ) {
            () throws(PokedeskOpeningError) in try PokedeskContainer(location: .file(path))
        }
        #expect(counts.failures == 1)
        let error = #expect(throws: PokedeskOpeningError.self) { try opened.get() }
        #expect(error == .ioErrorBeforePreload(path: path))
        #expect(
            error?.description
                == "the store could not be written (I/O error); the races and types could not be loaded "
                + "(they will be the next time it is opened)"
        )
        #expect(try StoreOnDisk.catalogue(path, "after the failed preload") == .empty)
        _ = try PokedeskContainer(location: .file(path))
        #expect(try StoreOnDisk.catalogue(path, "after the next opening")?.races == 898)
    }
}
