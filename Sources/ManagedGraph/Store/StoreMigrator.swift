import GRDB

// MARK: - Creating and migrating a store's schema

/// Brings a store's schema to the current model: creates it in an empty database, or migrates
/// a store written by an older model version — by a heavy migration where a mapping model
/// starts at the stored version, otherwise by lightweight migration, inferred from the
/// difference between the two models (Core Data's lightweight migration, done in place by
/// SQL). `MigrationPath` lays out the steps.
struct StoreMigrator {
    let model: ManagedObjectModel
    /// Earlier versions of the model, for stores they wrote.
    let history: [ManagedObjectModel]
    /// Mapping models for the steps lightweight migration cannot make.
    var mappings: [MappingModel] = []
    /// Told how far a heavy migration is.
    var progress: (@Sendable (MigrationProgress) -> Void)?
    /// The store's path, for messages.
    var path = ""

    static let versionKey = "model_version"

    /// What opening did to the schema.
    enum Outcome: Equatable {
        case created
        case upToDate
        case migrated(from: Int)
    }

    /// Reads the store's model version without changing anything: nil when the store has no
    /// metadata table. Asks `sqlite_master` itself (`survey`) rather than through GRDB's schema
    /// introspection, whose caches cost more at every start than the queries.
    static func storedVersion(_ db: Database, survey: SchemaSurvey) throws -> Int? {
        guard survey.hasTable("Z_METADATA") else { return nil }
        let version = try db.firstInt64(
            sql: "SELECT value FROM Z_METADATA WHERE key = ?",
            arguments: [.string(versionKey)]
        )
        return version.map { Int($0) }
    }

    /// Checks what `migrate` would do, so a read-only store can be refused before writing.
    func plannedOutcome(_ db: Database, path: String, survey: SchemaSurvey) throws -> Outcome {
        guard let stored = try Self.storedVersion(db, survey: survey) else {
            guard survey.isEmpty else { throw StoreError.foreignDatabase(path: path) }
            return .created
        }
        if stored == model.version { return .upToDate }
        if stored > model.version { throw StoreError.newerModel(stored: stored, known: model.version) }
        // Every step is checked now, before anything is written.
        _ = try MigrationPath(from: stored, to: model, history: history, mappings: mappings)
        return .migrated(from: stored)
    }

    /// Creates or migrates the schema in one transaction, as `plannedOutcome` found it must
    /// (`survey` is what the store held when it did).
    func migrate(_ db: Database, planned outcome: Outcome, survey: SchemaSurvey) throws -> Outcome {
        switch outcome {
        case .upToDate:
            // A store of an earlier engine may lack one of its own tables; most have them all.
            if !SchemaBuilder.infrastructureTables.allSatisfy(survey.hasTable) {
                for statement in SchemaBuilder.infrastructure { try db.execute(sql: statement) }
            }
        case .created:
            try db.inTransaction(.immediate) {
                for statement in SchemaBuilder(schema: StoreSchema(model: model)).createStatements() {
                    try db.execute(sql: statement)
                }
                try Self.writeVersion(model.version, in: db)
                return .commit
            }
        case .migrated(let from):
            for step in try MigrationPath(from: from, to: model, history: history, mappings: mappings).steps {
                switch step {
                case .lightweight(_, let destination, let statements):
                    try db.inTransaction(.immediate) {
                        for statement in SchemaBuilder.infrastructure { try db.execute(sql: statement) }
                        // What an interrupted heavy migration of another program left: not resumed here.
                        if try HeavyMigrationState.isPresent(db) { try HeavyMigrationState.discard(db) }
                        // The statements make the destination's triggers again and compute its
                        // derived values afresh.
                        try DerivationSQL.dropTriggers(in: db)
                        try KeptRanks.dropAll(in: db)
                        for statement in statements { try db.execute(sql: statement) }
                        try Self.writeVersion(destination.version, in: db)
                        return .commit
                    }
                case .heavy(let tables):
                    try HeavyMigration(tables: tables, progress: progress, path: path).run(db)
                }
            }
        }
        return outcome
    }

    static func writeVersion(_ version: Int, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)",
            arguments: [versionKey, String(version)]
        )
    }
}
