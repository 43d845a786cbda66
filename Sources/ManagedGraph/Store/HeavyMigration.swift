import GRDB

// MARK: - Running a heavy migration

/// Runs a mapping model on a store, crash-safe and resumable.
///
/// The destination's tables are built beside the source's, which nothing touches until the
/// end: a transaction per batch writes the batch's rows and the migration's state row
/// (`HeavyMigrationState`) together. The last transaction drops the source's tables, renames
/// the new ones, indexes them and writes the new version. SQLite makes each transaction all or
/// nothing, so wherever a crash falls the store holds either the source version, complete (with
/// building tables beside it that the source version's programs ignore), or the destination
/// version, complete; and the state row says how far the building tables got, so the next
/// opening goes on from the last batch committed instead of starting again.
///
/// A mapping or policy that fails on an object, or refuses an entity, stops the migration:
/// the building tables are dropped and the store is the source version as it was.
struct HeavyMigration {
    let plan: MappingPlan
    let tables: HeavyMigrationTables
    let progress: (@Sendable (MigrationProgress) -> Void)?
    /// The store's path, for messages.
    let path: String

    /// How many times a migration starts again because a program of the source version saved
    /// while it ran, before it gives up as busy.
    static let attempts = 3

    init(tables: HeavyMigrationTables, progress: (@Sendable (MigrationProgress) -> Void)?, path: String) {
        plan = tables.plan
        self.tables = tables
        self.progress = progress
        self.path = path
    }

    /// A save by another program since the migration began: the rows copied may be stale.
    struct SourceChanged: Error {}

    func run(_ db: Database) throws {
        for _ in 1...Self.attempts {
            do {
                try runOnce(db)
                return
            } catch is SourceChanged {
                try db.inTransaction(.immediate) {
                    try HeavyMigrationState.discard(db)
                    return .commit
                }
            } catch let error as MigrationRowError {
                throw abandon(db, failure: failed(error.description))
            } catch let error as StoreError {
                if case .migrationFailed = error { throw abandon(db, failure: error) }
                throw error
            } catch let error as DatabaseError where error.isDiskFull {
                // What was built is dropped to give the room back; the store is the source version.
                throw abandon(db, failure: error)
            }
        }
        throw StoreError.busy(path: path)
    }

    /// Drops what was built, if it can, and returns `failure` to throw.
    private func abandon(_ db: Database, failure: any Error) -> any Error {
        try? db.inTransaction(.immediate) {
            try HeavyMigrationState.discard(db)
            return .commit
        }
        return failure
    }

    func failed(_ reason: String) -> StoreError {
        .migrationFailed(sourceVersion: plan.sourceVersion, destinationVersion: plan.destinationVersion, reason: reason)
    }

    private func runOnce(_ db: Database) throws {
        var state = try begin(db)
        for entity in plan.entities {
            try migrateObjects(of: entity, state: &state, in: db)
        }
        for link in plan.links {
            try copyLinks(link, state: &state, in: db)
        }
        try swap(state, in: db)
    }

    // MARK: Beginning or resuming

    /// The state to go on from: the store's, when it is this step's, nothing was saved since it
    /// began and its building tables are the ones this plan makes; otherwise whatever is there
    /// is dropped and the building tables are made anew.
    private func begin(_ db: Database) throws -> HeavyMigrationState {
        var state: HeavyMigrationState?
        try db.inTransaction(.immediate) {
            for statement in SchemaBuilder.infrastructure { try db.execute(sql: statement) }
            let marker = try HeavyMigrationState.marker(db)
            if let stored = try HeavyMigrationState.load(db), stored.sourceVersion == plan.sourceVersion,
                stored.destinationVersion == plan.destinationVersion, stored.marker == marker,
                try buildingTablesMatch(stored, in: db)
            {
                state = stored
                return .commit
            }
            try HeavyMigrationState.discard(db)
            for (_, statement) in tables.buildingTables() { try db.execute(sql: statement) }
            let fresh = HeavyMigrationState(
                sourceVersion: plan.sourceVersion,
                destinationVersion: plan.destinationVersion,
                marker: marker
            )
            try fresh.save(db)
            state = fresh
            return .commit
        }
        return state!
    }

    private func buildingTablesMatch(_ state: HeavyMigrationState, in db: Database) throws -> Bool {
        for (name, statement) in tables.buildingTables() {
            guard try HeavyMigrationState.definition(of: name, in: db) == statement else { return false }
        }
        for entity in plan.entities where state.ranked.contains(entity.destination.name) {
            for index in entity.rankedOrders.indices {
                let rank = HeavyMigrationTables.rank(entity.destination.name, index)
                guard try HeavyMigrationState.definition(of: rank, in: db) != nil else { return false }
            }
        }
        return true
    }

    /// Runs `body` in a transaction with the state as stored, saving it with the work: the
    /// state row always describes what the building tables hold. A state that is not what this
    /// migration last wrote means another process is migrating the store too.
    private func step(
        _ state: inout HeavyMigrationState,
        in db: Database,
        _ body: (inout HeavyMigrationState) throws -> Void
    ) throws {
        var next = state
        try db.inTransaction(.immediate) {
            guard try HeavyMigrationState.load(db) == next else { throw StoreError.busy(path: path) }
            try body(&next)
            try next.save(db)
            return .commit
        }
        state = next
    }

    func report(_ stage: MigrationProgress.Stage, _ done: Int, of total: Int) {
        progress?(
            MigrationProgress(
                sourceVersion: plan.sourceVersion,
                destinationVersion: plan.destinationVersion,
                stage: stage,
                done: done,
                total: total
            )
        )
    }

    // MARK: Objects

    private func migrateObjects(of entity: EntityPlan, state: inout HeavyMigrationState, in db: Database) throws {
        let name = entity.destination.name
        guard let source = entity.source else {
            if !state[entity: name].finished { try step(&state, in: db) { $0[entity: name].finished = true } }
            report(.objects(entity: name), 0, of: 0)
            return
        }
        let total = Int(try db.firstInt64(sql: tables.countSource(source)) ?? 0)
        report(.objects(entity: name), state[entity: name].read, of: total)
        guard !state[entity: name].finished else { return }
        if !entity.rankedOrders.isEmpty && !state.ranked.contains(name) {
            try step(&state, in: db) { state in
                for statement in tables.rankStatements(entity) { try db.execute(sql: statement) }
                state.ranked.insert(name)
            }
        }
        let batches = ObjectBatches(
            entity: entity,
            tables: tables,
            sourceCount: total,
            batchSize: plan.mapping.batchSize
        )
        while !state[entity: name].finished {
            try step(&state, in: db) { state in
                var progress = state[entity: name]
                try batches.migrateBatch(&progress, in: db)
                if progress.finished, let policy = entity.policy {
                    let summary = EntityMigrationSummary(
                        sourceEntity: source.name,
                        destinationEntity: name,
                        sourceObjects: progress.read,
                        migratedObjects: progress.written
                    )
                    do {
                        try policy.endEntity(summary)
                    } catch {
                        throw failed("the policy of \(name) refused the migration: \(DestinationMaker.oneLine(error))")
                    }
                }
                state[entity: name] = progress
            }
            report(.objects(entity: name), state[entity: name].read, of: total)
        }
    }

    // MARK: Links

    private func copyLinks(_ link: LinkPlan, state: inout HeavyMigrationState, in db: Database) throws {
        let table = tables.joinTable(link)
        let stage = MigrationProgress.Stage.links(
            relationship: "\(link.destinationEntity.name).\(link.destination.name)"
        )
        let total = try tables.countLinks(link).map { Int(try db.firstInt64(sql: $0) ?? 0) } ?? 0
        guard !state.linked.contains(table) else {
            report(stage, total, of: total)
            return
        }
        report(stage, 0, of: total)
        try step(&state, in: db) { state in
            if let statement = tables.copyLinks(link) { try db.execute(sql: statement) }
            state.linked.insert(table)
        }
        report(stage, total, of: total)
    }
}
