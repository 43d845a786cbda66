// MARK: - What an object needs once it changes or follows a relationship

/// The state of a `ManagedObject` that most objects read from the store never need: changes
/// since the last save, loaded to-many relationships, related objects held. An object makes
/// its box on the first write of any of it, so a fetch of many objects allocates, writes and
/// reference-counts less for each.
final class ObjectExtras {
    @exclusivity(unchecked) var toMany: [[Int64]?]
    @exclusivity(unchecked) var committedToMany: [[Int64]?]
    @exclusivity(unchecked) var changedSlots: Set<Int> = []
    @exclusivity(unchecked) var changedToManySlots: Set<Int> = []
    @exclusivity(unchecked) var relatedCache = RelatedObjects()

    init(unloadedToMany: [[Int64]?]) {
        toMany = unloadedToMany
        committedToMany = unloadedToMany
    }
}
