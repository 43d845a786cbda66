// MARK: - Substituting $NAME variables

extension ObjectPredicate {
    /// The predicate with every `$NAME` replaced by its value in `variables` (Core Data's
    /// `withSubstitutionVariables`). A value may be a constant, an object, a list or a key path.
    /// A variable the dictionary lacks is an error; entries the predicate does not use are ignored,
    /// so one dictionary can serve several templates.
    public func substituting(_ variables: [String: PredicateArgument]) throws(PredicateError) -> ObjectPredicate {
        try VariableSubstitution(variables: variables).predicate(self)
    }

    /// The names of the `$NAME` variables the predicate uses.
    public var variableNames: Set<String> {
        switch self {
        case .constant: return []
        case .and(let operands), .or(let operands):
            return operands.reduce(into: []) { $0.formUnion($1.variableNames) }
        case .not(let inner): return inner.variableNames
        case .comparison(let comparison):
            return comparison.left.variableNames.union(comparison.right.variableNames)
        }
    }
}

extension ValueExpression {
    fileprivate var variableNames: Set<String> {
        switch self {
        case .variable(let name): return [name]
        case .aggregate(let items): return items.reduce(into: []) { $0.formUnion($1.variableNames) }
        case .value, .object, .keyPath, .evaluatedObject: return []
        }
    }
}

private struct VariableSubstitution {
    let variables: [String: PredicateArgument]

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
            guard let value = variables[name] else {
                let given = variables.keys.sorted().map { "$" + $0 }
                let known =
                    given.isEmpty
                    ? "no variables were given" : "the variables given are " + given.joined(separator: ", ")
                throw PredicateError("no value for $\(name); \(known)")
            }
            return try value.valueExpression(placeholder: "$" + name, keyPaths: true)
        case .aggregate(let items): return .aggregate(try items.map(self.expression))
        case .value, .object, .keyPath, .evaluatedObject: return expression
        }
    }
}
