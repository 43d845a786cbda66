// MARK: - Evaluating a predicate against objects in memory

extension ObjectPredicate {
    /// Whether `object` satisfies the predicate, judged in memory from the object's current
    /// values — unsaved changes and transient attributes included — as Core Data's
    /// `evaluate(with:)` judges it. The same rules as a fetch's: the same answers for stored
    /// values, the same refusals for a key path the model lacks or a variable without a value.
    ///
    /// ```swift
    /// let selected = try ObjectPredicate(format: "isSelected == YES")   // a transient attribute
    /// let picked = try people.filter { try selected.evaluate(with: $0) }
    /// ```
    public func evaluate(with object: ManagedObject) throws(PredicateError) -> Bool {
        guard let model = object.managedObjectContext?.store.model else {
            throw PredicateError(.noLongerInAContext, "\(object.objectID)")
        }
        return try PredicateEvaluator(self, entity: object.entity, model: model).evaluate(object)
    }
}
