// MARK: - What in-memory evaluation reads

/// An object a predicate can be evaluated against in memory: managed objects conform, so the
/// context can apply a fetch's predicate to unsaved changes (pending changes in fetches).
public protocol PredicateEvaluable: AnyObject {
    var objectID: ObjectID { get }
    var entity: EntityDescription { get }
    /// The attribute's current value (`.null` when unset).
    func storeValue(forAttribute name: String) -> StoreValue
    /// The object at the end of a to-one relationship, or nil.
    func predicateRelatedObject(forKey name: String) -> (any PredicateEvaluable)?
    /// The objects of a to-many relationship, in order when the relationship is ordered.
    func predicateRelatedObjects(forKey name: String) -> [any PredicateEvaluable]
}
