// MARK: - What an object needs once it changes or follows a relationship

/// The state of a `ManagedObject` that most objects never need: their to-many relationships
/// as loaded and as changed. An object makes its box on the first write of any of it, so a
/// fetch of many objects allocates, writes and reference-counts less for each.
final class ObjectExtras {
    @exclusivity(unchecked) var toMany: [[Int64]?]
    @exclusivity(unchecked) var committedToMany: [[Int64]?]
    @exclusivity(unchecked) var changedToManySlots: Set<Int> = []

    init(unloadedToMany: [[Int64]?]) {
        toMany = unloadedToMany
        committedToMany = unloadedToMany
    }
}
