// MARK: - What SQLite plans for a fetch

/// The `SELECT` a fetch request runs and what SQLite's query planner says it will do with it
/// (`EXPLAIN QUERY PLAN`): whether an index finds the rows, whether the order needs a sort.
/// The course reads the same from Core Data's SQL debug output.
public struct QueryPlan: Hashable, Sendable {
    /// The statement, with `?` for each bound value.
    public let sql: String
    /// The planner's steps in order, each indented two spaces per level of nesting
    /// ("SEARCH t0 USING INDEX Person_name (Z_FOLD_name>? AND Z_FOLD_name<?)").
    public let steps: [String]

    /// Whether some step finds rows through an index rather than reading the whole table.
    public var usesIndexSearch: Bool { steps.contains { $0.contains("SEARCH") && $0.contains("INDEX") } }

    /// Whether SQLite sorts the rows itself instead of reading them in index order.
    public var sortsWithTemporaryTree: Bool { steps.contains { $0.contains("USE TEMP B-TREE FOR ORDER BY") } }
}

extension ObjectContext {
    /// The plan of the statement `fetch(_:)` runs for `request` when the context has no
    /// unsaved changes (objects, limit and offset included).
    public func queryPlan(for request: FetchRequest) throws(ContextError) -> QueryPlan {
        let plan = try FetchPlan(request, store: store)
        return try store.read { reader in try reader.queryPlan(plan.statement) }
    }
}
