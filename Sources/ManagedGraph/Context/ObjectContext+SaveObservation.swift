// MARK: - Hearing a context's saves

/// Keeps a handler that hears each save of one context: Core Data's
/// `NSManagedObjectContextDidSave` notification, for one observer. The handler runs once the
/// save's transaction has committed and the objects hold their saved state, before observers
/// added after it (live results made later, say) hear the same save. Merges of other
/// contexts' changes are not saves and are not heard.
///
/// The context holds the observation weakly: it stops when the last reference to it goes, or
/// on `cancel()`.
///
/// ```swift
/// let observation = context.observeSaves { changes in print(changes.updated.count) }
/// ```
public final class SaveObservation: ContextObserver {
    private var handler: ((ContextChanges) -> Void)?

    init(_ handler: @escaping (ContextChanges) -> Void) {
        self.handler = handler
    }

    /// Stops hearing saves.
    public func cancel() {
        handler = nil
    }

    func context(_ context: ObjectContext, didChange changes: ContextChanges) {
        guard changes.origin == .save else { return }
        handler?(changes)
    }
}

extension ObjectContext {
    /// Calls `handler` after each save of this context, with what it changed, for as long as
    /// the returned observation is kept.
    public func observeSaves(_ handler: @escaping (ContextChanges) -> Void) -> SaveObservation {
        let observation = SaveObservation(handler)
        addObserver(observation)
        return observation
    }
}
