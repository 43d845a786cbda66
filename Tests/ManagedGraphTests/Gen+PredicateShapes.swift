import PropertyBased

@testable import ManagedGraph

// MARK: - Shapes the predicate generators share

/// AND and OR of several operands, NOT of one, or a leaf, as the weights say: how each
/// generator of predicates nests its comparisons.
struct PredicateNesting {
    var and: Double
    var or: Double
    var not: Double
    var operands: ClosedRange<Int>

    func nest(
        _ operand: AnyGenerator<ObjectPredicate>,
        or leaf: AnyGenerator<ObjectPredicate>,
        weighing leafWeight: Double
    )
        -> AnyGenerator<ObjectPredicate>
    {
        Gen.frequency(
            (and, operand.array(of: operands).map { ObjectPredicate.and($0) }),
            (or, operand.array(of: operands).map { ObjectPredicate.or($0) }),
            (not, operand.map { ObjectPredicate.not($0) }),
            (leafWeight, leaf)
        )
        .eraseToAny()
    }
}

extension ValueExpression {
    /// The right side `op` takes: a list for IN, two bounds for BETWEEN, one value for the others.
    static func operand(
        of op: ComparisonOperator,
        list: [ValueExpression],
        bounds: (ValueExpression, ValueExpression),
        single: ValueExpression
    ) -> ValueExpression {
        switch op {
        case .in: .aggregate(list)
        case .between: .aggregate([bounds.0, bounds.1])
        default: single
        }
    }
}
