// MARK: - How many objects a to-many relationship may hold

extension ObjectContext {
    /// The to-many relationships of the objects a save writes that hold fewer objects than their
    /// `minCount` (at least one when the relationship is not optional) or more than their
    /// `maxCount`, each failure naming the relationship and the count.
    ///
    /// As in Core Data, the count is checked when the owner is saved: an inserted object, or an
    /// object whose relationship changed — also through the inverse, by an object added to or
    /// removed from it elsewhere. An object whose relationship did not change is not checked, so
    /// a save does not load every to-many relationship of every object it writes (Core Data
    /// checks them all; here a relationship that held a valid count keeps it until it changes).
    func countFailures(
        inserted: [ManagedObject],
        updated: [ManagedObject]
    ) throws(ContextError) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        for object in inserted + updated {
            for (slot, relationship) in object.entity.toManyRelationships.enumerated()
            where relationship.hasCountLimits && (object.isInserted || object.changedToManySlots.contains(slot)) {
                let count = try toManyKeys(of: object, slot: slot).count
                guard let reason = relationship.countFailure(count) else { continue }
                failures.append(
                    ValidationFailure(
                        objectID: object.objectID,
                        object: describe(object),
                        key: relationship.name,
                        reason: reason
                    )
                )
            }
        }
        return failures
    }
}

extension RelationshipDescription {
    /// The fewest objects a save accepts: `minCount`, or 1 for a to-many relationship that is
    /// not optional (Core Data's rule: a required to-many relationship cannot be empty).
    var effectiveMinCount: Int { isOptional ? minCount : max(minCount, 1) }

    /// Whether a save has a count of this relationship to check.
    var hasCountLimits: Bool { isToMany && (effectiveMinCount > 0 || maxCount > 0) }

    /// Why `count` objects break the relationship's limits, in words that follow its name
    /// ("has 7 objects; it can have at most 6"), or nil when they keep them.
    func countFailure(_ count: Int) -> String? {
        let has = "has \(count) \(count == 1 ? "object" : "objects")"
        if count < effectiveMinCount { return "\(has); it needs at least \(effectiveMinCount)" }
        if maxCount > 0 && count > maxCount { return "\(has); it can have at most \(maxCount)" }
        return nil
    }
}
