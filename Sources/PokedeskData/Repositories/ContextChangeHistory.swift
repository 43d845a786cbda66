public import ManagedGraph
public import PokedeskDomain

// MARK: - Undo, redo and other processes' changes

/// Undo and redo of the last saved changes (B-41), over the context's undo manager; with
/// `trace on`, the context's undo or redo is a `context` hop.
public final class ContextChangeHistory: ChangeHistory {
    private let context: ObjectContext
    private let trace: Trace

    public init(context: ObjectContext, trace: Trace = .off) {
        self.context = context
        self.trace = trace
    }

    public var canUndo: Bool { context.undoManager?.canUndo ?? false }
    public var canRedo: Bool { context.undoManager?.canRedo ?? false }

    @discardableResult
    public func undo() throws(PokedeskError) -> String {
        guard canUndo, let action = context.undoManager?.undoActionName else { throw .nothingToUndo }
        do throws(ContextError) {
            return try trace.hop(.context, ObjectContext.self, "undo()") { () throws(ContextError) in
                try context.undo()
            }
        } catch {
            throw Self.refusal(error) { .cannotUndo(action: action, because: $0) }
        }
    }

    @discardableResult
    public func redo() throws(PokedeskError) -> String {
        guard canRedo, let action = context.undoManager?.redoActionName else { throw .nothingToRedo }
        do throws(ContextError) {
            return try trace.hop(.context, ObjectContext.self, "redo()") { () throws(ContextError) in
                try context.redo()
            }
        } catch {
            throw Self.refusal(error) { .cannotRedo(action: action, because: $0) }
        }
    }

    /// An undo or a redo the context refused, as the user reads it. A change that can never be
    /// put back — its pokemon deleted by another process, or what it changed changed there since
    /// — left the context's history; the context names the object by its id
    /// (`Pokemon/p12 no longer exists in the store`), the user by the change.
    private static func refusal(
        _ error: ContextError,
        _ refused: (HistoryRefusal) -> PokedeskError
    ) -> PokedeskError {
        switch error {
        case .objectNotFound, .deletedObject: return refused(.pokemonGone)
        case .conflict(let conflicts) where conflicts.allSatisfy(\.deletedInStore): return refused(.pokemonGone)
        case .conflict: return refused(.changedElsewhere)
        default: return PokedeskError(error)
        }
    }
}

/// Brings in other processes' commits before a command (B-43). It looks before every line, so
/// its hops are recorded only when another process did commit something: `refresh()` and the
/// context's bringing in, with the live results' deliveries inside.
public final class ContextExternalChanges: ExternalChanges {
    private let context: ObjectContext
    private let trace: Trace

    public init(context: ObjectContext, trace: Trace = .off) {
        self.context = context
        self.trace = trace
    }

    public func refresh() throws(PokedeskError) {
        do {
            try context.processExternalChanges { bringIn in
                trace.hop(.repository, Self.self, "refresh()") {
                    trace.hop(.context, ObjectContext.self, "processExternalChanges()") { bringIn() }
                }
            }
        } catch {
            throw PokedeskError(error)
        }
    }

    public func commandEnded() {
        context.endPinnedReads()
    }
}

// MARK: - All of them

extension PokedeskContainer {
    /// The repositories over the view context, for the composition root to hand to an
    /// architecture; they record their hops, and their calls of the context and the live
    /// results, into `trace`. A pokemon added is caught at `clock`'s time.
    public func makeRepositories(trace: Trace = .off, clock: CaughtClock = .system) -> Repositories {
        Repositories(
            pokemons: ContextPokemonRepository(context: viewContext, trace: trace, clock: clock),
            races: ContextRaceRepository(context: viewContext, trace: trace),
            types: ContextTypeRepository(context: viewContext, trace: trace),
            history: ContextChangeHistory(context: viewContext, trace: trace),
            external: ContextExternalChanges(context: viewContext, trace: trace),
            transfers: ContextPokemonTransfers(viewContext: viewContext, trace: trace) { [weak self] counted in
                self?.backgroundStatistics = (self?.backgroundStatistics ?? ContextStatistics()) + counted
            },
            trace: trace
        )
    }
}
