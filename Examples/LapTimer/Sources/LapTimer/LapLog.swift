public import Foundation
public import ManagedGraph

// MARK: - The laps of one store

/// A store of laps and the context that works on it: what the program does, command by
/// command, without the command line.
///
/// Each method saves before it returns, so a run of the program that ends right after it has
/// left the store as the user expects; a failed save is rolled back, so the log is never left
/// holding a change the store refused.
public final class LapLog {
    public let context: ObjectContext

    /// Opens the store at `location`, creating it (and its schema) on first use, and migrating
    /// it when an earlier version of the program wrote it.
    public init(location: PersistentStore.Location, options: PersistentStore.Options = .init()) throws(StoreError) {
        let store = try PersistentStore(
            location: location,
            model: LapModel.current,
            history: LapModel.history,
            mappings: LapModel.mappings,
            options: options
        )
        context = ObjectContext(store: store, name: "laps")
        // One command per run: nothing is ever undone, so no history is kept.
        context.undoManager = nil
    }

    /// Every lap, newest first: the order the program lists them in. The index on `timestamp`
    /// serves it; laps with the same time stamp come in the order they were saved.
    public static let newestFirst = FetchRequest(
        entityName: "Lap",
        sortDescriptors: [FetchSortDescriptor("timestamp", ascending: false)]
    )

    /// Takes a lap, now or at `date`, and saves it.
    @discardableResult
    public func add(label: String? = nil, at date: Date? = nil) throws(ContextError) -> Lap {
        let lap = try context.insert(Lap.self)
        if let date { lap.date = date }
        lap.label = label
        try saveOrForget()
        return lap
    }

    /// The laps, newest first.
    public func laps() throws(ContextError) -> [Lap] {
        try context.fetch(Self.newestFirst).compactMap { $0 as? Lap }
    }

    /// Deletes every lap and saves; returns how many there were.
    @discardableResult
    public func clear() throws(ContextError) -> Int {
        let laps = try context.fetch(FetchRequest(entityName: "Lap"))
        for lap in laps { try context.delete(lap) }
        try saveOrForget()
        return laps.count
    }

    private func saveOrForget() throws(ContextError) {
        do {
            try context.save()
        } catch {
            context.rollback()
            throw error
        }
    }
}
