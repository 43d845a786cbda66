import TextRules

// MARK: - A mapping model checked against its models

/// A mapping model resolved destination entity by destination entity, with every name it uses
/// checked against the two models first: a mistake in it is found when the store opens, before
/// anything is written, in one line naming the entity and the property.
struct MappingPlan: Sendable {
    let mapping: MappingModel
    /// One per destination entity, in the destination model's order.
    let entities: [EntityPlan]
    /// One per many-to-many relationship of the destination, by its owning side.
    let links: [LinkPlan]

    var sourceVersion: Int { mapping.source.version }
    var destinationVersion: Int { mapping.destination.version }

    init(_ mapping: MappingModel) throws(StoreError) {
        self.mapping = mapping
        let check = MappingCheck(mapping: mapping)
        guard mapping.source.version != mapping.destination.version else {
            throw check.invalid("both models are version \(mapping.source.version)")
        }
        let explicit = try check.explicitMappings()
        var entities: [EntityPlan] = []
        for destination in mapping.destination.entities {
            let entityMapping = explicit[destination.name]
            let source = mapping.source.entity(named: entityMapping?.sourceEntity ?? destination.name)
            entities.append(
                try EntityPlan(destination: destination, source: source, mapping: entityMapping, check: check)
            )
        }
        self.entities = entities
        try Self.checkTables(entities, check: check)
        links = try LinkPlan.resolve(entities, check: check)
    }

    /// The objects of one destination table — the entities of a hierarchy — must come from one
    /// source table: they keep their keys, and the keys of two tables could be the same.
    /// (Merging tables into a hierarchy would need new keys and every link remapped; a heavy
    /// migration does not do it.)
    private static func checkTables(_ entities: [EntityPlan], check: MappingCheck) throws(StoreError) {
        var sourceTables: [String: (table: String, entity: String)] = [:]
        for entity in entities {
            guard let source = entity.source else { continue }
            let root = entity.destination.rootName
            if let first = sourceTables[root], first.table != source.rootName {
                throw check.invalid(
                    "\(first.entity) and \(entity.destination.name) share \(root)'s table but come from different tables "
                        + "(\(first.table), \(source.rootName)), whose keys could collide; "
                        + "a heavy migration keeps each source table's objects apart"
                )
            }
            sourceTables[root] = (source.rootName, entity.destination.name)
        }
    }

    func entity(named name: String) -> EntityPlan? {
        entities.first { $0.destination.name == name }
    }
}

// MARK: - One destination entity

/// Where each value of a destination entity's objects comes from.
struct EntityPlan: Sendable {
    let destination: EntityDescription
    /// Nil for an entity new in the destination: its table starts empty.
    let source: EntityDescription?
    /// One per destination attribute, in attribute order.
    let attributes: [AttributePlan]
    /// One per destination to-one relationship, in slot order.
    let keys: [KeyPlan]
    let policy: (any EntityMigrationPolicy)?
    /// The sorted orders positions are taken in, each ranked once before the first batch.
    let rankedOrders: [[FetchSortDescriptor]]
    /// The explicit relationship mappings, by destination name, for the many-to-many ones.
    let relationshipMappings: [String: RelationshipMapping]

    /// Whether every value is a source value as it is or a default, and no policy looks at the
    /// objects: then the rows can be copied by SQL alone.
    var copiesOnly: Bool {
        guard policy == nil else { return false }
        for (attribute, plan) in zip(destination.attributes, attributes) {
            switch plan {
            case .fixed: continue
            case .copy(let slot):
                // A value that kept the source's rules keeps the destination's when they are the same.
                let previous = source!.attributes[slot]
                guard previous.validation == attribute.validation, attribute.isOptional || !previous.isOptional else {
                    return false
                }
            default: return false
            }
        }
        return true
    }

    /// Whether the policy may leave objects out, or point to-one keys elsewhere: then the links
    /// to this entity's objects are checked once every object is written.
    var mayChangeKeys: Bool { policy != nil }

    init(
        destination: EntityDescription,
        source: EntityDescription?,
        mapping: EntityMapping?,
        check: MappingCheck
    ) throws(StoreError) {
        self.destination = destination
        self.source = source
        policy = mapping?.policy
        var explicitAttributes: [String: AttributeMapping] = [:]
        for attribute in mapping?.attributes ?? [] {
            guard destination.attribute(named: attribute.destination) != nil else {
                throw check.invalid(
                    "\(destination.name) of version \(check.destinationVersion) has no attribute \(Quoting.quoted(attribute.destination))"
                )
            }
            guard explicitAttributes.updateValue(attribute, forKey: attribute.destination) == nil else {
                throw check.invalid("\(destination.name).\(attribute.destination) is mapped twice")
            }
        }
        var ranked: [[FetchSortDescriptor]] = []
        var attributes: [AttributePlan] = []
        for attribute in destination.attributes {
            let plan = try Self.plan(
                attribute,
                explicit: explicitAttributes[attribute.name],
                source: source,
                in: destination,
                ranked: &ranked,
                check: check
            )
            attributes.append(plan)
        }
        self.attributes = attributes
        rankedOrders = ranked

        var explicitRelationships: [String: RelationshipMapping] = [:]
        for relationship in mapping?.relationships ?? [] {
            guard destination.relationship(named: relationship.destination) != nil else {
                throw check.invalid(
                    "\(destination.name) of version \(check.destinationVersion) has no relationship \(Quoting.quoted(relationship.destination))"
                )
            }
            guard explicitRelationships.updateValue(relationship, forKey: relationship.destination) == nil else {
                throw check.invalid("\(destination.name).\(relationship.destination) is mapped twice")
            }
        }
        relationshipMappings = explicitRelationships
        var keys: [KeyPlan] = []
        for relationship in destination.toOneRelationships {
            keys.append(
                try check.toOneKey(relationship, of: destination, source: source, explicit: explicitRelationships)
            )
        }
        self.keys = keys
        try check.refuseInverseMappings(explicitRelationships, of: destination)
    }

    private static func plan(
        _ attribute: AttributeDescription,
        explicit: AttributeMapping?,
        source: EntityDescription?,
        in destination: EntityDescription,
        ranked: inout [[FetchSortDescriptor]],
        check: MappingCheck
    ) throws(StoreError) -> AttributePlan {
        let name = "\(destination.name).\(attribute.name)"
        guard let explicit else {
            guard let source, let previous = source.attribute(named: attribute.name) else {
                // What a column added by lightweight migration fills existing rows with.
                let builder = SchemaBuilder(schema: StoreSchema(model: check.mapping.destination))
                guard attribute.defaultValue.isNull && !attribute.isOptional else {
                    return .fixed(attribute.defaultValue)
                }
                guard let zero = builder.zeroValue(attribute.type) else {
                    throw check.invalid(
                        "\(name) is new, required and has no default: give it one, or map it with .computed"
                    )
                }
                return .fixed(zero)
            }
            guard previous.type == attribute.type else {
                throw check.invalid(
                    "\(name) changed from \(previous.type) to \(attribute.type): map it with .convert(\(Quoting.quoted(attribute.name)))"
                )
            }
            return .copy(slot: source.valueSlots[attribute.name]!)
        }
        func sourceSlot(_ sourceName: String) throws(StoreError) -> (Int, AttributeDescription) {
            guard let source, let previous = source.attribute(named: sourceName) else {
                throw check.invalid(
                    "\(name) is mapped from \(Quoting.quoted(sourceName)), which is not an attribute of \(source?.name ?? destination.name) in version \(check.sourceVersion)"
                )
            }
            return (source.valueSlots[sourceName]!, previous)
        }
        switch explicit.value {
        case .copy(let sourceName):
            let (slot, previous) = try sourceSlot(sourceName)
            guard previous.type == attribute.type else {
                throw check.invalid(
                    "\(name) is \(attribute.type) but \(source!.name).\(sourceName) is \(previous.type): map it with .convert"
                )
            }
            return .copy(slot: slot)
        case .convert(let sourceName, let conversion):
            let (slot, _) = try sourceSlot(sourceName)
            return .convert(slot: slot, conversion: conversion)
        case .computed(let compute):
            guard source != nil else {
                throw check.invalid("\(name) is computed, but \(destination.name) has no source entity")
            }
            return .computed(compute)
        case .position(let order, let compute):
            guard source != nil else {
                throw check.invalid("\(name) is positioned, but \(destination.name) has no source entity")
            }
            switch order {
            case .creation:
                return .position(rank: nil, compute)
            case .sorted(let descriptors):
                if let index = ranked.firstIndex(of: descriptors) { return .position(rank: index, compute) }
                ranked.append(descriptors)
                return .position(rank: ranked.count - 1, compute)
            }
        }
    }
}

/// Where one destination attribute's value comes from.
enum AttributePlan: Sendable {
    /// The source value in this slot, of the same type.
    case copy(slot: Int)
    /// The source value in this slot, converted (the standard way when no conversion is given).
    case convert(slot: Int, conversion: (@Sendable (StoreValue) throws -> StoreValue)?)
    case computed(@Sendable (MigrationSourceObject) throws -> StoreValue)
    /// From the object's position: by creation order (nil), or in the ranked order at this index.
    case position(rank: Int?, @Sendable (ObjectPosition) throws -> StoreValue)
    /// The same value for every object: the attribute's default (an attribute new in the version).
    case fixed(StoreValue)
}

/// Where one destination to-one relationship's key comes from.
enum KeyPlan: Hashable, Sendable {
    /// The source key in this slot.
    case copy(slot: Int)
    /// None: the relationship starts empty.
    case empty
}
