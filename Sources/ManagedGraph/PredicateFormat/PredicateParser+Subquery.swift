// MARK: - SUBQUERY

extension PredicateParser {
    /// `SUBQUERY(collection, $x, predicate)`, then an optional collection operator and the keys
    /// after it (`.@count`, `.@sum.level`); the current token is `SUBQUERY`, followed by `(`.
    /// The predicate's comparisons are kept with the subquery's source, apart from those of the
    /// predicate around it.
    mutating func subquery() throws(PredicateError) -> (ValueExpression, ExpressionSource) {
        let start = current
        advance()
        let open = current
        try enterNesting()
        advance()
        let collectionToken = current
        let (collection, collectionSource) = try primaryExpression(
            expecting: .aToManyKeyPath,
            after: "'SUBQUERY('"
        )
        switch collection {
        case .keyPath, .variableKeyPath: break
        default:
            throw PredicateError(.subqueryNeedsCollection, column: collectionToken.column)
        }
        try expectComma()
        guard case .variable(let variable) = current.kind else { throw expected(.aVariable) }
        let variableSource = ExpressionSource(column: current.column)
        advance()
        try expectComma()

        let outer = comparisons
        comparisons = []
        let predicate = try orExpression()
        let inner = comparisons
        comparisons = outer
        switch current.kind {
        case .symbol(.closeParenthesis): advance()
        case .end:
            throw PredicateError(.unclosedParenthesis, column: open.column)
        default: throw expected(.andOrOrOrClose)
        }
        depth -= 1

        var subquery = PredicateSubquery(collection, variable: variable, predicate, collectionOperator: nil)
        var steps: [Int] = []
        if current.kind == .symbol(.dot) {
            advance()
            if case .invalid(let error) = current.kind { throw error }
            guard case .collectionOperator(let op) = current.kind else {
                throw PredicateError(.onlyCollectionOperatorAfterSubquery, column: current.column)
            }
            subquery.collectionOperator = op
            steps.append(current.column)
            advance()
            while current.kind == .symbol(.dot) {
                advance()
                switch current.kind {
                case .word(let name), .escapedKey(let name): subquery.operand.append(name)
                case .collectionOperator(let second):
                    throw PredicateError(.secondCollectionOperator, "\(second.rawValue)", column: current.column)
                default: throw expected(.aKey)
                }
                steps.append(current.column)
                advance()
            }
        }
        let source = ExpressionSource(
            column: start.column,
            items: [collectionSource, variableSource],
            steps: steps,
            comparisons: inner
        )
        return (.subquery(subquery), source)
    }

    private mutating func expectComma() throws(PredicateError) {
        guard current.kind == .symbol(.comma) else { throw expected(.comma) }
        advance()
    }
}
