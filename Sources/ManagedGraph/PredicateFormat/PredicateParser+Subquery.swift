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
            expecting: "a to-many key path",
            after: "'SUBQUERY('"
        )
        switch collection {
        case .keyPath, .variableKeyPath: break
        default:
            throw PredicateError(
                "SUBQUERY needs a to-many key path first, as in SUBQUERY(items, $x, $x.price > 5)",
                column: collectionToken.column
            )
        }
        try expectComma()
        guard case .variable(let variable) = current.kind else { throw expected("a variable such as $x") }
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
            throw PredicateError("unbalanced parenthesis: this '(' is never closed", column: open.column)
        default: throw expected("AND, OR or ')'")
        }
        depth -= 1

        var subquery = PredicateSubquery(collection, variable: variable, predicate, collectionOperator: nil)
        var steps: [Int] = []
        if current.kind == .symbol(.dot) {
            advance()
            if case .invalid(let error) = current.kind { throw error }
            guard case .collectionOperator(let op) = current.kind else {
                throw PredicateError(
                    "only a collection operator can follow SUBQUERY(…): @count, @sum, @min, @max or @avg",
                    column: current.column
                )
            }
            subquery.collectionOperator = op
            steps.append(current.column)
            advance()
            while current.kind == .symbol(.dot) {
                advance()
                switch current.kind {
                case .word(let name), .escapedKey(let name): subquery.operand.append(name)
                case .collectionOperator(let second):
                    throw PredicateError(
                        "a key path takes one collection operator; this '\(second.rawValue)' is a second one",
                        column: current.column
                    )
                default: throw expected("a key")
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
        guard current.kind == .symbol(.comma) else { throw expected("','") }
        advance()
    }
}
