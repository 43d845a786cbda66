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
        var subscribers: [UUID: MergeInbox] = [:]
        var transactions = Set<Int64>()
    }

    private let state = Mutex(State())

    func subscribe(_ inbox: MergeInbox) {
        state.withLock { $0.subscribers[inbox.id] = inbox }
    }

    func unsubscribe(_ id: UUID) {
        state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
    }

    /// Posts a save to every subscriber but the context that saved it.
    func publish(_ changes: ContextChanges, from sender: UUID) {
        let receivers = state.withLock { $0.subscribers.filter { $0.key != sender }.map(\.value) }
        for inbox in receivers { inbox.post(changes) }
    }

    func recordTransaction(_ transaction: Int64) {
        state.withLock { _ = $0.transactions.insert(transaction) }
    }

    func isOwnTransaction(_ transaction: Int64) -> Bool {
        state.withLock { $0.transactions.contains(transaction) }
    }
}
