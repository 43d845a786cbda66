// MARK: - Substituting $NAME variables

extension ObjectPredicate {
    /// The predicate with every `$NAME` replaced by its value in `variables` (Core Data's
    /// `withSubstitutionVariables`). A value may be a constant, an object, a list or a key path.
    /// A variable the dictionary lacks is an error; entries the predicate does not use are ignored,
    /// so one dictionary can serve several templates. A SUBQUERY's own variable is not one to
    /// substitute: inside the SUBQUERY it stands for each member in turn, and stays.
    public func substituting(_ variables: [String: PredicateArgument]) throws(PredicateError) -> ObjectPredicate {
        try VariableSubstitution(variables: variables, bound: []).predicate(self)
    }

    /// The names of the `$NAME` variables the predicate uses (SUBQUERY variables aside).
    public var variableNames: Set<String> { variableNames(bound: []) }

    fileprivate func variableNames(bound: Set<String>) -> Set<String> {
        switch self {
        case .constant: return []
        case .and(let operands), .or(let operands):
            return operands.reduce(into: []) { $0.formUnion($1.variableNames(bound: bound)) }
        case .not(let inner): return inner.variableNames(bound: bound)
        case .comparison(let comparison):
            return comparison.left.variableNames(bound: bound).union(comparison.right.variableNames(bound: bound))
        }
    }
}

extension ValueExpression {
    fileprivate func variableNames(bound: Set<String>) -> Set<String> {
        switch self {
        case .variable(let name): return bound.contains(name) ? [] : [name]
        case .aggregate(let items): return items.reduce(into: []) { $0.formUnion($1.variableNames(bound: bound)) }
        case .arithmetic(_, let left, let right):
            return left.variableNames(bound: bound).union(right.variableNames(bound: bound))
        case .negated(let inner): return inner.variableNames(bound: bound)
        case .subquery(let subquery):
            return subquery.collection.variableNames(bound: bound)
                .union(subquery.predicate.variableNames(bound: bound.union([subquery.variable])))
        // `$NAME.key` is never substituted (see `VariableSubstitution`).
        case .value, .object, .keyPath, .evaluatedObject, .variableKeyPath: return []
        }
    }
}

private struct VariableSubstitution {
    let variables: [String: PredicateArgument]
    /// The SUBQUERY variables around the part being substituted.
    let bound: Set<String>

    func predicate(_ predicate: ObjectPredicate) throws(PredicateError) -> ObjectPredicate {
        switch predicate {
        case .constant: return predicate
        case .and(let operands): return .and(try operands.map(self.predicate))
        case .or(let operands): return .or(try operands.map(self.predicate))
        case .not(let inner): return .not(try self.predicate(inner))
        case .comparison(var comparison):
            comparison.left = try expression(comparison.left)
            comparison.right = try expression(comparison.right)
            return .comparison(comparison)
        }
    }

    func expression(_ expression: ValueExpression) throws(PredicateError) -> ValueExpression {
        switch expression {
        case .variable(let name):
            guard !bound.contains(name) else { return expression }
            guard let value = variables[name] else {
                let given = variables.keys.sorted().map { "$" + $0 }
                let known =
                    given.isEmpty
                    ? PredicateProblem(.noVariablesGiven)
                    : PredicateProblem(.variablesGiven, "\(given.joined(separator: ", "))")
                throw PredicateError(.noValueForVariable, "\(name)", .problem(known))
            }
            return try value.valueExpression(placeholder: "$" + name, keyPaths: true)
        case .aggregate(let items): return .aggregate(try items.map(self.expression))
        case .arithmetic(let op, let left, let right):
            return .arithmetic(op, try self.expression(left), try self.expression(right))
        case .negated(let inner): return .negated(try self.expression(inner))
        case .subquery(var subquery):
            subquery.collection = try self.expression(subquery.collection)
            let inside = VariableSubstitution(variables: variables, bound: bound.union([subquery.variable]))
            subquery.predicate = try inside.predicate(subquery.predicate)
            return .subquery(subquery)
        // `$NAME.key` starts from a SUBQUERY's member, never from a substituted value: left as
        // it is, for the model checks to refuse if no SUBQUERY names it.
        case .value, .object, .keyPath, .evaluatedObject, .variableKeyPath: return expression
        }
    }
}
