// MARK: - Many-to-many links in a mapping plan

/// A destination many-to-many relationship (its owning side, which names its join table) and
/// the source relationship whose links it keeps, nil when it starts empty.
struct LinkPlan: Sendable {
    let destinationEntity: EntityDescription
    let destination: RelationshipDescription
    let sourceEntity: EntityDescription?
    let source: RelationshipDescription?

    /// One plan per join table of the destination: the explicit mapping of either side first,
    /// then a source relationship of the same name on either side.
    static func resolve(_ entities: [EntityPlan], check: MappingCheck) throws(StoreError) -> [LinkPlan] {
        let destinationSchema = StoreSchema(model: check.mapping.destination)
        var plans: [LinkPlan] = []
        for table in destinationSchema.joinTables {
            guard let owner = entities.first(where: { $0.destination.name == table.sourceEntity }),
                let relationship = owner.destination.relationships.first(where: {
                    guard
                        case .joinTable(let name, "Z_SOURCE", _, _) = destinationSchema.storage(
                            of: $0,
                            in: owner.destination
                        )
                    else { return false }
                    return name == table.name
                })
            else { continue }
            let other = entities.first { $0.destination.name == relationship.destination }
            let inverse = check.mapping.destination.inverse(of: relationship)
            let found = try check.linkSource(
                owner: (owner, relationship),
                other: other.flatMap { plan in inverse.map { (plan, $0) } }
            )
            plans.append(
                LinkPlan(
                    destinationEntity: owner.destination,
                    destination: relationship,
                    sourceEntity: found?.entity,
                    source: found?.relationship
                )
            )
        }
        return plans
    }
}
