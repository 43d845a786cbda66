// MARK: - Evaluating predicates in memory

/// A predicate prepared for one entity: key paths resolved and types checked once, then
/// evaluated against any number of objects. The context uses it to apply a fetch's predicate
/// to unsaved changes; it gives the same answers as the SQL the predicate compiles to.
struct PredicateEvaluator {
    /// The objects key paths start from: the evaluated object, and the member each enclosing
    /// SUBQUERY's variable stands for at the moment.
    private struct Bindings {
        let root: any PredicateEvaluable
        var variables: [(name: String, object: any PredicateEvaluable)] = []

        func base(of path: ResolvedKeyPath) -> any PredicateEvaluable {
            guard let name = path.variable else { return root }
            return variables.last { $0.name == name }?.object ?? root
        }

        func binding(_ name: String, to object: any PredicateEvaluable) -> Bindings {
            var bindings = self
            bindings.variables.append((name, object))
            return bindings
        }
    }

    private let root: ShapedPredicate

    init(_ predicate: ObjectPredicate, entity: EntityDescription, model: ManagedObjectModel) throws(PredicateError) {
        root = try PredicateShaper(resolver: KeyPathResolver(model: model)).shape(
            predicate,
            scope: PredicateScope(entity: entity)
        )
    }

    func evaluate(_ object: any PredicateEvaluable) -> Bool {
        Self.evaluate(root, Bindings(root: object))
    }

    private static func evaluate(_ node: ShapedPredicate, _ bindings: Bindings) -> Bool {
        switch node {
        case .constant(let value): return value
        case .and(let nodes): return nodes.allSatisfy { evaluate($0, bindings) }
        case .or(let nodes): return nodes.contains { evaluate($0, bindings) }
        case .not(let inner): return !evaluate(inner, bindings)
        case .comparison(let shape): return evaluate(shape, bindings)
        }
    }

    private static func evaluate(_ shape: ComparisonShape, _ bindings: Bindings) -> Bool {
        let rhs = shape.rightOperands.map { operandValue($0, bindings) }
        switch shape.form {
        case .direct:
            return PredicateComparator.compare(shape, operandValue(shape.lhs, bindings), rhs)
        case .quantified(let path, let quantifier):
            let values = Self.values(along: path.steps[...], terminal: path.terminal, from: bindings.base(of: path))
            let test = { (value: StoreValue) in PredicateComparator.compare(shape, value, rhs) }
            switch quantifier {
            case .any, .direct: return values.contains(where: test)
            case .all: return values.allSatisfy(test)
            case .none: return !values.contains(where: test)
            }
        }
    }

    // MARK: Values

    private static func operandValue(_ operand: ComparisonShape.Operand, _ bindings: Bindings) -> StoreValue {
        switch operand {
        case .constant, .object: return operand.constantValue ?? .null
        case .path(let path): return value(of: path, from: bindings.base(of: path))
        case .arithmetic(let op, let left, let right, _):
            return PredicateArithmetic.apply(op, operandValue(left, bindings), operandValue(right, bindings))
        case .negated(let inner, _): return PredicateArithmetic.negate(operandValue(inner, bindings))
        case .subquery(let subquery): return value(of: subquery, bindings)
        }
    }

    /// The members the subquery keeps, counted or aggregated.
    private static func value(of subquery: ResolvedSubquery, _ bindings: Bindings) -> StoreValue {
        let members = objects(along: subquery.collection.steps[...], from: bindings.base(of: subquery.collection))
        let kept = members.filter { evaluate(subquery.predicate, bindings.binding(subquery.variable, to: $0)) }
        guard let operand = subquery.operand else { return .integer(Int64(kept.count)) }
        let read = kept.flatMap { values(along: operand.steps[...], terminal: operand.terminal, from: $0) }
        return aggregate(subquery.collectionOperator, read.filter { !$0.isNull })
    }

    /// The value of a key path that crosses no to-many relationship, or ends in a collection operator.
    static func value(of path: ResolvedKeyPath, from object: any PredicateEvaluable) -> StoreValue {
        guard let op = path.collectionOperator else {
            return values(along: path.steps[...], terminal: path.terminal, from: object).first ?? .null
        }
        let manyIndex = path.steps.firstIndex { $0.relationship.isToMany }!
        let owners = objects(along: path.steps[..<manyIndex], from: object)
        guard let owner = owners.first else { return op == .count ? .integer(0) : (op == .sum ? .integer(0) : .null) }
        let members = owner.predicateRelatedObjects(forKey: path.steps[manyIndex].relationship.name)
        if op == .count { return .integer(Int64(members.count)) }
        let numbers = members.flatMap {
            values(along: path.steps[(manyIndex + 1)...], terminal: path.terminal, from: $0)
        }.filter { !$0.isNull }
        return aggregate(op, numbers)
    }

    /// Every value reached by following `steps` (flattening to-many ones) to the terminal.
    static func values(
        along steps: ArraySlice<ResolvedKeyPath.Step>,
        terminal: ResolvedKeyPath.Terminal,
        from object: any PredicateEvaluable
    ) -> [StoreValue] {
        objects(along: steps, from: object).map { reached in
            switch terminal {
            case .object: return .integer(reached.objectID.primaryKey)
            case .attribute(let attribute, _): return reached.storeValue(forAttribute: attribute.name)
            }
        }.ifEmpty(steps.contains { $0.relationship.isToMany } ? [] : [.null])
    }

    private static func objects(
        along steps: ArraySlice<ResolvedKeyPath.Step>,
        from object: any PredicateEvaluable
    )
        -> [any PredicateEvaluable]
    {
        var current: [any PredicateEvaluable] = [object]
        for step in steps {
            current = current.flatMap { item -> [any PredicateEvaluable] in
                if step.relationship.isToMany { return item.predicateRelatedObjects(forKey: step.relationship.name) }
                return item.predicateRelatedObject(forKey: step.relationship.name).map { [$0] } ?? []
            }
        }
        return current
    }

    private static func aggregate(_ op: CollectionOperator, _ values: [StoreValue]) -> StoreValue {
        switch op {
        case .count: return .integer(Int64(values.count))
        case .sum:
            if values.allSatisfy({ if case .integer = $0 { true } else { false } }) {
                return .integer(values.reduce(0) { $0 + ($1.integerValue ?? 0) })
            }
            return .double(values.reduce(0) { $0 + ($1.numericValue ?? 0) })
        case .avg:
            guard !values.isEmpty else { return .null }
            return .double(values.reduce(0) { $0 + ($1.numericValue ?? 0) } / Double(values.count))
        case .min:
            return values.min { (PredicateComparator.order($0, $1) ?? 0) < 0 } ?? .null
        case .max:
            return values.max { (PredicateComparator.order($0, $1) ?? 0) < 0 } ?? .null
        }
    }
}

extension Array {
    fileprivate func ifEmpty(_ replacement: [Element]) -> [Element] { isEmpty ? replacement : self }
}
