// MARK: - Reading fetched properties

extension ManagedObject {
    /// The objects the fetched property called `name` finds: fetched the first time it is read
    /// (with this object as `$FETCH_SOURCE`), then the same objects until the object is refreshed
    /// (`ObjectContext.refresh(_:mergeChanges:)`) or otherwise turned into a fault, as in Core
    /// Data: a fetched property is not kept up to date as objects change.
    public func fetchedObjects(forKey name: String) throws(ContextError) -> [ManagedObject] {
        guard let slot = entity.fetchedPropertySlots[name] else { throw .unknownKey(name, entity: entity) }
        guard let context = managedObjectContext else { throw .detached(objectID) }
        if let found = fetchedResult(atSlot: slot), found.allSatisfy({ $0.managedObjectContext === context }) {
            return found
        }
        var request = entity.fetchedProperties[slot].fetchRequest
        if let predicate = request.predicate {
            do throws(PredicateError) {
                request.predicate = try predicate.substituting([
                    FetchedPropertyDescription.sourceVariable: .object(objectID)
                ])
            } catch {
                throw .store("\(entity.name).\(name): \(error.message)")
            }
        }
        let found = try context.fetch(request)
        rememberFetched(found, atSlot: slot)
        return found
    }
}
