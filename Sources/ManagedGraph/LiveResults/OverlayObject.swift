// MARK: - An object as it was before a change

/// An object seen with the values it had before a change: attributes and to-one keys come
/// from the change's old values where it has them, else from the object now. To-many
/// relationships are read as they are now (the transaction log records values, not links).
/// Live results use it to find where a changed row used to be.
final class OverlayObject: PredicateEvaluable {
    let objectID: ObjectID
    let entity: EntityDescription
    private let context: ObjectContext
    private let oldValues: [ObjectID: [String: StoreValue]]

    init(_ id: ObjectID, entity: EntityDescription, context: ObjectContext, oldValues: [ObjectID: [String: StoreValue]])
    {
        self.objectID = id
        self.entity = entity
        self.context = context
        self.oldValues = oldValues
    }

    /// The object now, when its row still exists.
    private var current: ManagedObject? {
        let object = context.object(with: objectID)
        guard (try? object.fulfill()) != nil else { return nil }
        return object
    }

    func storeValue(forAttribute name: String) -> StoreValue {
        if let old = oldValues[objectID]?[name] { return old }
        return current?.storeValue(forAttribute: name) ?? .null
    }

    func predicateRelatedObject(forKey name: String) -> (any PredicateEvaluable)? {
        guard let relationship = entity.relationship(named: name),
            let destination = context.store.model.entity(named: relationship.destination)
        else { return nil }
        let key: Int64?
        if let old = oldValues[objectID]?[name] {
            key = old.integerValue
        } else {
            key = current?.relatedObject(forKey: name)?.objectID.primaryKey
        }
        return key.map {
            OverlayObject(
                ObjectID(entityName: destination.name, primaryKey: $0),
                entity: destination,
                context: context,
                oldValues: oldValues
            )
        }
    }

    func predicateRelatedObjects(forKey name: String) -> [any PredicateEvaluable] {
        guard let relationship = entity.relationship(named: name),
            let destination = context.store.model.entity(named: relationship.destination)
        else { return [] }
        return (current?.relatedObjects(forKey: name) ?? []).map {
            OverlayObject($0.objectID, entity: destination, context: context, oldValues: oldValues)
        }
    }
}
