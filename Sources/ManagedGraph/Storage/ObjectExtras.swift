// MARK: - What an object needs once it changes or follows a relationship

/// The state of a `ManagedObject` that most objects never need: their to-many relationships
/// as loaded and as changed, and their committed values once they differ from the current
/// ones. An object makes its box on the first write of any of it, so a fetch of many objects
/// allocates, writes and reference-counts less for each, and each object is smaller.
final class ObjectExtras {
    @exclusivity(unchecked) var toMany: [[Int64]?]
    @exclusivity(unchecked) var committedToMany: [[Int64]?]
    @exclusivity(unchecked) var changedToManySlots: Set<Int> = []
    /// The object's committed values while they differ from its current ones, else nil.
    @exclusivity(unchecked) var storedValues: SlotValues?

    init(unloadedToMany: [[Int64]?]) {
        toMany = unloadedToMany
        committedToMany = unloadedToMany
    }
}
