// MARK: - A context on its own executor

/// A context that lives on its own serial executor: Core Data's private-queue context. Heavy
/// work (an import, thousands of objects made at once) runs here, off the thread the user types
/// on. Work goes in through `perform`, and only `Sendable` values come out — object ids, counts,
/// reports — so its objects can never be used from another thread (the compiler sees to that).
///
/// Its saves reach contexts that merge automatically (`automaticallyMergesChangesFromOtherContexts`),
/// whose live results then report them as row changes.
///
/// ```swift
/// let background = BackgroundContext(store: store)
/// let count = try await background.perform { context in
///     for name in names { try context.insert(Person.self).name = name }
///     try context.save()
///     return names.count
/// }
/// ```
public actor BackgroundContext {
    /// The store the context saves to.
    public nonisolated let store: PersistentStore
    /// The context's name, which its saves carry in the transaction log.
    public nonisolated let name: String
    private let context: ObjectContext

    /// A context of its own over `store`, without undo (a background job is not a user's change).
    public init(store: PersistentStore, name: String = "background", mergePolicy: MergePolicy = .error) {
        self.store = store
        self.name = name
        context = ObjectContext(store: store, name: name)
        context.undoManager = nil  // a background job is not a user's change to undo
        context.mergePolicy = mergePolicy
    }

    /// Runs `body` with the context, on this context's executor.
    public func perform<Result: Sendable>(_ body: @Sendable (ObjectContext) throws -> Result) rethrows -> Result {
        try body(context)
    }
}
