import TextRules

// MARK: - Fetch request templates

/// Named fetch requests kept in the model, as Core Data's model editor keeps them: written once
/// with `$NAME` variables where values go, and asked for by name with the values.
///
/// ```swift
/// var model = ManagedObjectModel(version: 1, entities: entities)
/// try model.setFetchRequestTemplate(
///     FetchRequest(
///         entityName: "Car",
///         predicate: try ObjectPredicate(format: "owner.name == $OWNER AND year >= $SINCE"),
///         sortDescriptors: [FetchSortDescriptor("plate")]
///     ),
///     forName: "carsOfOwner"
/// )
/// let request = try model.fetchRequest(fromTemplate: "carsOfOwner", substitutionVariables: ["OWNER": "Ada", "SINCE": 2020])
/// ```
extension ManagedObjectModel {
    /// Adds (or replaces) the template called `name`, after checking it against the model: its
    /// entity, every key path of its predicate, sort descriptors, properties to fetch and
    /// prefetching, and the types of every comparison that has no variable. What a variable
    /// stands for is checked when it has a value (`fetchRequest(fromTemplate:substitutionVariables:)`).
    public mutating func setFetchRequestTemplate(_ request: FetchRequest, forName name: String) throws(ModelError) {
        guard !name.isEmpty else { throw ModelError("a fetch request template needs a name") }
        do throws(PredicateError) {
            try FetchRequestCheck(model: self).check(request)
        } catch {
            throw ModelError("fetch request template \(Quoting.quoted(name)): \(error.message)")
        }
        fetchRequestTemplatesByName[name] = request
    }

    /// The template called `name` as it was stored, variables and all; nil when there is none.
    public func fetchRequestTemplate(forName name: String) -> FetchRequest? {
        fetchRequestTemplatesByName[name]
    }

    /// A fetch request made from the template called `name`, each `$NAME` of its predicate
    /// replaced by its value in `variables` (Core Data's
    /// `fetchRequestFromTemplate(withName:substitutionVariables:)`). An unknown template, a
    /// variable without a value or a value that does not fit its key path is refused in one line;
    /// values the template does not use are ignored, so one dictionary can serve several.
    public func fetchRequest(
        fromTemplate name: String,
        substitutionVariables variables: [String: PredicateArgument] = [:]
    ) throws(ModelError) -> FetchRequest {
        guard var request = fetchRequestTemplatesByName[name] else {
            let names = fetchRequestTemplatesByName.keys.sorted()
            let hint: String
            if let nearest = Suggestion.nearest(to: name, among: names) {
                hint = "; did you mean \(Quoting.quoted(nearest))?"
            } else {
                hint =
                    names.isEmpty
                    ? "; it has none" : "; it has " + names.map(Quoting.quoted).joined(separator: ", ")
            }
            throw ModelError("the model has no fetch request template \(Quoting.quoted(name))\(hint)")
        }
        guard let predicate = request.predicate else { return request }
        do throws(PredicateError) {
            let substituted = try predicate.substituting(variables)
            // The entity was checked when the template was added.
            request.predicate = try substituted.validated(for: entity(named: request.entityName)!, in: self)
        } catch {
            throw ModelError("fetch request template \(Quoting.quoted(name)): \(error.message)")
        }
        return request
    }
}

// MARK: - Checking a template against the model

/// What a template's parts (or a fetched property's) must be for a fetch to run them once its
/// variables have values.
struct FetchRequestCheck {
    let model: ManagedObjectModel

    func check(_ request: FetchRequest) throws(PredicateError) {
        guard let entity = model.entity(named: request.entityName) else {
            throw PredicateError(.noEntity, "\(Quoting.quoted(request.entityName))")
        }
        let resolver = KeyPathResolver(model: model)
        if let predicate = request.predicate {
            try check(predicate, entity: entity, resolver: resolver)
        }
        // Sorting and dictionaries read one value per object: the store's rules for them.
        let compiler = PredicateSQLCompiler(schema: StoreSchema(model: model))
        for key in request.sortDescriptors.map(\.keyPath) + request.propertiesToFetch {
            _ = try compiler.scalar(ModelKeyPath(key), entity: entity, alias: FetchStatement.alias)
        }
        for keyPath in request.relationshipKeyPathsForPrefetching {
            try checkPrefetch(keyPath, from: entity)
        }
    }

    private func check(
        _ predicate: ObjectPredicate,
        entity: EntityDescription,
        resolver: KeyPathResolver
    ) throws(PredicateError) {
        switch predicate {
        case .constant: break
        case .and(let operands), .or(let operands):
            for operand in operands { try check(operand, entity: entity, resolver: resolver) }
        case .not(let inner): try check(inner, entity: entity, resolver: resolver)
        case .comparison(let comparison):
            // Without variables the comparison is whole: shaped as a fetch shapes it, types and
            // all. With them, its key paths are what can be checked now.
            guard ObjectPredicate.comparison(comparison).variableNames.isEmpty else {
                try check(comparison.left, entity: entity, resolver: resolver)
                try check(comparison.right, entity: entity, resolver: resolver)
                return
            }
            _ = try ComparisonShape(comparison, resolver: resolver, scope: PredicateScope(entity: entity))
        }
    }

    /// The key paths of an expression that start from the fetched object. (A SUBQUERY's are
    /// checked with the rest of it, once its comparison has its values.)
    private func check(
        _ expression: ValueExpression,
        entity: EntityDescription,
        resolver: KeyPathResolver
    ) throws(PredicateError) {
        switch expression {
        case .keyPath(let path): _ = try resolver.resolve(path, from: entity)
        case .aggregate(let items):
            for item in items { try check(item, entity: entity, resolver: resolver) }
        case .arithmetic(_, let left, let right):
            try check(left, entity: entity, resolver: resolver)
            try check(right, entity: entity, resolver: resolver)
        case .negated(let operand): try check(operand, entity: entity, resolver: resolver)
        case .value, .object, .evaluatedObject, .variable, .variableKeyPath, .subquery: break
        }
    }

    /// A prefetching key path: relationships only, each found on the entity the one before it
    /// leads to.
    private func checkPrefetch(_ keyPath: String, from entity: EntityDescription) throws(PredicateError) {
        var current = entity
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let relationship = current.relationship(named: key),
                let destination = model.entity(named: relationship.destination)
            else {
                throw PredicateError(.noRelationshipToPrefetch, "\(current.name)", "\(Quoting.quoted(key))")
            }
            current = destination
        }
    }
}
