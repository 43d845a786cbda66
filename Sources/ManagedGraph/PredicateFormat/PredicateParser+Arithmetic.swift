// MARK: - Arithmetic expressions

extension PredicateParser {
    /// One side of a comparison, or an item of a list: operands joined by `+ - * / **`, read
    /// with `ArithmeticOperator`'s precedence, each level from left to right. `expecting` and
    /// `after` word the error when no operand is there.
    ///
    /// Every operator counts as one level of nesting (a chain of them makes a tree as deep as
    /// it is long), so `PredicateFormatText.maximumDepth` bounds how deep evaluation recurses.
    mutating func expression(
        expecting: PredicateProblem.Message,
        after: String? = nil
    ) throws(PredicateError)
        -> (ValueExpression, ExpressionSource)
    {
        try binary(level: 1, expecting: expecting, after: after)
    }

    /// Operators of `level` and tighter; level 4 is a unary expression.
    private mutating func binary(
        level: Int,
        expecting: PredicateProblem.Message,
        after: String?
    ) throws(PredicateError)
        -> (ValueExpression, ExpressionSource)
    {
        guard level <= 3 else { return try unary(expecting: expecting, after: after) }
        var (left, leftSource) = try binary(level: level + 1, expecting: expecting, after: after)
        var nested = 0
        defer { depth -= nested }
        while let op = arithmeticOperator(), op.precedence == level {
            try enterNesting()
            nested += 1
            advance()
            let (right, rightSource) = try binary(level: level + 1, expecting: .aValue, after: nil)
            left = .arithmetic(op, left, right)
            leftSource = ExpressionSource(column: leftSource.column, items: [leftSource, rightSource])
        }
        return (left, leftSource)
    }

    /// `-operand`, or a primary expression. A minus right before a number is that number's
    /// sign (`-5` is the literal -5, and `-9223372036854775808` fits), as in NSPredicate.
    private mutating func unary(
        expecting: PredicateProblem.Message,
        after: String?
    ) throws(PredicateError)
        -> (ValueExpression, ExpressionSource)
    {
        guard current.kind == .symbol(.minus) else { return try primaryExpression(expecting: expecting, after: after) }
        let minus = current
        if case .number(let digits, let isDecimal) = peek().kind {
            advance()
            advance()
            let value = try number(digits, isDecimal: isDecimal, negative: true, column: minus.column)
            return (.value(value), ExpressionSource(column: minus.column))
        }
        try enterNesting()
        defer { depth -= 1 }
        advance()
        let (operand, source) = try unary(expecting: .aNumber, after: nil)
        return (.negated(operand), ExpressionSource(column: minus.column, items: [source]))
    }

    /// The arithmetic operator at the current token, if it is one.
    private func arithmeticOperator() -> ArithmeticOperator? {
        switch current.kind {
        case .symbol(.plus): return .add
        case .symbol(.minus): return .subtract
        case .symbol(.star): return .multiply
        case .symbol(.slash): return .divide
        case .symbol(.power): return .power
        default: return nil
        }
    }

    /// `( expression )` as an operand: `(level + 1) * 2`.
    mutating func parenthesizedExpression() throws(PredicateError) -> (ValueExpression, ExpressionSource) {
        let open = current
        try enterNesting()
        advance()
        let inner = try expression(expecting: .aValue)
        switch current.kind {
        case .symbol(.closeParenthesis): advance()
        case .end:
            throw PredicateError(.unclosedParenthesis, column: open.column)
        default: throw expected(.closeParenthesis)
        }
        depth -= 1
        return inner
    }
}
