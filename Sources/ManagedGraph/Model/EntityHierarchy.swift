import TextRules

// MARK: - Entity inheritance, resolved when a model is made

/// Works out what each entity of a model inherits: a sub-entity's attributes, relationships
/// and fetched properties are its parent's followed by its own, its class is its parent's
/// unless it names one, and every entity of a hierarchy learns its root (whose table they all
/// share), its sub-entities and the entities a fetch of it returns.
///
/// A model whose inheritance cannot be worked out is still made, each entity that cannot
/// inherit standing alone, and the first problem is kept: a store refuses the model with it,
/// in one line (`ManagedObjectModel.checkInheritance()`), as Core Data refuses an inconsistent
/// model when a store is added.
struct EntityHierarchy {
    /// The entities, resolved, in the order given.
    let entities: [EntityDescription]
    /// What is wrong with the model's inheritance, each on one line, in model order.
    let problems: [String]

    init(_ given: [EntityDescription]) {
        // A model without inheritance keeps its entities as they are (the same objects).
        guard given.contains(where: { $0.parentName != nil || $0.sharesTable || $0.hasSubentities }) else {
            entities = given
            problems = []
            return
        }
        var resolver = Resolver(given)
        entities = resolver.resolveAll()
        problems = resolver.problems
    }
}

// MARK: - Resolving

private struct Resolver {
    let given: [EntityDescription]
    /// The first entity of each name.
    let byName: [String: EntityDescription]
    var problems: [String] = []
    /// Each entity's resolution, once made.
    private var resolved: [String: EntityDescription.Resolution] = [:]
    /// The parent each entity inherits from, once it is known to exist and not to lead round a
    /// cycle; entities missing here stand alone.
    private var parents: [String: String] = [:]

    init(_ given: [EntityDescription]) {
        self.given = given
        var byName: [String: EntityDescription] = [:]
        for entity in given where byName[entity.name] == nil { byName[entity.name] = entity }
        self.byName = byName
    }

    mutating func resolveAll() -> [EntityDescription] {
        findParents()
        for entity in given { _ = resolution(of: entity) }
        addSubentities()
        checkSharedColumns()
        return given.map { entity in
            EntityDescription(
                name: entity.name,
                isAbstract: entity.isAbstract,
                parentName: entity.parentName,
                declared: entity.declared,
                resolved: resolved[entity.name]!
            )
        }
    }

    /// Each entity's parent, when it names one that is in the model and no cycle runs through it.
    private mutating func findParents() {
        for entity in given {
            guard let parent = entity.parentName else { continue }
            guard byName[parent] != nil else {
                let hint = Suggestion.nearest(to: parent, among: given.map(\.name)).map { "; did you mean \"\($0)\"?" }
                problems.append(
                    "\(entity.name)'s parent entity \(Quoting.quoted(parent)) is not in the model\(hint ?? "")"
                )
                continue
            }
            parents[entity.name] = parent
        }
        var reported = Set<String>()
        for entity in given {
            var path = [entity.name]
            var current = entity.name
            while let parent = parents[current] {
                if let start = path.firstIndex(of: parent) {
                    let cycle = Array(path[start...]) + [parent]
                    if reported.isDisjoint(with: cycle) {
                        problems.append(
                            "\(cycle.joined(separator: " → ")) inherit in a cycle: an entity cannot be its own ancestor"
                        )
                    }
                    reported.formUnion(cycle)
                    break
                }
                path.append(parent)
                current = parent
            }
        }
        for name in reported { parents[name] = nil }
    }

    /// The resolution of `entity`, its ancestors' made first.
    private mutating func resolution(of entity: EntityDescription) -> EntityDescription.Resolution {
        if let done = resolved[entity.name] { return done }
        var resolution = EntityDescription.Resolution(
            root: entity.name,
            isAbstract: entity.isAbstract,
            declared: entity.declared
        )
        if let parentName = parents[entity.name], let parent = byName[parentName] {
            let inherited = self.resolution(of: parent)
            resolution = inheriting(entity, from: parent, inherited)
        }
        resolved[entity.name] = resolution
        return resolution
    }

    /// `entity`'s properties after its parent's; a property it declares again is reported and
    /// left out (Core Data does not let a sub-entity redeclare an inherited property either).
    private mutating func inheriting(
        _ entity: EntityDescription,
        from parent: EntityDescription,
        _ inherited: EntityDescription.Resolution
    ) -> EntityDescription.Resolution {
        let declared = entity.declared
        let taken = Set(
            inherited.attributes.map(\.name) + inherited.relationships.map(\.name)
                + inherited.fetchedProperties.map(\.name)
        )
        var redefined: [String] = []
        func keep(_ name: String) -> Bool {
            guard taken.contains(name) else { return true }
            redefined.append(name)
            return false
        }
        var resolution = inherited
        resolution.attributes += declared.attributes.filter { keep($0.name) }
        resolution.relationships += declared.relationships.filter { keep($0.name) }
        resolution.fetchedProperties += declared.fetchedProperties.filter { keep($0.name) }
        for name in redefined {
            let owner = inherited.inheritedFrom[name] ?? parent.name
            problems.append(
                "\(entity.name) declares \(Quoting.quoted(name)), which it inherits from \(owner): "
                    + "a sub-entity can add properties, not declare inherited ones again"
            )
        }
        for name in parent.declared.attributes.map(\.name) + parent.declared.relationships.map(\.name)
            + parent.declared.fetchedProperties.map(\.name)
        where resolution.inheritedFrom[name] == nil {
            resolution.inheritedFrom[name] = parent.name
        }
        resolution.managedClass = declared.managedClass ?? inherited.managedClass
        resolution.lineage = [entity.name] + inherited.lineage
        resolution.rootName = inherited.rootName
        resolution.concreteKinds = entity.isAbstract ? [] : [entity.name]
        resolution.subentityNames = []
        resolution.sharesTable = false
        return resolution
    }

    /// Each entity's sub-entities and the entities a fetch of it returns; whether its table is shared.
    private mutating func addSubentities() {
        for entity in given where resolved[entity.name] != nil {
            let lineage = resolved[entity.name]!.lineage
            for ancestor in lineage.dropFirst() {
                if !entity.isAbstract { resolved[ancestor]!.concreteKinds.append(entity.name) }
                resolved[ancestor]!.sharesTable = true
                resolved[entity.name]!.sharesTable = true
            }
            if let parent = lineage.dropFirst().first { resolved[parent]!.subentityNames.append(entity.name) }
        }
    }

    /// One table per hierarchy, one column per name: two entities of a hierarchy that declare
    /// the same stored attribute or to-one relationship, neither inheriting it from the other,
    /// would write one column. Core Data would name two columns; here a column is named after
    /// its property, so the model is refused instead, naming both.
    private mutating func checkSharedColumns() {
        var owners: [String: [String: String]] = [:]
        for entity in given where resolved[entity.name]!.sharesTable {
            let resolution = resolved[entity.name]!
            let columns =
                entity.declared.attributes.filter { !$0.isTransient }.map(\.name)
                + entity.declared.relationships.filter { !$0.isToMany }.map(\.name)
            let root = resolution.rootName
            // A property declared again is reported as such, not as a second column.
            for column in columns where resolution.inheritedFrom[column] == nil {
                if let other = owners[root]?[column], other != entity.name {
                    problems.append(
                        "\(other).\(column) and \(entity.name).\(column) would be one column of \(root)'s table: "
                            + "rename one, or declare it once on an entity both inherit from"
                    )
                } else {
                    owners[root, default: [:]][column] = entity.name
                }
            }
        }
    }
}
