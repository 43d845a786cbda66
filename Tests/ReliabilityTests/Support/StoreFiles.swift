import Foundation
import GRDB
import ManagedGraph
import PokedeskData
import Synchronization

// MARK: - Stores on disk, and other connections to them

/// Another writer on a store file: a connection of its own holding `BEGIN IMMEDIATE`, as a
/// process in the middle of a long save would hold SQLite's write lock.
final class LongWriter: Sendable {
    private let connection: DatabaseQueue

    init(path: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true  // the point: a transaction left open
        connection = try DatabaseQueue(path: path, configuration: configuration)
        try connection.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
    }

    /// Ends the transaction, so the lock goes.
    func release() throws {
        try connection.inDatabase { try $0.execute(sql: "ROLLBACK") }
    }
}

/// What SQLite itself says about a store file, through a connection of its own.
enum StoreInspection {
    static func integrityCheck(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    static func count(_ table: String, in path: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? -1
        }
    }

    static func pokemonNames(in path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM Pokemon ORDER BY Z_PK")
        }
    }
}

/// A pokedesk store file with `names` saved in it, closed again.
func makeStore(at path: String, names: [String]) throws {
    let repositories = try PokedeskContainer(location: .file(path)).makeRepositories()
    for name in names { try repositories.pokemons.add(name: name, race: nil) }
}

/// The `-wal` and `-shm` files beside a store that exist now.
func journalFiles(of path: String) -> [String] {
    ["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: path + $0) }
}

extension String {
    /// Whether the text is one line: no line break and no other control character anywhere,
    /// so that a terminal shows it as one line whatever it contains.
    var isOneSafeLine: Bool {
        !unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.value == 0x2028 || $0.value == 0x2029
        }
    }
}

/// A flag one thread raises and another reads.
final class Flag: Sendable {
    private let state = Mutex(false)

    func raise() { state.withLock { $0 = true } }

    var isRaised: Bool { state.withLock { $0 } }
}
