import TextRules

// MARK: - Checking a mapping model's names

/// The checks a mapping model's plan makes, each failure one line: the entity and the property
/// it names, and what to do about it.
struct MappingCheck: Sendable {
    let mapping: MappingModel
    /// Which source entity each destination entity's objects come from, by name.
    private let sources: [String: String]

    var sourceVersion: Int { mapping.source.version }
    var destinationVersion: Int { mapping.destination.version }

    init(mapping: MappingModel) {
        self.mapping = mapping
        var sources: [String: String] = [:]
        for destination in mapping.destination.entities {
            let name =
                mapping.entityMappings.last { $0.destinationEntity == destination.name }?.sourceEntity
                ?? destination.name
            if mapping.source.entity(named: name) != nil { sources[destination.name] = name }
        }
        self.sources = sources
    }

    func invalid(_ reason: String) -> StoreError {
        .invalidMapping(sourceVersion: sourceVersion, destinationVersion: destinationVersion, reason: reason)
    }

    /// The explicit entity mappings by destination entity, each naming entities the models have.
    func explicitMappings() throws(StoreError) -> [String: EntityMapping] {
        var mappings: [String: EntityMapping] = [:]
        for entityMapping in mapping.entityMappings {
            let name = entityMapping.destinationEntity
            guard mapping.destination.entity(named: name) != nil else {
                throw invalid("version \(destinationVersion) has no entity \(Quoting.quoted(name))")
            }
            guard mapping.source.entity(named: entityMapping.sourceEntity) != nil else {
                throw invalid(
                    "\(name) is mapped from \(Quoting.quoted(entityMapping.sourceEntity)), which is not an entity of version \(sourceVersion)"
                )
            }
            guard mappings.updateValue(entityMapping, forKey: name) == nil else {
                throw invalid("\(name) is mapped twice")
            }
        }
        return mappings
    }

    /// Whether objects of the source entity `source` become objects of `destination`: what
    /// keeping a link by key needs.
    func maps(_ source: String, to destination: String) -> Bool {
        sources[destination] == source
    }

    // MARK: To-one keys

    /// Where a destination to-one relationship's keys come from: the explicit mapping, else
    /// the source to-one relationship of the same name, else nowhere.
    func toOneKey(
        _ relationship: RelationshipDescription,
        of destination: EntityDescription,
        source: EntityDescription?,
        explicit: [String: RelationshipMapping]
    ) throws(StoreError) -> KeyPlan {
        let name = "\(destination.name).\(relationship.name)"
        let sourceName: String
        if let mapping = explicit[relationship.name] {
            guard let mapped = mapping.source else { return .empty }
            guard let source, source.relationship(named: mapped) != nil else {
                throw invalid(
                    "\(name) is mapped from \(Quoting.quoted(mapped)), which is not a relationship of \(source?.name ?? destination.name) in version \(sourceVersion)"
                )
            }
            sourceName = mapped
        } else {
            guard let source, source.relationship(named: relationship.name) != nil else { return .empty }
            sourceName = relationship.name
        }
        let previous = source!.relationship(named: sourceName)!
        let from = "\(source!.name).\(previous.name)"
        guard !previous.isToMany else {
            throw invalid(
                "\(name) is to-one but \(from) was to-many: keep no links with .empty(\"\(relationship.name)\")"
            )
        }
        guard maps(previous.destination, to: relationship.destination) else {
            throw invalid(
                "\(name) leads to \(relationship.destination) but \(from) led to \(previous.destination), whose objects do not become \(relationship.destination) objects"
            )
        }
        return .copy(slot: source!.valueSlots[previous.name]!)
    }

    /// A one-to-many relationship is stored as its to-one inverse's keys: an explicit mapping
    /// of it would do nothing, so it is refused rather than ignored.
    func refuseInverseMappings(
        _ explicit: [String: RelationshipMapping],
        of destination: EntityDescription
    ) throws(StoreError) {
        for name in explicit.keys.sorted() {
            let relationship = destination.relationship(named: name)!
            guard relationship.isToMany, let inverse = mapping.destination.inverse(of: relationship), !inverse.isToMany
            else { continue }
            throw invalid(
                "\(destination.name).\(name) is stored as its inverse \(relationship.destination).\(inverse.name): map that one"
            )
        }
    }

    // MARK: Many-to-many links

    /// The source relationship a destination many-to-many relationship keeps the links of,
    /// looked for on its owning side, then on its inverse (whose source's inverse it takes).
    func linkSource(
        owner: (plan: EntityPlan, relationship: RelationshipDescription),
        other: (plan: EntityPlan, relationship: RelationshipDescription)?
    ) throws(StoreError) -> (entity: EntityDescription, relationship: RelationshipDescription)? {
        let sides = [owner] + (other.map { [$0] } ?? [])
        // An explicit mapping on either side decides; then a name both versions share.
        for explicitOnly in [true, false] {
            for (index, side) in sides.enumerated() {
                let name = side.relationship.name
                let sourceName: String
                if let mapping = side.plan.relationshipMappings[name] {
                    guard let mapped = mapping.source else { return nil }
                    sourceName = mapped
                } else if explicitOnly {
                    continue
                } else {
                    sourceName = name
                }
                guard let sourceEntity = side.plan.source, let found = sourceEntity.relationship(named: sourceName)
                else {
                    if explicitOnly {
                        throw invalid(
                            "\(side.plan.destination.name).\(name) is mapped from \(Quoting.quoted(sourceName)), which is not a relationship of \(side.plan.source?.name ?? side.plan.destination.name) in version \(sourceVersion)"
                        )
                    }
                    continue
                }
                let resolved = try manyToMany(found, of: sourceEntity, keptBy: side)
                if index == 0 { return (sourceEntity, resolved) }
                // Kept from the inverse's side: the owner keeps the source inverse's links.
                guard let inverse = mapping.source.inverse(of: resolved),
                    let inverseEntity = mapping.source.entity(named: resolved.destination)
                else {
                    throw invalid(
                        "\(side.plan.destination.name).\(name) keeps \(sourceEntity.name).\(resolved.name), which has no inverse"
                    )
                }
                return (inverseEntity, inverse)
            }
        }
        return nil
    }

    /// The source relationship, checked to be many-to-many and to lead to the objects that
    /// become the destination relationship's.
    private func manyToMany(
        _ previous: RelationshipDescription,
        of sourceEntity: EntityDescription,
        keptBy side: (plan: EntityPlan, relationship: RelationshipDescription)
    ) throws(StoreError) -> RelationshipDescription {
        let name = "\(side.plan.destination.name).\(side.relationship.name)"
        let from = "\(sourceEntity.name).\(previous.name)"
        let inverse = mapping.source.inverse(of: previous)
        guard previous.isToMany, inverse?.isToMany ?? true else {
            throw invalid(
                "\(name) is many-to-many but \(from) was not: keep no links with .empty(\"\(side.relationship.name)\")"
            )
        }
        guard maps(previous.destination, to: side.relationship.destination) else {
            throw invalid(
                "\(name) leads to \(side.relationship.destination) but \(from) led to \(previous.destination), whose objects do not become \(side.relationship.destination) objects"
            )
        }
        return previous
    }
}
