// MARK: - A SUBQUERY checked against the model

/// A `SUBQUERY(collection, $x, predicate)` with its collection resolved to one to-many
/// relationship, its predicate shaped in a scope where `$x` stands for a member, and its
/// collection operator checked. SQL makes it a correlated aggregate subquery, memory filters
/// the members; both start from here.
struct ResolvedSubquery {
    /// The key path to the members: to-one steps, then the one to-many relationship, last.
    let collection: ResolvedKeyPath
    let variable: String
    /// What a member must satisfy, with `$variable` bound to the member.
    let predicate: ShapedPredicate
    let collectionOperator: CollectionOperator
    /// What `@sum`, `@min`, `@max` and `@avg` read from each member kept, from the member.
    let operand: ResolvedKeyPath?
    /// The subquery as messages show it, its predicate elided.
    let text: String

    /// The kind of value it yields, for type checks.
    var valueType: AttributeType? {
        switch collectionOperator {
        case .count: return .integer
        case .avg: return .double
        case .sum, .min, .max:
            if case .attribute(let attribute, _)? = operand?.terminal { return attribute.type }
            return nil
        }
    }

    /// Checks `subquery` in `scope`. With its `source`: the collection and the variable have
    /// their own columns, the collection operator and the keys after it theirs (`steps`), and
    /// the predicate's comparisons theirs (`comparisons`).
    init(
        _ subquery: PredicateSubquery,
        resolver: KeyPathResolver,
        scope: PredicateScope,
        source: ExpressionSource?
    ) throws(PredicateError) {
        let collectionSource = source?.item(0)
        let placed = try ComparisonShape.OperandResolver(resolver: resolver, scope: scope)
            .operand(subquery.collection, source: collectionSource, side: .leftSide)
        collection = try Self.collection(placed.operand, column: placed.column)
        guard let member = collection.steps.last?.destination else {
            throw PredicateError(.subqueryNeedsToMany, column: placed.column)
        }
        variable = subquery.variable
        if scope.entity(ofVariable: variable) != nil {
            throw PredicateError(.subqueryVariableTaken, "\(variable)", column: source?.item(1).column)
        }
        predicate = try PredicateShaper(resolver: resolver).shape(
            subquery.predicate,
            scope: scope.adding(variable, for: member),
            sources: source?.comparisons ?? []
        )
        let elided = "SUBQUERY(\(collection.text), $\(variable), …)"
        guard let op = subquery.collectionOperator else {
            throw PredicateError(.subqueryIsCollection, "\(elided)", "\(member.name)", column: source?.column)
        }
        collectionOperator = op
        text = ([elided, op.rawValue] + subquery.operand).joined(separator: ".")
        operand = try Self.operand(
            subquery.operand,
            of: op,
            member: member,
            elided: elided,
            resolver: resolver,
            source: source
        )
    }

    /// The collection must reach one to-many relationship and end there.
    private static func collection(
        _ operand: ComparisonShape.Operand,
        column: Int?
    ) throws(PredicateError) -> ResolvedKeyPath {
        guard case .path(let path) = operand, path.collectionOperator == nil,
            path.steps.last?.relationship.isToMany == true
        else {
            throw PredicateError(.subqueryNeedsToManyNotOne, ComparisonShape.describe(operand), column: column)
        }
        guard path.steps.dropLast().allSatisfy({ !$0.relationship.isToMany }) else {
            throw PredicateError(.subqueryCrossesOne, "\(path.text)", column: column)
        }
        return path
    }

    /// The attribute `@sum`, `@min`, `@max` or `@avg` reads from each member; none for `@count`.
    private static func operand(
        _ keys: [String],
        of op: CollectionOperator,
        member: EntityDescription,
        elided: String,
        resolver: KeyPathResolver,
        source: ExpressionSource?
    ) throws(PredicateError) -> ResolvedKeyPath? {
        // Steps as written after the subquery: the operator, then its keys.
        let operatorColumn = source.map { $0.column(ofStep: 0) }
        if op == .count {
            guard keys.isEmpty else {
                throw PredicateError(
                    .countTakesNoKey,
                    "\(elided).@count.\(keys.joined(separator: "."))",
                    column: source.map { $0.column(ofStep: 1) }
                )
            }
            return nil
        }
        guard !keys.isEmpty else {
            throw PredicateError(
                .subqueryOperatorNeedsKey,
                "\(op.rawValue)",
                "\(member.name)",
                "\(elided).\(op.rawValue).KEY",
                column: operatorColumn
            )
        }
        let keySource = source.map { ExpressionSource(column: $0.column, steps: Array($0.steps.dropFirst())) }
        let path = try resolver.resolve(ModelKeyPath(keys), from: member, source: keySource)
        let last = keySource.map { $0.column(ofStep: keys.count - 1) }
        guard case .attribute(let attribute, let owner) = path.terminal, path.collectionOperator == nil else {
            throw PredicateError(
                .subqueryOperatorNeedsAttribute,
                "\(op.rawValue)",
                "\(elided).\(op.rawValue).\(path.text)",
                column: last
            )
        }
        guard !path.crossesToMany else {
            throw PredicateError(.subqueryOperatorOneValue, "\(op.rawValue)", "\(path.text)", column: last)
        }
        guard attribute.type == .integer || attribute.type == .double || op == .min || op == .max else {
            throw PredicateError(
                .subqueryOperatorNeedsNumbers,
                "\(op.rawValue)",
                "\(owner.name).\(attribute.name)",
                .problem(.init(attribute.type.nounMessage)),
                column: last
            )
        }
        return path
    }
}
