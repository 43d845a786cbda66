import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - A store locked by a long writer

@Suite("A store locked by another writer")
struct BusyStoreTests {
    static let busyMessage = "the store is busy: another process has been writing to it for too long; try again"

    @Test(
        "a save waits for the lock, then fails with one line and keeps its changes; after the lock goes a retry succeeds",
        .timeLimit(.minutes(1))
    )
    func saveFailsThenRetries() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("busy.sqlite")
        let container = try PokedeskContainer(location: .file(path), options: .init(busyTimeout: 0.2))
        let context = container.viewContext
        let pokemon = try context.insert(ManagedPokemon.self)
        pokemon.name = "Pika"

        let writer = try LongWriter(path: path)
        let error = #expect(throws: ContextError.self) { try context.save() }
        #expect(error == .storeBusy)
        #expect(error?.description == Self.busyMessage)
        #expect(context.hasChanges, "the context keeps its changes")
        #expect(context.insertedObjects.map { ($0 as? ManagedPokemon)?.name } == ["Pika"])
        #expect(try StoreInspection.count("Pokemon", in: path) == 0, "nothing was written")

        try writer.release()
        try context.save()
        #expect(!context.hasChanges)
        #expect(try StoreInspection.pokemonNames(in: path) == ["Pika"])
    }

    @Test("a save retries while the lock is held: when the writer finishes within the timeout, the save succeeds")
    func saveRetriesUntilTheLockGoes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("busy.sqlite")
        _ = try PokedeskContainer(location: .file(path))
        let writer = try LongWriter(path: path)
        // The store's SQL log tells when the save has started to wait for the lock; the writer
        // lets go a moment later, well within the save's (generous) busy timeout.
        let saveIsWaiting = DispatchSemaphore(value: 0)
        let log: @Sendable (String) -> Void = { if $0.hasPrefix("BEGIN IMMEDIATE") { saveIsWaiting.signal() } }
        let container = try PokedeskContainer(location: .file(path), options: .init(sqlLog: log, busyTimeout: 60))
        let released = Flag()
        let releaser = Thread {
            saveIsWaiting.wait()
            Thread.sleep(forTimeInterval: 0.2)
            try? writer.release()
            released.raise()
        }
        releaser.start()

        let pokemon = try container.viewContext.insert(ManagedPokemon.self)
        pokemon.name = "Patient"
        try container.viewContext.save()
        #expect(released.isRaised, "the save could only succeed once the writer let go")
        #expect(try StoreInspection.pokemonNames(in: path) == ["Patient"])
    }

    @Test("through the repositories: the change is refused with the Domain's storeBusy, nothing changes, a retry works")
    func repositoryReportsBusy() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("busy.sqlite")
        let repositories = try PokedeskContainer(location: .file(path), options: .init(busyTimeout: 0.2))
            .makeRepositories()
        let pika = try repositories.pokemons.add(name: "Pika", race: nil)

        let writer = try LongWriter(path: path)
        #expect(throws: PokedeskError.storeBusy) { try repositories.pokemons.add(name: "Zap", race: nil) }
        #expect(throws: PokedeskError.storeBusy) { try repositories.pokemons.rename(pika, to: "Pikachu") }
        #expect(PokedeskError.storeBusy.description == Self.busyMessage)
        #expect(try repositories.pokemons.allNames() == ["Pika"])

        try writer.release()
        try repositories.pokemons.add(name: "Zap", race: nil)
        let current = try #require(try repositories.pokemons.pokemon(pika.id))
        try repositories.pokemons.rename(current, to: "Pikachu")
        #expect(try StoreInspection.pokemonNames(in: path) == ["Pikachu", "Zap"])
    }

    @Test("a new store another process is still creating: opening waits, then refuses in one line")
    func openingWhileAnotherCreates() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")
        // An empty database whose creator holds the write lock, before any table exists.
        let creator = try LongWriter(path: path)
        let error = #expect(throws: PokedeskOpeningError.self) {
            try PokedeskContainer(location: .file(path), options: .init(busyTimeout: 0.2))
        }
        #expect(error == .store(.busy(path: path)))
        #expect(error?.description == "\(path) is busy: another process has been writing to it for too long; try again")

        try creator.release()
        let container = try PokedeskContainer(location: .file(path))
        #expect(try container.viewContext.count(for: FetchRequest(entityName: "Race")) == 898)
    }

    @Test("the pokedesk binary reports a busy store in one line, goes on, exits 1; once free, the same command works")
    func replReportsBusy() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("busy.sqlite")
        try makeStore(at: path, names: ["Pika"])

        let writer = try LongWriter(path: path)
        // The app waits its full busy timeout (5 seconds) before giving up.
        let locked = try ChildProcess.run(pokedesk, ["--store", path], input: "add Zap\nlist\n")
        try writer.release()
        #expect(locked.status == 1)
        #expect(locked.errorLines == ["error: \(Self.busyMessage)"])
        #expect(locked.output.contains("1  Pika"), "the script goes on after the error: list ran")
        #expect(!locked.output.contains("Zap"))

        let free = try ChildProcess.run(pokedesk, ["--store", path], input: "add Zap\n")
        #expect(free.status == 0)
        #expect(free.errors.isEmpty)
        #expect(try StoreInspection.pokemonNames(in: path) == ["Pika", "Zap"])
    }
}
