import Foundation
import Synchronization

// MARK: - Passing saves between contexts

/// What other contexts saved, waiting for a context to merge it. Shared across threads, so it
/// holds only `Sendable` descriptions of changes (object ids and values), never objects.
///
/// The saves are combined as they arrive (`ContextChanges.absorb(_:)`): a background import of
/// a million rows posts a thousand saves before the context merges, and the context needs only
/// the one change they make together — kept, the thousand would hold every race each of them
/// touched, a thousand times over.
final class MergeInbox: Sendable {
    let id = UUID()
    private let pending = Mutex<ContextChanges?>(nil)

    func post(_ changes: ContextChanges) {
        pending.withLock { pending in
            if pending == nil {
                pending = ContextChanges(origin: .merge)
            }
            pending!.absorb(changes)
        }
    }

    /// What was posted since the last call, as one change; nil when nothing was.
    func drain() -> ContextChanges? {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
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
        /// The logged transactions this process wrote, each with its writer's inbox.
        var transactions: [Int64: UUID] = [:]
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

    /// Notes a committed transaction of this process, and which context wrote it.
    func recordTransaction(_ transaction: Int64, by writer: UUID) {
        state.withLock { $0.transactions[transaction] = writer }
    }

    /// Whether a context of this process wrote the transaction.
    func isOwnTransaction(_ transaction: Int64) -> Bool {
        state.withLock { $0.transactions[transaction] != nil }
    }

    /// Whether the context whose inbox is `writer` wrote the transaction.
    func isTransaction(_ transaction: Int64, writtenBy writer: UUID) -> Bool {
        state.withLock { $0.transactions[transaction] == writer }
    }
}
