import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import PokedeskDomain
import Testing

// MARK: - Stores that cannot be written

/// The app on a store whose file or directory is read-only, run as a real process bound by the
/// files' permissions (see `Privileges`): a one-line warning, reads work, every change is
/// refused in one line, and the store is left exactly as it was.
@Suite("Read-only stores")
struct ReadOnlyStoreTests {
    static let refusal = "error: the store is read-only; changes cannot be saved"
    static let script = "list\nadd Zap\nrename 1 Zap\ndelete 1\nlist\n"

    static func notice(_ path: String, because reason: String) -> String {
        "warning: \(path) is opened read-only because \(reason); you can look, but changes will be refused"
    }

    @Test("a read-only file: a notice, the list, every change refused; the file unchanged and no journal files left")
    func readOnlyFile() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("class.sqlite")
        try makeStore(at: path, names: ["Pika", "Évoli"])
        chmod(path, 0o444)
        let before = try #require(contents(of: path))

        let result = try ChildProcess.run(pokedesk, ["--store", path], input: Self.script, unprivileged: true)
        #expect(result.status == 1, "a script with failed commands ends with 1")
        #expect(
            result.errorLines == [
                Self.notice(path, because: "the file is not writable"), Self.refusal, Self.refusal, Self.refusal,
            ]
        )
        #expect(result.output.components(separatedBy: "2 pokemons").count == 3, "both lists show both pokemons")
        #expect(result.output.contains("Pika") && result.output.contains("Évoli"))
        #expect(contents(of: path) == before)
        #expect(journalFiles(of: path).isEmpty, "no -wal or -shm left to break a later writer")

        // Writable again, the store takes changes: nothing the read-only session left blocks it.
        chmod(path, 0o644)
        let writable = try ChildProcess.run(pokedesk, ["--store", path], input: "add Zap\n", unprivileged: true)
        #expect(writable.status == 0)
        #expect(writable.errors.isEmpty)
        #expect(try StoreInspection.pokemonNames(in: path) == ["Pika", "Évoli", "Zap"])
    }

    @Test("a read-only directory: the same, and nothing is created in it")
    func readOnlyDirectory() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("class.sqlite")
        try makeStore(at: path, names: ["Pika"])
        let before = try #require(contents(of: path))
        chmod(directory.path, 0o555)

        let result = try ChildProcess.run(pokedesk, ["--store", path], input: Self.script, unprivileged: true)
        chmod(directory.path, 0o755)
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                Self.notice(path, because: "its directory is not writable"), Self.refusal, Self.refusal, Self.refusal,
            ]
        )
        #expect(result.output.contains("1  Pika"))
        #expect(contents(of: path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["class.sqlite"])
    }

    @Test("a read-only directory with a live writer's journal: the reader sees what the writer committed")
    func readOnlyDirectoryWithJournal() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("class.sqlite")
        try makeStore(at: path, names: ["Pika"])
        // Another process's connection stays open with a commit still in the -wal file only.
        let writer = try DatabaseQueue(path: path)
        try writer.inDatabase { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: "UPDATE Pokemon SET name = 'Raichu', Z_OPT = Z_OPT + 1")
        }
        #expect(journalFiles(of: path) == ["-wal", "-shm"])
        chmod(directory.path, 0o555)

        let result = try ChildProcess.run(pokedesk, ["--store", path], input: "list\n", unprivileged: true)
        chmod(directory.path, 0o755)
        #expect(result.status == 0)
        #expect(result.errorLines == [Self.notice(path, because: "its directory is not writable")])
        #expect(result.output.contains("1  Raichu"), "the commit in the -wal file is read: \(result.output)")
        _ = writer
    }

    @Test("the default store's missing directory under one that is not writable: one line, exit 1")
    func uncreatableDirectory() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        chmod(directory.path, 0o555)
        let result = try ChildProcess.run(
            pokedesk,
            [],
            input: "list\n",
            unprivileged: true,
            environment: ["XDG_DATA_HOME": directory.path("data")]
        )
        chmod(directory.path, 0o755)
        let path = directory.path("data/pokedesk/pokedesk.sqlite")
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "error: cannot open \(path): cannot create the directory \(directory.path)/data/pokedesk"
            ]
        )
        #expect(result.output.isEmpty)
    }

    @Test("no store yet in a directory that is not writable: one line, exit 1, nothing created")
    func noStoreInReadOnlyDirectory() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("pokedesk.sqlite")
        chmod(directory.path, 0o555)
        let result = try ChildProcess.run(pokedesk, ["--store", path], input: "list\n", unprivileged: true)
        chmod(directory.path, 0o755)
        #expect(result.status == 1)
        let reason = "the directory \(directory.path) is not writable, so the store cannot be created there"
        #expect(result.errorLines == ["error: cannot open \(path): \(reason)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("a store opened read-only on purpose: reads work, every change is refused, the context stays clean")
    func readOnlyOption() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("class.sqlite")
        try makeStore(at: path, names: ["Pika"])
        let container = try PokedeskContainer(location: .file(path), options: .init(readOnly: true))
        #expect(container.store.isReadOnly)
        #expect(container.store.readOnlyNotice == nil, "asked for, so nothing to warn about")
        let repositories = container.makeRepositories()
        let pika = try repositories.pokemons.liveResults(for: PokemonQuery()).element(at: 0)
        #expect(pika.name == "Pika")

        #expect(throws: PokedeskError.readOnlyStore) { try repositories.pokemons.add(name: "Zap", race: nil) }
        #expect(throws: PokedeskError.readOnlyStore) { try repositories.pokemons.rename(pika, to: "Zap") }
        #expect(throws: PokedeskError.readOnlyStore) { try repositories.pokemons.delete(pika) }
        #expect(PokedeskError.readOnlyStore.description == ContextError.readOnlyStore.description)
        #expect(!container.viewContext.hasChanges)
        #expect(try repositories.pokemons.allNames() == ["Pika"])
    }

    @Test("a read-only store that was never preloaded: says once why it has no races, and a race given says so too")
    func neverPreloaded() throws {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let directory = try TemporaryDirectory()
        let path = directory.path("bare.sqlite")
        // The tables of the current model and a pokemon, but no races or types: what a store
        // opened read-only from the start, or whose disk filled up before the preload, holds.
        do {
            let store = try PersistentStore(location: .file(path), model: PokedeskModel.current)
            let context = ObjectContext(store: store)
            try context.insert(entityName: "Pokemon").setStoreValue(.string("Pika"), forAttribute: "name")
            try context.save()
        }
        chmod(path, 0o444)

        let result = try ChildProcess.run(
            pokedesk,
            ["--store", path],
            input: "list\nadd Zap 25\nchange race 1 pikachu\ngenerate 3\n",
            unprivileged: true
        )
        let noRaces = "error: the store has no races yet: they are loaded the next time it is opened for writing"
        #expect(
            result.errorLines == [
                Self.notice(path, because: "the file is not writable"),
                "warning: \(path) has no races or types yet: they are loaded the next time it is opened for writing",
                noRaces, noRaces, noRaces,
            ]
        )
        #expect(result.output.contains("1  Pika"))
        #expect(result.status == 1)

        // Once it can be written, the races come, and the same lines work (and no warning).
        chmod(path, 0o644)
        let writable = try ChildProcess.run(pokedesk, ["--store", path], input: "add Zap 25\n", unprivileged: true)
        #expect(writable.errors.isEmpty)
        #expect(writable.output.contains(#"added "Zap", Pikachu (#25)"#))
    }
}
