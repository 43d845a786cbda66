// MARK: - What names a predicate's key paths start from

/// Where a comparison stands: the entity being fetched, and the SUBQUERY variables in scope,
/// outermost first, each with the entity of the members it stands for.
///
/// Key paths start from the evaluated object, inside a SUBQUERY too, or from a variable
/// (`$c.plate`), the SUBQUERY's own or an enclosing one's. That is how Foundation evaluates a
/// subquery: its predicate is evaluated against the object being evaluated, the variable bound
/// to one member after another. So in a fetch of cars, `SUBQUERY(owner.cars, $c, $c != SELF)`
/// holds the other cars of the same owner; SQL gets the same from a correlated subquery.
struct PredicateScope {
    let entity: EntityDescription
    private(set) var variables: [(name: String, entity: EntityDescription)] = []

    init(entity: EntityDescription) {
        self.entity = entity
    }

    /// The innermost variable, as messages suggest it.
    var innermost: String? { variables.last?.name }

    /// The entity of the members `$name` stands for; nil when no enclosing SUBQUERY names it.
    func entity(ofVariable name: String) -> EntityDescription? {
        variables.last { $0.name == name }?.entity
    }

    /// The scope inside `SUBQUERY(…, $name, …)` over members of `entity`.
    func adding(_ name: String, for entity: EntityDescription) -> PredicateScope {
        var scope = self
        scope.variables.append((name, entity))
        return scope
    }
}
