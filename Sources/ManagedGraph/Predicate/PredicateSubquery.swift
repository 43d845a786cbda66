// MARK: - SUBQUERY

/// `SUBQUERY(collection, $x, predicate)` and the collection operator after it: the members of a
/// to-many relationship that satisfy a predicate, counted (`.@count`) or aggregated
/// (`.@sum.age`), as Core Data's subquery expression under a key path expression.
///
/// ```
/// SUBQUERY(cars, $c, $c.plate BEGINSWITH "AB").@count > 0
/// SUBQUERY(clubs, $c, SUBQUERY($c.members, $m, $m.age < 18).@count > 0).@count >= 1
/// ```
///
/// Inside the predicate, a key path from the variable (`$c.plate`) reads the member; any other
/// key path reads the object being evaluated, as Foundation evaluates a subquery.
public struct PredicateSubquery: Hashable, Sendable {
    /// The to-many relationship whose members are filtered: a key path from the evaluated
    /// object (`owner.cars`) or, in a nested subquery, from an enclosing one's variable
    /// (`$c.members`).
    public var collection: ValueExpression
    /// The variable's name, without `$`: it stands for one member at a time.
    public var variable: String
    /// What a member must satisfy to be kept.
    public var predicate: ObjectPredicate
    /// `@count`, `@sum`, … applied to the members kept; nil for a bare `SUBQUERY(…)`, which
    /// reads but cannot be compared (a collection is not a value).
    public var collectionOperator: CollectionOperator?
    /// The keys after a value collection operator: `["age"]` in `SUBQUERY(…).@sum.age`.
    public var operand: [String]

    /// `SUBQUERY(collection, $variable, predicate)`, counted unless told otherwise.
    public init(
        _ collection: ValueExpression,
        variable: String,
        _ predicate: ObjectPredicate,
        collectionOperator: CollectionOperator? = .count,
        operand: [String] = []
    ) {
        self.collection = collection
        self.variable = variable
        self.predicate = predicate
        self.collectionOperator = collectionOperator
        self.operand = operand
    }
}
