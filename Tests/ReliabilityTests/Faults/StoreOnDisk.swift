import Foundation
import GRDB
import Testing

// MARK: - A store as the disk holds it after a fault

/// What a store file holds, read through a connection of the test's own: SQLite's verdict and
/// the rows the checks compare. Read twice after each fault: from the files as they are, with
/// the engine's connection still open, and from a copy of the store and its write-ahead log
/// without the shared-memory index, which SQLite rebuilds from the log as after a crash there
/// and then (what a killed process would leave).
enum StoreOnDisk {
    /// The store and its log copied beside it, as a crash would leave them: the path of the copy.
    static func afterCrash(_ path: String) throws -> String {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("crash").path
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let copy = directory + "/" + URL(fileURLWithPath: path).lastPathComponent
        for suffix in ["", "-wal", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
        }
        return copy
    }

    /// The pokemons' names in the order they were saved, once SQLite finds the file intact.
    static func pokemonNames(
        _ path: String,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> [String]
    {
        try DatabaseQueue(path: path).read { db in
            let verdict = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            #expect(verdict == ["ok"], "\(name): \(path)", sourceLocation: sourceLocation)
            return try String.fetchAll(db, sql: "SELECT name FROM Pokemon ORDER BY Z_PK")
        }
    }

    /// The races, the types and the links between them; nil when the store has no tables yet.
    static func catalogue(
        _ path: String,
        _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> Catalogue?
    {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try DatabaseQueue(path: path).read { db in
            let verdict = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            #expect(verdict == ["ok"], "\(name): \(path)", sourceLocation: sourceLocation)
            guard try db.tableExists("Race") else { return nil }
            return Catalogue(
                races: try Int.fetchOne(db, sql: "SELECT count(*) FROM Race") ?? -1,
                types: try Int.fetchOne(db, sql: "SELECT count(*) FROM Type") ?? -1,
                links: try Int.fetchOne(db, sql: "SELECT count(*) FROM Z_Race_types") ?? -1
            )
        }
    }

    struct Catalogue: Equatable {
        var races: Int
        var types: Int
        var links: Int

        static let empty = Catalogue(races: 0, types: 0, links: 0)
    }
}
