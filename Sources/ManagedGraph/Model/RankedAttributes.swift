// MARK: - Which attributes can be ranked

extension ManagedObjectModel {
    /// Throws, in one line, the first ranked attribute (`AttributeDescription.isRanked`) the
    /// store could not keep counted: one of a type without an order SQLite gives (a decimal,
    /// data, a UUID, a transformable value), or one a sub-entity declares (its rows share a
    /// table with others).
    /// A store checks it when it opens.
    public func checkRankedAttributes() throws(ModelError) {
        for entity in entities {
            for attribute in entity.attributes
            where attribute.isRanked && entity.declaringEntityName(of: attribute.name) == entity.name {
                let name = "\(entity.name).\(attribute.name)"
                guard [.string, .integer, .double, .date, .boolean].contains(attribute.type) else {
                    throw ModelError("\(name) is ranked, but its type has no order the store can count")
                }
                guard entity.rootName == entity.name else {
                    throw ModelError("\(name) is ranked, but \(entity.name) shares its parent's table")
                }
            }
        }
    }
}
