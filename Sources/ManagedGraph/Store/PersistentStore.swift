import Foundation
import GRDB
import Synchronization

// MARK: - The persistent store

/// A SQLite store for a managed object model: Core Data's persistent store and its
/// coordinator in one. It opens (or creates) the file, brings the schema to the model by
/// lightweight migration, and gives contexts their connection.
///
/// Shared by every context of the store, across threads: it is immutable apart from the
/// connection, which GRDB serializes.
///
/// ```swift
/// let store = try PersistentStore(location: .file(path), model: model, history: [modelV1])
/// let context = ObjectContext(store: store)
/// ```
public final class PersistentStore: Sendable {
    /// Where the store lives.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// A SQLite file at a path, with its `-wal` and `-shm` files beside it.
        case file(String)
        /// A database in memory, gone with the store: for tests.
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
        /// With `sqlLog`: after a statement that scanned a whole table or sorted, the log also
        /// receives SQLite's plan for it, as an SQL comment — `-- plan (40 full-scan steps,
        /// 1 sort): SCAN t0; USE TEMP B-TREE FOR ORDER BY` — so that a scan hidden in a `COUNT`
        /// or an `ORDER BY` shows where it is.
        public var logsPlansOfScans: Bool
        /// Open without writing: changes are refused (see `isReadOnly`).
        public var readOnly: Bool
        /// How long a save waits for another process's write lock before `storeBusy`.
        public var busyTimeout: Double
        /// Create the file's directory, and the ones above it, when it does not exist: for an
        /// app's default location. Otherwise a store in a directory that does not exist is
        /// refused, so that a mistyped path does not start a new store unnoticed.
        public var createsDirectory: Bool
        /// Told how far a heavy migration is, as it goes (see ``MigrationProgress``): called on
        /// the opening thread, between two of the migration's transactions.
        public var migrationProgress: (@Sendable (MigrationProgress) -> Void)?

        /// Options: no SQL log, read-write, a five-second wait for another writer, and no directory
        /// created, unless told otherwise.
        public init(
            sqlLog: (@Sendable (String) -> Void)? = nil,
            readOnly: Bool = false,
            busyTimeout: Double = 5,
            createsDirectory: Bool = false,
            migrationProgress: (@Sendable (MigrationProgress) -> Void)? = nil,
            logsPlansOfScans: Bool = false
        ) {
            self.sqlLog = sqlLog
            self.logsPlansOfScans = logsPlansOfScans
            self.readOnly = readOnly
            self.busyTimeout = busyTimeout
            self.createsDirectory = createsDirectory
            self.migrationProgress = migrationProgress
        }

        /// A log that writes `sql: STATEMENT` lines to standard error.
        public static let standardErrorLog: @Sendable (String) -> Void = { statement in
            FileHandle.standardError.write(Data("sql: \(statement)\n".utf8))
        }
    }

    /// Where the store lives.
    public let location: Location
    /// The model the store holds objects of (its schema was brought to it on opening).
    public let model: ManagedObjectModel
    /// How the model maps to tables and columns.
    let schema: StoreSchema
    /// The statements that read each entity's rows by key (see `RowReads`), by entity name.
    let rowReads: [String: RowReads]
    /// The model's derived attributes, checked on opening.
    let derivedAttributes: DerivedAttributes
    /// Changes are refused: asked for (`Options.readOnly`), or the file or its directory is
    /// not writable (see `readOnlyNotice`).
    public let isReadOnly: Bool
    /// Whether another connection can commit to the file while this one reads it: false for a
    /// store in memory, which no other connection sees, and for an immutable one.
    let mayChangeElsewhere: Bool
    /// Why a store that was to be written opened read-only (the file or its directory is not
    /// writable); nil otherwise.
    public let readOnlyReason: ReadOnlyReason?
    /// The same as one English line, which an app may show as a warning before going on.
    public var readOnlyNotice: String? {
        readOnlyReason.map {
            "\(location) is opened read-only because \($0); you can look, but changes will be refused"
        }
    }
    /// What opening did: created a new schema, found it current, or migrated it.
    let outcome: StoreMigrator.Outcome
    /// Whether the store keeps each table's row count (`KeptRowCounts`): always once opened for
    /// writing; a read-only store only if a writer gave it them.
    let keepsRowCounts: Bool
    /// Whether the store keeps, for each to-one relationship's column, how many rows hold each
    /// key (`KeptLinkCounts`): as `keepsRowCounts`.
    let keepsLinkCounts: Bool
    /// Whether the store keeps each ranked attribute's order counted in buckets (`KeptRanks`):
    /// as `keepsRowCounts`.
    let keepsRanks: Bool
    let database: DatabaseQueue
    /// Passes saves between the contexts of this store in this process.
    let mergeHub = MergeHub()
    /// The `data_version` the open pinned read saw (see `pinReads()`); nil when none is open.
    /// Read and written on the connection's queue.
    let pinnedVersion = Mutex<Int64?>(nil)
    /// The SQL log and the statement count (see `countsStatements`).
    private let statementTrace: StatementTrace

    /// Opens the store, creating or migrating its schema. `history` lists the earlier versions
    /// of `model`, for stores they wrote; `mappings`, the mapping models of the steps between
    /// versions that lightweight migration cannot make (see <doc:MigratingAStore>).
    ///
    /// Nothing is written to a file until it is known to be a store of this model (or empty):
    /// a file that is not SQLite, another application's database, a damaged store or one of a
    /// newer model is refused and left byte for byte as it was.
    public init(
        location: Location,
        model: ManagedObjectModel,
        history: [ManagedObjectModel] = [],
        mappings: [MappingModel] = [],
        options: Options = Options()
    ) throws(StoreError) {
        self.location = location
        self.model = model
        self.schema = StoreSchema(model: model)
        do throws(ModelError) {
            // First: the schema of a model whose inheritance is wrong means nothing.
            try model.checkInheritance()
        } catch {
            throw .invalidModel(error.message)
        }
        derivedAttributes = try DerivedAttributes(schema: schema)
        do throws(ModelError) {
            try model.checkFetchedProperties()
            try model.checkRankedAttributes()
            try model.checkFetchIndexes()
        } catch {
            throw .invalidModel(error.message)
        }
        rowReads = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name, RowReads(entity: $0)) })
        let path = location.description

        let access: StoreAccess
        switch location {
        case .file(let path):
            try StorePath.check(path, createsDirectory: options.createsDirectory && !options.readOnly)
            access = try StoreAccess.decide(path: path, readOnlyRequested: options.readOnly)
        case .inMemory:
            access = options.readOnly ? StoreAccess(mode: .readOnly, readOnlyReason: nil) : .readWrite
        }
        isReadOnly = access.mode != .readWrite
        if case .file = location { mayChangeElsewhere = access.mode != .immutable } else { mayChangeElsewhere = false }
        readOnlyReason = access.readOnlyReason

        var configuration = Configuration()
        configuration.readonly = isReadOnly
        configuration.busyMode = .timeout(options.busyTimeout)
        // A context that reads as of its last look keeps a read transaction open between two
        // accesses of the connection (see `pinReads()`); GRDB otherwise takes that for a bug.
        configuration.allowsUnsafeTransactions = true
        let statementTrace = StatementTrace(log: options.sqlLog, logsPlans: options.logsPlansOfScans)
        self.statementTrace = statementTrace
        // No memory map (SQLite's default, and Core Data's): in a store grown by many saves
        // one index's pages lie among the others', and the kernel maps each page's neighbours
        // with it, so one walk of an index would leave most of the file resident.
        configuration.prepareDatabase { db in
            StoreFunctions.register(in: db)
            if options.sqlLog != nil { statementTrace.install(on: db) }
        }

        do {
            switch location {
            case .file(let path):
                database = try DatabaseQueue(path: access.openingPath(for: path), configuration: configuration)
            case .inMemory:
                database = try DatabaseQueue(configuration: configuration)
            }
            let migrator = StoreMigrator(
                model: model,
                history: history,
                mappings: mappings,
                progress: options.migrationProgress,
                path: path
            )
            let readOnly = isReadOnly
            let schema = schema
            let progress = options.migrationProgress
            (outcome, keepsRowCounts, keepsLinkCounts, keepsRanks) = try database.inDatabase { db in
                // Reading first: a file that is not ours is refused before anything is written.
                let survey = try SchemaSurvey(db)
                let planned = try migrator.plannedOutcome(db, path: path, survey: survey)
                if readOnly {
                    guard planned == .upToDate else { throw StoreError.readOnly(path: path) }
                    return (
                        planned,
                        KeptRowCounts.areComplete(for: schema, survey: survey),
                        KeptLinkCounts.areComplete(for: schema, survey: survey),
                        KeptRanks.areComplete(for: schema, survey: survey)
                    )
                }
                if case .file = location { try Self.enableWAL(db) }
                let outcome = try migrator.migrate(db, planned: planned, survey: survey)
                // Creating or migrating changed the schema: what it holds now is asked again.
                let now = outcome == .upToDate ? survey : try SchemaSurvey(db)
                // Indexes of several keys the model has gained or changed since the store was made.
                let missingFetchIndexes = schema.model.entities.flatMap(SchemaBuilder(schema: schema).fetchIndexes)
                    .filter { !now.has($0) }
                if !KeptRowCounts.areComplete(for: schema, survey: now)
                    || !KeptLinkCounts.areComplete(for: schema, survey: now)
                    || !KeptRanks.areComplete(for: schema, survey: now)
                    || !missingFetchIndexes.isEmpty
                {
                    // Seconds at a million rows, for a store made before it kept them: reported
                    // as a migration's steps are, one a structure.
                    let total = 2 + KeptRanks.uncounted(for: schema, survey: now) + missingFetchIndexes.count
                    var done = 0
                    // A store just made has nothing to count: no line for it.
                    let reports = outcome != .created
                    let report = {
                        guard reports else { return }
                        progress?(
                            MigrationProgress(
                                sourceVersion: schema.model.version,
                                destinationVersion: schema.model.version,
                                stage: .keeping,
                                done: done,
                                total: total
                            )
                        )
                    }
                    let step = {
                        done += 1
                        report()
                    }
                    report()
                    try db.inTransaction(.immediate) {
                        try KeptRowCounts.ensure(for: schema, in: db, survey: now)
                        step()
                        try KeptLinkCounts.ensure(for: schema, in: db, survey: now)
                        step()
                        // The indexes first: a counted index's order is walked through its own.
                        for index in missingFetchIndexes {
                            try db.execute(sql: "DROP INDEX IF EXISTS \(index.name.quotedSQLIdentifier)")
                            try db.execute(sql: index.sql)
                            step()
                        }
                        try KeptRanks.ensure(for: schema, in: db, survey: now, counted: step)
                        return .commit
                    }
                }
                return (outcome, true, true, true)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            throw Self.describe(error, path: path)
        } catch {
            throw .cannotOpen(path: path, reason: .other("\(error)"))
        }
    }

    /// Write-ahead logging: readers in other processes go on while one writes, and a killed
    /// writer leaves the store as it was before its transaction. Set here, once the file is
    /// known to be ours, rather than by GRDB's `journalMode`, which would convert any file it
    /// opens and writes a dummy table to create the `-wal` file.
    private static func enableWAL(_ db: Database) throws {
        _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
    }

    /// Turns SQLite's errors into one-line messages a user can act on.
    static func describe(_ error: DatabaseError, path: String) -> StoreError {
        if error.isDiskFull { return .full(path: path) }
        if error.isWriteFailure { return .ioError(path: path) }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT: return .damaged(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: .notAccessible)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        default: return .sqlite("\(path): \(error.message ?? "\(error.resultCode)")")
        }
    }

    // MARK: Counting statements

    /// Whether the SQL statements the store's connection runs are counted, in
    /// `statementCount`: every statement of every context of the store, each time it runs.
    /// Off by default, and then nothing is installed to count them: turn it on only while
    /// someone looks (a trace of each command, a test). Not from inside a store access.
    ///
    /// ```swift
    /// store.countsStatements = true
    /// let before = store.statementCount
    /// _ = try context.fetch(request)
    /// print(store.statementCount - before, "statements")
    /// ```
    public var countsStatements: Bool {
        get { statementTrace.isCounting }
        set { statementTrace.setCounting(newValue, on: database) }
    }

    /// The statements run while `countsStatements` was on, since the store opened: the same
    /// statements, one for one, as `Options.sqlLog` receives.
    public var statementCount: Int { statementTrace.work.statements }

    /// The statements run while `countsStatements` was on, since the store opened, and the work
    /// SQLite did in them: the steps of whole-table scans, the sorts, the virtual machine's steps.
    public var statementWork: StatementWork { statementTrace.work }

    // MARK: Closing

    /// Closes the store's connection now, rather than when the last reference to the store
    /// goes: SQLite checkpoints the write-ahead log into the file and removes it, as it would
    /// then. For a program that ends without taking its objects apart one by one (a
    /// command-line tool calling `exit`): it closes the store first, and the next process to
    /// open it finds no log to recover. Every use of the store afterwards throws; closing twice
    /// does nothing.
    ///
    /// ```swift
    /// try store.close()
    /// exit(0)
    /// ```
    public func close() throws(StoreError) {
        do {
            endPinnedRead()
            try database.close()
        } catch let error as DatabaseError {
            throw Self.describe(error, path: location.description)
        } catch {
            throw .sqlite("\(location): \(error)")
        }
    }

    // MARK: Access for contexts

    /// Runs `body` on the store's connection (serialized with every other use).
    func withDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        try database.inDatabase { db in
            defer { statementTrace.logPlansOfScanningStatements(db) }
            return try body(db)
        }
    }
}

// MARK: - A full disk

extension DatabaseError {
    /// Whether SQLite failed for want of room: `SQLITE_FULL` when a write to the store or its
    /// journal meets a full disk, and `SQLITE_IOERR_SHMSIZE` when the shared-memory file beside
    /// it cannot grow — SQLite writes a byte into each page of it first, so that a full disk is
    /// an error here rather than a SIGBUS later, and on a full disk that write is what fails.
    var isDiskFull: Bool {
        resultCode == .SQLITE_FULL || extendedResultCode == .SQLITE_IOERR_SHMSIZE
    }

    /// Whether the disk failed SQLite otherwise than by a read: a write, a sync or a truncate
    /// of the store, its log or its journal (an I/O error other than `isDiskFull`'s). Whatever
    /// the transaction was writing is rolled back; SQLite's own text for it ("disk I/O error")
    /// tells a user nothing of that.
    var isWriteFailure: Bool {
        resultCode == .SQLITE_IOERR && !isDiskFull
            && extendedResultCode != .SQLITE_IOERR_READ && extendedResultCode != .SQLITE_IOERR_SHORT_READ
    }
}
