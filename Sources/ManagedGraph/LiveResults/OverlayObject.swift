// MARK: - An object as the store has it, or had it before a change

/// An object seen with the values the store has for it — as last saved, without the context's
/// unsaved changes — or, for what a change's old values hold, those: attributes and to-one keys
/// come from the change's old values where it has them, else from the object as saved.
/// To-many relationships are read as saved now (the transaction log records values, not
/// links). Live results follow what is saved: they use it to find where a changed row used to
/// be, and where it goes and whether it belongs now.
final class OverlayObject: PredicateEvaluable {
    let objectID: ObjectID
    let entity: EntityDescription
    private let context: ObjectContext
    private let oldValues: [ObjectID: [String: StoreValue]]

    /// `oldValues`: values to read instead of the saved ones (empty: the object as saved now).
    init(
        _ id: ObjectID,
        entity: EntityDescription,
        context: ObjectContext,
        oldValues: [ObjectID: [String: StoreValue]] = [:]
    ) {
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
        return current?.savedValue(forAttribute: name) ?? .null
    }

    func predicateRelatedObject(forKey name: String) -> (any PredicateEvaluable)? {
        guard let relationship = entity.relationship(named: name),
            let destination = context.store.model.entity(named: relationship.destination)
        else { return nil }
        let key: Int64?
        if let old = oldValues[objectID]?[name] {
            key = old.integerValue
        } else {
            key = current?.savedRelatedKey(forKey: name)
        }
        return key.flatMap { related([$0], of: destination).first }
    }

    func predicateRelatedObjects(forKey name: String) -> [any PredicateEvaluable] {
        guard let relationship = entity.relationship(named: name),
            let destination = context.store.model.entity(named: relationship.destination)
        else { return [] }
        return related(current?.savedRelatedKeys(forKey: name) ?? [], of: destination)
    }

    /// Related objects, seen the same way, each of its own entity (a sub-entity's object where
    /// the relationship names its parent).
    private func related(_ keys: [Int64], of destination: EntityDescription) -> [OverlayObject] {
        context.objects(forKeys: keys, of: destination).map {
            OverlayObject($0.objectID, entity: $0.entity, context: context, oldValues: oldValues)
        }
    }
}
