// MARK: - What an object needs once it changes or follows a relationship

/// The state of a `ManagedObject` that most objects never need: their to-many relationships
/// as loaded and as changed, their committed values once they differ from the current
/// ones, and their transient values once one is set. An object makes its box on the first write of any of it, so a fetch of many objects
/// allocates, writes and reference-counts less for each, and each object is smaller.
final class ObjectExtras {
    @exclusivity(unchecked) var toMany: [[Int64]?]
    @exclusivity(unchecked) var committedToMany: [[Int64]?]
    @exclusivity(unchecked) var changedToManySlots: Set<Int> = []
    /// Changed value slots from the 64th on (see `ChangedSlots`): only an entity of more than
    /// 64 attributes and to-one relationships has any.
    @exclusivity(unchecked) var changedSlotsFrom64: Set<Int> = []
    /// The object's committed values while they differ from its current ones, else nil.
    @exclusivity(unchecked) var storedValues: SlotValues?
    /// The object's transient values once one is set, else nil (every one its default).
    @exclusivity(unchecked) var transientValues: [StoreValue]?
    /// Transient slots changed since the last save or refresh.
    @exclusivity(unchecked) var changedTransientSlots: Set<Int> = []
    /// The objects each fetched property found, by its slot, once it was read.
    @exclusivity(unchecked) var fetchedResults: [Int: [ManagedObject]] = [:]

    init(unloadedToMany: [[Int64]?]) {
        toMany = unloadedToMany
        committedToMany = unloadedToMany
    }
}
