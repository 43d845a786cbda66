import Foundation
import GRDB

// MARK: - The persistent store

/// A SQLite store for a managed object model: Core Data's persistent store and its
/// coordinator in one. It opens (or creates) the file, brings the schema to the model by
/// lightweight migration, and gives contexts their connection.
///
/// Shared by every context of the store, across threads: it is immutable apart from the
/// connection, which GRDB serializes.
public final class PersistentStore: Sendable {
    /// Where the store lives.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        case file(String)
        case inMemory

        public var description: String {
            switch self {
            case .file(let path): return path
            case .inMemory: return ":memory:"
            }
        }
    }

    /// How to open a store.
    public struct Options: Sendable {
        /// Receives every SQL statement (the course's `-com.apple.CoreData.SQLDebug 1`).
        public var sqlLog: (@Sendable (String) -> Void)?
        /// Open without writing: changes are refused (see `isReadOnly`).
        public var readOnly: Bool
        /// How long a save waits for another process's write lock before `storeBusy`.
        public var busyTimeout: Double

        public init(sqlLog: (@Sendable (String) -> Void)? = nil, readOnly: Bool = false, busyTimeout: Double = 5) {
            self.sqlLog = sqlLog
            self.readOnly = readOnly
            self.busyTimeout = busyTimeout
        }

        /// A log that writes `sql: STATEMENT` lines to standard error.
        public static let standardErrorLog: @Sendable (String) -> Void = { statement in
            FileHandle.standardError.write(Data("sql: \(statement)\n".utf8))
        }
    }

    public let location: Location
    public let model: ManagedObjectModel
    public let schema: StoreSchema
    public let isReadOnly: Bool
    /// What opening did: created a new schema, found it current, or migrated it.
    let outcome: StoreMigrator.Outcome
    let database: DatabaseQueue
    /// Passes saves between the contexts of this store in this process.
    let mergeHub = MergeHub()

    /// Opens the store, creating or migrating its schema. `history` lists the earlier versions
    /// of `model`, for stores they wrote.
    public init(
        location: Location,
        model: ManagedObjectModel,
        history: [ManagedObjectModel] = [],
        options: Options = Options()
    ) throws(StoreError) {
        self.location = location
        self.model = model
        self.schema = StoreSchema(model: model)
        self.isReadOnly = options.readOnly
        let path = location.description

        var configuration = Configuration()
        configuration.readonly = options.readOnly
        configuration.busyMode = .timeout(options.busyTimeout)
        // WAL lets other processes read while this one writes. It is set here rather than with
        // GRDB's `journalMode = .wal`, which also commits a dummy transaction whenever the WAL
        // file is empty — on every start, since SQLite removes the file when the last
        // connection closes — so that a `DatabasePool` can read at once. A queue does not need
        // it, and that commit's sync was the slowest part of starting the app.
        let isFile: Bool
        if case .file = location { isFile = true } else { isFile = false }
        let usesWAL = isFile && !options.readOnly
        let log = options.sqlLog
        configuration.prepareDatabase { db in
            if let log {
                db.trace(options: .statement) { event in
                    if case .statement(let statement) = event { log(statement.sql) }
                }
            }
            if usesWAL { try Self.setUpWAL(db) }
            if isFile { try db.execute(sql: "PRAGMA mmap_size = \(Self.memoryMapSize)") }
            StoreFunctions.register(in: db)
        }

        do {
            switch location {
            case .file(let path):
                try Self.createDirectory(for: path)
                database = try DatabaseQueue(path: path, configuration: configuration)
            case .inMemory:
                database = try DatabaseQueue(configuration: configuration)
            }
            let migrator = StoreMigrator(model: model, history: history)
            outcome = try database.inDatabase { db in
                if options.readOnly {
                    let planned = try migrator.plannedOutcome(db, path: path)
                    guard planned == .upToDate else { throw StoreError.readOnly(path: path) }
                    return planned
                }
                return try migrator.migrate(db, path: path)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw Self.describe(error, path: path)
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// How much of the store file SQLite reads through a memory map instead of a `pread` per
    /// page. Counting a million rows walks a few thousand index pages: mapped, that is a few
    /// milliseconds less at every start of the app. Writes still go through the WAL.
    static let memoryMapSize = 256 << 20

    /// WAL journal (persistent in the file: a no-op once set) and, as SQLite advises for WAL,
    /// `synchronous = NORMAL`: a commit is durable once the WAL is checkpointed, and never torn.
    private static func setUpWAL(_ db: Database) throws {
        let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        guard mode?.lowercased() == "wal" else {
            throw DatabaseError(message: "the store cannot use write-ahead logging (journal mode \(mode ?? "unknown"))")
        }
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }

    private static func createDirectory(for path: String) throws(StoreError) {
        // An existing store's directory exists: one stat instead of Foundation's creation path.
        if FileManager.default.fileExists(atPath: path) { return }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: "cannot create the directory \(directory.path)")
        }
    }

    /// Turns SQLite's errors into one-line messages a user can act on.
    static func describe(_ error: DatabaseError, path: String) -> StoreError {
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: "the file or its directory is not accessible")
        case .SQLITE_READONLY: return .readOnly(path: path)
        default: return .sqlite("\(path): \(error.message ?? "\(error.resultCode)")")
        }
    }

    // MARK: Access for contexts

    /// Runs `body` on the store's connection (serialized with every other use).
    func withDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        try database.inDatabase(body)
    }
}
