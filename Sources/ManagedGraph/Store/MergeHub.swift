import Foundation
import Synchronization

// MARK: - Passing saves between contexts

/// What one context saved, waiting for another context to merge it. Shared across threads,
/// so it holds only `Sendable` descriptions of changes (object ids and values), never objects.
final class MergeInbox: Sendable {
    let id = UUID()
    private let pending = Mutex<[ContextChanges]>([])

    func post(_ changes: ContextChanges) {
        pending.withLock { $0.append(changes) }
    }

    /// Everything posted since the last call, oldest first.
    func drain() -> [ContextChanges] {
        pending.withLock { posted in
            defer { posted.removeAll() }
            return posted
        }
    }
}

/// The store's switchboard: every context's save is posted to the other contexts that merge
/// changes automatically, on whatever thread they live; each merges when it next runs
/// (`ObjectContext.mergePendingChanges()`). It also remembers which logged transactions this
/// process wrote, so that no context mistakes them for another process's changes.
final class MergeHub: Sendable {
    private struct State {
        /// A handful of contexts: a list, not a dictionary keyed by `UUID`, whose first use in a
        /// process costs a run-time conformance look-up, and every start of the app subscribes
        /// its view context.
        var subscribers: [MergeInbox] = []
        var transactions = Set<Int64>()
    }

    private let state = Mutex(State())

    func subscribe(_ inbox: MergeInbox) {
        state.withLock { state in
            guard !state.subscribers.contains(where: { $0 === inbox }) else { return }
            state.subscribers.append(inbox)
        }
    }

    func unsubscribe(_ id: UUID) {
        state.withLock { $0.subscribers.removeAll { $0.id == id } }
    }

    /// Posts a save to every subscriber but the context that saved it.
    func publish(_ changes: ContextChanges, from sender: UUID) {
        let receivers = state.withLock { $0.subscribers.filter { $0.id != sender } }
        for inbox in receivers { inbox.post(changes) }
    }

    func recordTransaction(_ transaction: Int64) {
        state.withLock { _ = $0.transactions.insert(transaction) }
    }

    func isOwnTransaction(_ transaction: Int64) -> Bool {
        state.withLock { $0.transactions.contains(transaction) }
    }
}
