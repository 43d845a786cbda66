import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import Testing

// MARK: - Files that are not stores, or no longer

/// Every file the app cannot open is refused in one line — `error: …` and exit status 1 from
/// the app — and is left byte for byte as it was.
@Suite("Broken stores")
struct BrokenStoreTests {
    @Test("a file that is not SQLite: the app says so in one line, exits 1, and never writes the file")
    func notADatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        let text = Data(String(repeating: "my precious notes\n", count: 500).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        try expectRefusal(path, "error: \(path) is not a SQLite database; it was left untouched")
        #expect(contents(of: path) == text)
    }

    @Test(
        "a damaged store (a valid header, garbage pages): one line, exit 1, the file unchanged",
        arguments: [DamagedPart.allButTheHeader, .allButTheFirstPage]
    )
    func damagedStore(damage: DamagedPart) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("damaged.sqlite")
        try makeStore(at: path, names: (1...300).map { "Pokemon \($0)" })
        try damage.apply(to: path)
        let before = try #require(contents(of: path))
        #expect(journalFiles(of: path).isEmpty)

        let error = #expect(throws: PokedeskOpeningError.self) { try PokedeskContainer(location: .file(path)) }
        #expect(error == .store(.damaged(path: path)))
        try expectRefusal(path, "error: \(path) is damaged (SQLite finds it malformed); it was left untouched")
        #expect(contents(of: path) == before)
    }

    @Test("another application's database (rollback journal) is refused and not even converted to WAL")
    func foreignDatabaseUntouched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("invoices.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
            try db.execute(sql: "INSERT INTO invoices (total) VALUES (12.5)")
        }
        let before = try #require(contents(of: path))
        try expectRefusal(path, "error: \(path) is a SQLite database but not a pokedesk store; it was left untouched")
        #expect(contents(of: path) == before, "the header's journal mode bytes too")
    }

    @Test("a store of a newer model version: one line, exit 1, the file unchanged")
    func newerModel() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("future.sqlite")
        try makeStore(at: path, names: ["Pika"])
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE Z_METADATA SET value = '7' WHERE key = 'model_version'")
        }
        let before = try #require(contents(of: path))
        try expectRefusal(
            path,
            "error: the store was written by model version 7, newer than this program's version "
                + "\(PokedeskModel.current.version); it was left untouched"
        )
        #expect(contents(of: path) == before)
    }

    @Test("--store in a directory that does not exist: one line, exit 1, nothing created")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("a/b/c/pokedesk.sqlite")
        try expectRefusal(path, "error: cannot open \(path): the directory \(directory.path("a/b/c")) does not exist")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

        // As typed, relative: the message names the directory as it was written.
        let relative = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            ["--store", "missing/dir/x.sqlite"],
            input: "add Pika\n",
            workingDirectory: directory.path
        )
        #expect(relative.status == 1)
        #expect(
            relative.errorLines == ["error: cannot open missing/dir/x.sqlite: the directory missing/dir does not exist"]
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("--store naming a directory, or under a file: one line saying so, exit 1")
    func directoryAsStore() throws {
        let directory = try TemporaryDirectory()
        try expectRefusal(directory.path, "error: cannot open \(directory.path): it is a directory, not a store file")
        let file = directory.path("notes.txt")
        try "notes".write(toFile: file, atomically: true, encoding: .utf8)
        try expectRefusal(file + "/x.sqlite", "error: cannot open \(file)/x.sqlite: \(file) is not a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])

        // `--store=PATH` goes through ArgumentParser rather than the start-up fast path: the same.
        let parsed = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            ["--store=\(directory.path)", "--arch", "viper"],
            input: "list\n"
        )
        #expect(parsed.errorLines == ["error: cannot open \(directory.path): it is a directory, not a store file"])
        #expect(parsed.status == 1)
    }

    @Test("the default store's missing directories are created: $XDG_DATA_HOME/pokedesk/")
    func defaultDirectoryCreated() throws {
        let directory = try TemporaryDirectory()
        let data = directory.path("a/b")
        let result = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            [],
            input: "add Pika\n",
            environment: ["XDG_DATA_HOME": data]
        )
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(try StoreInspection.pokemonNames(in: data + "/pokedesk/pokedesk.sqlite") == ["Pika"])
    }

    @Test("an empty --store is a wrong command line: the usage, 64, and no store anywhere")
    func emptyStorePath() throws {
        let result = try ChildProcess.run(
            try ChildProcess.executable("pokedesk"),
            ["--store", ""],
            input: "add Pika\n"
        )
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: --store needs the path of a store file\n"))
        #expect(result.output.isEmpty)
    }

    /// The app, given `path`, writes exactly `line` on standard error, nothing on standard
    /// output, and exits with 1.
    private func expectRefusal(
        _ path: String,
        _ line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        let pokedesk = try ChildProcess.executable("pokedesk")
        let result = try ChildProcess.run(pokedesk, ["--store", path], input: "list\nadd Pika\n")
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.errorLines == [line], sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        #expect(journalFiles(of: path).isEmpty, "no -wal or -shm created", sourceLocation: sourceLocation)
    }
}

// MARK: - Damage

/// How a test damages a store: garbage, from a seeded generator, over all of the file but
/// SQLite's 100-byte header (so it still looks like SQLite), or over every page but the first
/// (so the schema still reads and the tables do not).
enum DamagedPart: CaseIterable, CustomTestStringConvertible {
    case allButTheHeader
    case allButTheFirstPage

    var testDescription: String {
        switch self {
        case .allButTheHeader: return "all but the header"
        case .allButTheFirstPage: return "all but the first page"
        }
    }

    func apply(to path: String) throws {
        var bytes = try #require(contents(of: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let start = self == .allButTheHeader ? 100 : pageSize
        var random = SeededRandom(seed: 0xDA3A_6E)
        for index in start..<bytes.count { bytes[index] = random.byte() }
        try bytes.write(to: URL(fileURLWithPath: path))
    }
}
