// MARK: - Relationships

/// What deleting an object does to the objects it is related to (Core Data's delete rules).
public enum DeleteRule: String, Hashable, Sendable {
    /// The related objects stay; their inverse no longer points at the deleted object.
    case nullify
    /// The related objects are deleted too.
    case cascade
    /// The delete is refused while any object is related.
    case deny
    /// Nothing is done; the inverse may point at a deleted object (the model's author's choice).
    case noAction
}

/// A relationship from one entity to another, with its inverse.
public struct RelationshipDescription: Hashable, Sendable {
    /// The relationship's name.
    public let name: String
    /// The name of the entity at the other end.
    public let destination: String
    /// The name of the relationship back, on the destination; the context keeps the two in step.
    public let inverse: String?
    /// Whether it leads to any number of objects rather than at most one.
    public let isToMany: Bool
    /// A to-many relationship that keeps its objects in order (a club's members in the order they joined).
    public let isOrdered: Bool
    /// Whether a save accepts an object without a related object (to-one relationships).
    public let isOptional: Bool
    /// What deleting an object does to the objects at the other end.
    public let deleteRule: DeleteRule
    /// The fewest objects a to-many relationship may hold when its owner is saved (Core Data's
    /// `minCount`); 0 for no minimum.
    public let minCount: Int
    /// The most objects a to-many relationship may hold when its owner is saved (Core Data's
    /// `maxCount`); 0 for no maximum, as in Core Data.
    public let maxCount: Int

    /// A relationship: unordered, optional, nullified and without count limits unless told
    /// otherwise. `minCount` and `maxCount` apply to to-many relationships (see `minCount`).
    public init(
        name: String,
        destination: String,
        inverse: String?,
        isToMany: Bool,
        isOrdered: Bool = false,
        isOptional: Bool = true,
        deleteRule: DeleteRule = .nullify,
        minCount: Int = 0,
        maxCount: Int = 0
    ) {
        self.name = name
        self.destination = destination
        self.inverse = inverse
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount
    }
}
