// MARK: - The objects an object's relationships last pointed at

/// An object's related objects as last read, by slot (see `ManagedObject.relatedCache`).
///
/// Slots are small and dense (a handful of relationships), so an array indexed by slot does
/// what a dictionary keyed by slot would, without hashing and without the run-time look-up of
/// `Int`'s `Hashable` conformance that a new dictionary type costs the first time a process
/// uses one — paid at every start by an app whose first page follows a relationship.
struct RelatedObjects {
    private var bySlot: [[ManagedObject]?] = []

    subscript(slot: Int) -> [ManagedObject]? {
        get { slot < bySlot.count ? bySlot[slot] : nil }
        set {
            if slot >= bySlot.count {
                guard newValue != nil else { return }
                bySlot += Array(repeating: nil, count: slot + 1 - bySlot.count)
            }
            bySlot[slot] = newValue
        }
    }
}
