import GRDB

// MARK: - Creating and migrating a store's schema

/// Brings a store's schema to the current model: creates it in an empty database, or migrates
/// a store written by an older model version by lightweight migration, inferred from the
/// difference between the two models (Core Data's lightweight migration, done in place by SQL).
struct StoreMigrator {
    let model: ManagedObjectModel
    /// Earlier versions of the model, for stores they wrote.
    let history: [ManagedObjectModel]

    static let versionKey = "model_version"

    /// What opening did to the schema.
    enum Outcome: Equatable {
        case created
        case upToDate
        case migrated(from: Int)
    }

    /// Reads the store's model version without changing anything. Asks `sqlite_master` itself
    /// rather than through GRDB's schema introspection, whose caches cost more at every start
    /// than the two queries.
    static func storedVersion(_ db: Database) throws -> Int? {
        let tables = try db.firstInt64(
            sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'Z_METADATA' COLLATE NOCASE"
        )
        guard tables ?? 0 > 0 else { return nil }
        let version = try db.firstInt64(
            sql: "SELECT value FROM Z_METADATA WHERE key = ?",
            arguments: [.string(versionKey)]
        )
        return version.map { Int($0) }
    }

    /// Whether the database has no tables at all (a new file).
    static func isEmpty(_ db: Database) throws -> Bool {
        try db.firstInt64(sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") == 0
    }

    /// Checks what `migrate` would do, so a read-only store can be refused before writing.
    func plannedOutcome(_ db: Database, path: String) throws -> Outcome {
        guard let stored = try Self.storedVersion(db) else {
            guard try Self.isEmpty(db) else { throw StoreError.foreignDatabase(path: path) }
            return .created
        }
        if stored == model.version { return .upToDate }
        if stored > model.version { throw StoreError.newerModel(stored: stored, known: model.version) }
        guard history.contains(where: { $0.version == stored }) else { throw StoreError.unknownModel(stored: stored) }
        return .migrated(from: stored)
    }

    /// Creates or migrates the schema in one transaction, as `plannedOutcome` found it must.
    func migrate(_ db: Database, planned outcome: Outcome) throws -> Outcome {
        switch outcome {
        case .upToDate:
            for statement in SchemaBuilder.infrastructure { try db.execute(sql: statement) }
        case .created:
            try db.inTransaction(.immediate) {
                for statement in SchemaBuilder(schema: StoreSchema(model: model)).createStatements() {
                    try db.execute(sql: statement)
                }
                try writeVersion(db)
                return .commit
            }
        case .migrated(let from):
            let source = history.first { $0.version == from }!
            try db.inTransaction(.immediate) {
                for statement in SchemaBuilder.infrastructure { try db.execute(sql: statement) }
                try DerivationSQL.dropTriggers(in: db)
                for statement in try LightweightMigration(source: source, destination: model).statements() {
                    try db.execute(sql: statement)
                }
                try writeVersion(db)
                return .commit
            }
        }
        return outcome
    }

    private func writeVersion(_ db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO Z_METADATA (key, value) VALUES (?, ?)",
            arguments: [Self.versionKey, String(model.version)]
        )
    }
}
