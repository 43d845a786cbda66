// MARK: - The key paths a predicate reads

extension ObjectPredicate {
    /// Every key path the predicate reads, from the evaluated object: inside a SUBQUERY, a path
    /// from its variable is written after the collection's (`SUBQUERY(owner.cars, $c,
    /// $c.plate == "X")` reads `owner.cars` and `owner.cars.plate`). Live results follow the
    /// relationships on these paths, so that a change of a related object reaches the rows it
    /// may move.
    var referencedKeyPaths: [ModelKeyPath] {
        KeyPathCollector(variables: [:]).paths(in: self)
    }
}

/// Walks a predicate, knowing the path from the evaluated object of each SUBQUERY variable.
private struct KeyPathCollector {
    let variables: [String: [String]]

    func paths(in predicate: ObjectPredicate) -> [ModelKeyPath] {
        switch predicate {
        case .constant: return []
        case .and(let operands), .or(let operands): return operands.flatMap(paths(in:))
        case .not(let operand): return paths(in: operand)
        case .comparison(let comparison): return paths(in: comparison.left) + paths(in: comparison.right)
        }
    }

    private func paths(in expression: ValueExpression) -> [ModelKeyPath] {
        switch expression {
        case .keyPath(let path): return [path]
        case .variableKeyPath(let name, let path):
            guard let prefix = variables[name] else { return [] }
            return [
                ModelKeyPath(
                    prefix + path.components,
                    collectionOperator: path.collectionOperator,
                    operand: path.operand
                )
            ]
        case .variable(let name): return variables[name].map { [ModelKeyPath($0)] } ?? []
        case .aggregate(let items): return items.flatMap(paths(in:))
        case .arithmetic(_, let left, let right): return paths(in: left) + paths(in: right)
        case .negated(let inner): return paths(in: inner)
        case .subquery(let subquery):
            let collection = paths(in: subquery.collection)
            guard let members = collection.first, members.collectionOperator == nil else { return collection }
            var inside = variables
            inside[subquery.variable] = members.components
            let operand = subquery.operand.isEmpty ? [] : [ModelKeyPath(members.components + subquery.operand)]
            return collection + operand + KeyPathCollector(variables: inside).paths(in: subquery.predicate)
        case .value, .object, .evaluatedObject: return []
        }
    }
}
