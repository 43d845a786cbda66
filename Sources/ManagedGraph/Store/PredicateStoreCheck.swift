import GRDB
import Synchronization

// MARK: - Whether SQLite can run a compiled predicate

/// Lets SQLite itself parse a compiled predicate, on a scratch in-memory store of the model.
///
/// SQLite's parser has a fixed stack (100 entries in the SQLite this project links): some
/// twenty levels of `NOT (… AND …)`, or a key path crossing a dozen to-many relationships,
/// already overflow it, well within what the format parser accepts. Asking SQLite is the only
/// exact test, and it lets a validated predicate be one that a fetch can run.
enum PredicateStoreCheck {
    /// One scratch store per model, created on first use; models are few.
    private static let stores = Mutex<[ManagedObjectModel: PersistentStore]>([:])

    /// Compiles `predicate` as a fetch of `entity` would, then has SQLite parse the result.
    static func check(
        _ predicate: ObjectPredicate,
        entity: EntityDescription,
        model: ManagedObjectModel
    )
        throws(PredicateError)
    {
        let fragment = try PredicateSQLCompiler(schema: StoreSchema(model: model)).compile(
            predicate,
            entity: entity,
            alias: FetchStatement.alias
        )
        // Without a scratch store there is nothing to ask; the fetch will report any problem.
        guard let store = scratchStore(for: model) else { return }
        let sql = "SELECT 1 FROM \(entity.quotedTable) \(FetchStatement.alias) WHERE " + fragment.sql
        let outcome = Result<Void, any Error> { try store.withDatabase { db in _ = try db.makeStatement(sql: sql) } }
        guard case .failure(let error) = outcome else { return }
        let failure = (error as? DatabaseError).map { $0.message ?? "\($0.resultCode)" } ?? "\(error)"
        let reason = PredicateFormatText.oneLine(failure)
        if reason.contains("parser stack overflow") || reason.contains("too large") {
            throw PredicateError(.tooComplex, "\(reason)")
        }
        throw PredicateError(.storeCannotRun, "\(reason)")
    }

    private static func scratchStore(for model: ManagedObjectModel) -> PersistentStore? {
        if let store = stores.withLock({ $0[model] }) { return store }
        guard let store = try? PersistentStore(location: .inMemory, model: model) else { return nil }
        stores.withLock { entries in
            if entries.count >= 8 { entries.removeAll() }
            entries[model] = store
        }
        return store
    }
}
