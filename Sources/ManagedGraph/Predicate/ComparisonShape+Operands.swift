// MARK: - Resolving the expressions on each side of a comparison

extension ComparisonShape {
    /// Turns a side's expression into an operand: key paths resolved from where they start
    /// (the evaluated object, even inside a SUBQUERY, or a SUBQUERY's variable), arithmetic
    /// checked to work on numbers, subqueries resolved with their own scope. Errors point at
    /// the part at fault.
    struct OperandResolver {
        let resolver: KeyPathResolver
        let scope: PredicateScope

        func operand(
            _ expression: ValueExpression,
            source: ExpressionSource?,
            side: PredicateProblem.Message
        ) throws(PredicateError) -> Placed {
            switch expression {
            case .value(let value): return Placed(.constant(value), at: source)
            case .object(let id):
                let root = resolver.model.entity(named: id.entityName)?.rootName ?? id.entityName
                return Placed(.object(key: id.primaryKey, entity: id.entityName, root: root), at: source)
            case .keyPath(let path):
                return Placed(.path(try resolver.resolve(path, from: scope.entity, source: source)), at: source)
            case .evaluatedObject:
                let path = ResolvedKeyPath(
                    steps: [],
                    terminal: .object(scope.entity),
                    collectionOperator: nil,
                    text: "SELF"
                )
                return Placed(.path(path), at: source)
            case .variable(let name):
                guard let entity = scope.entity(ofVariable: name) else {
                    throw PredicateError(.variableWithoutValue, "\(name)", column: source?.column)
                }
                let path = ResolvedKeyPath(
                    steps: [],
                    terminal: .object(entity),
                    collectionOperator: nil,
                    text: "$" + name,
                    variable: name
                )
                return Placed(.path(path), at: source)
            case .variableKeyPath(let name, let path):
                guard let entity = scope.entity(ofVariable: name) else {
                    throw unboundVariable(name, source: source)
                }
                return Placed(
                    .path(try resolver.resolve(path, from: entity, variable: name, source: source)),
                    at: source
                )
            case .aggregate:
                throw PredicateError(.listOnlyOnTheRight, .problem(.init(side)), column: source?.column)
            case .arithmetic(let op, let left, let right):
                let a = try number(left, source: source?.item(0), for: op.rawValue, side: side)
                let b = try number(right, source: source?.item(1), for: op.rawValue, side: side)
                return Placed(.arithmetic(op, a, b, text: PredicatePrinter.format(expression)), at: source)
            case .negated(let inner):
                let a = try number(inner, source: source?.item(0), for: "-", side: side)
                return Placed(.negated(a, text: PredicatePrinter.format(expression)), at: source)
            case .subquery(let subquery):
                let resolved = try ResolvedSubquery(subquery, resolver: resolver, scope: scope, source: source)
                return Placed(.subquery(resolved), at: source)
            }
        }

        /// An operand of arithmetic: one number (or nil) per object evaluated.
        private func number(
            _ expression: ValueExpression,
            source: ExpressionSource?,
            for op: String,
            side: PredicateProblem.Message
        ) throws(PredicateError) -> Operand {
            let placed = try operand(expression, source: source, side: side)
            let kind = ComparisonShape.kind(placed.operand)
            guard kind == .number || kind == .unknown else {
                throw PredicateError(
                    .arithmeticNeedsNumbers,
                    ComparisonShape.describe(placed.operand),
                    kind.noun,
                    "\(op)",
                    column: placed.column
                )
            }
            if case .path(let path) = placed.operand, path.crossesToMany, path.collectionOperator == nil {
                throw PredicateError(.arithmeticNeedsOneNumber, "\(path.text)", "\(op)", column: placed.column)
            }
            return placed.operand
        }

        /// `$name.key` where no enclosing SUBQUERY names `$name`.
        private func unboundVariable(_ name: String, source: ExpressionSource?) -> PredicateError {
            guard let innermost = scope.innermost else {
                return PredicateError(.notASubqueryVariable, "\(name)", column: source?.column)
            }
            return PredicateError(.notTheEnclosingVariable, "\(name)", "\(innermost)", column: source?.column)
        }
    }
}
