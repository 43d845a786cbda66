// MARK: - Attributes the store has a column for

extension AttributeDescription {
    /// Refuses an attribute the store keeps no column for — a transient one — where SQL would
    /// read it: a fetch's predicate, sort or properties. Core Data's SQLite store refuses a
    /// transient key path in a fetch as well; objects already fetched can be filtered by it in
    /// memory.
    func requireColumn(of entity: EntityDescription) throws(PredicateError) {
        guard isTransient else { return }
        throw PredicateError(.transient, "\(entity.name).\(name)")
    }
}
