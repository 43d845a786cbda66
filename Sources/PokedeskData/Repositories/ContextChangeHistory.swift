public import ManagedGraph
public import PokedeskDomain

// MARK: - Undo, redo and other processes' changes

/// Undo and redo of the last saved changes (B-41), over the context's undo manager.
public final class ContextChangeHistory: ChangeHistory {
    private let context: ObjectContext

    public init(context: ObjectContext) {
        self.context = context
    }

    public var canUndo: Bool { context.undoManager?.canUndo ?? false }
    public var canRedo: Bool { context.undoManager?.canRedo ?? false }

    @discardableResult
    public func undo() throws(PokedeskError) -> String {
        guard canUndo else { throw .nothingToUndo }
        do {
            return try context.undo()
        } catch {
            throw PokedeskError(error)
        }
    }

    @discardableResult
    public func redo() throws(PokedeskError) -> String {
        guard canRedo else { throw .nothingToRedo }
        do {
            return try context.redo()
        } catch {
            throw PokedeskError(error)
        }
    }
}

/// Brings in other processes' commits before a command (B-43).
public final class ContextExternalChanges: ExternalChanges {
    private let context: ObjectContext

    public init(context: ObjectContext) {
        self.context = context
    }

    public func refresh() throws(PokedeskError) {
        do {
            try context.processExternalChanges()
        } catch {
            throw PokedeskError(error)
        }
    }
}

// MARK: - All of them

extension PokedeskContainer {
    /// The repositories over the view context, for the composition root to hand to an
    /// architecture.
    /// The repositories of the view context; they record their hops into `trace`.
    public func makeRepositories(trace: Trace = .off) -> Repositories {
        Repositories(
            pokemons: ContextPokemonRepository(context: viewContext),
            races: ContextRaceRepository(context: viewContext),
            types: ContextTypeRepository(context: viewContext),
            history: ContextChangeHistory(context: viewContext),
            external: ContextExternalChanges(context: viewContext),
            transfers: ContextPokemonTransfers(viewContext: viewContext),
            trace: trace
        )
    }
}
