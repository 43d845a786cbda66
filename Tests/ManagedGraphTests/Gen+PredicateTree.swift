import PropertyBased

@testable import ManagedGraph

// MARK: - Predicate trees of every shape

/// Trees of every shape the tree type allows (with names that can be written): keys that are
/// reserved words, Unicode names, strings with quotes, escapes, controls and combining marks,
/// extreme numbers, objects, variables, nested lists, arithmetic of every precedence and sign,
/// key paths from variables, nested SUBQUERYs with any collection operator. A failing tree
/// shrinks to fewer operands, shallower nesting and plainer leaves.
enum PredicateTreeGen {
    /// Whole predicates, nested up to five deep, SUBQUERYs up to three deep.
    static let predicate = predicate(depth: 0, nesting: 0)

    private static let names = [
        "name", "race", "code", "types", "x", "_x1", "nombré", "Ωmega", "in", "AND", "self", "Self", "any", "Between",
        "TRUEPREDICATE", "nil", "yes", "object", "OBJECT", "count",
    ]
    private static let alphabet: [Unicode.Scalar] = [
        "a", "Z", " ", "\"", "'", "\\", "\n", "\t", "\r", "\0", "\u{7}", "\u{7F}", "\u{85}", "é", "\u{301}", "\u{308}",
        "😀", "\u{200D}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{E000}", "\u{FFFD}",
        "\u{10FFFF}",
        "%", "@", "$", "#", "{", "}", "(", ")", "*", "?", "-", ".", ",", "=", "“",
    ]
    private static let name = Gen.pick(names)

    /// `depth` counts the AND, OR and NOT above; `nesting` the SUBQUERYs around.
    private static func predicate(depth: Int, nesting: Int) -> AnyGenerator<ObjectPredicate> {
        let constant = Gen.bool.map { ObjectPredicate.constant($0) }
        let comparison = comparison(nesting: nesting)
        guard depth < 5 else { return Gen.frequency((45, constant), (55, comparison)).eraseToAny() }
        return PredicateNesting(and: 15, or: 15, not: 10, operands: 2...4).nest(
            predicate(depth: depth + 1, nesting: nesting),
            or: Gen.frequency((5, constant), (55, comparison)).eraseToAny(),
            weighing: 60
        )
    }

    private static func comparison(nesting: Int) -> AnyGenerator<ObjectPredicate> {
        let side = expression(depth: 0, nesting: nesting)
        let options: [StringOptions] = [
            [], .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive],
        ]
        return zip(
            side,
            Gen.pick(ComparisonOperator.allCases),
            side,
            Gen.pick([Quantifier.direct, .direct, .any, .all, .none]),
            Gen.pick(options)
        )
        .map { left, op, right, quantifier, options in
            ObjectPredicate.comparison(PredicateComparison(left, op, right, quantifier: quantifier, options: options))
        }
        .eraseToAny()
    }

    /// `depth` counts the arithmetic, negations and lists above.
    private static func expression(depth: Int, nesting: Int) -> AnyGenerator<ValueExpression> {
        let leaves = Gen.frequency(
            (30, keyPath.map { ValueExpression.keyPath($0) }),
            (15, text.map { ValueExpression.value(.string($0)) }),
            (10, integer.map { ValueExpression.value(.integer($0)) }),
            (10, double.map { ValueExpression.value(.double($0)) }),
            (5, Gen.bool.map { ValueExpression.value(.bool($0)) }),
            (5, Gen.always(ValueExpression.value(.null))),
            (
                5,
                zip(Gen.pick(["Race", "Type", "Ωmega"]), integer).map {
                    .object(ObjectID(entityName: $0, primaryKey: $1))
                }
            ),
            (5, name.map { ValueExpression.variable($0) }),
            (3, Gen.always(ValueExpression.evaluatedObject)),
            (2, zip(name, keyPath).map { ValueExpression.variableKeyPath($0, $1) })
        )
        guard depth < 3 else {
            return Gen.frequency((90, leaves), (10, Gen.always(ValueExpression.value(.integer(1))))).eraseToAny()
        }
        let operand = expression(depth: depth + 1, nesting: nesting)
        let arithmetic = zip(Gen.pick(ArithmeticOperator.allCases), operand, operand)
            .map { ValueExpression.arithmetic($0, $1, $2) }
        let negated = operand.map { ValueExpression.negated($0) }
        let list = operand.array(of: 0...3).map { ValueExpression.aggregate($0) }
        guard depth < 2, nesting < 3 else {
            return Gen.frequency((83, leaves), (10, arithmetic), (4, negated), (3, list)).eraseToAny()
        }
        let subquery = subquery(depth: depth, nesting: nesting).map { ValueExpression.subquery($0) }
        return Gen.frequency((83, leaves), (10, arithmetic), (4, negated), (1, subquery), (2, list)).eraseToAny()
    }

    /// A SUBQUERY over a key path, or a variable's in a nested one; any collection operator,
    /// the keys a value operator takes, or none (a bare subquery reads, though it cannot run).
    private static func subquery(depth: Int, nesting: Int) -> AnyGenerator<PredicateSubquery> {
        zip(
            keyPath,
            name,
            Gen.pick(CollectionOperator.allCases).optional(valueRate: 0.85),
            name.array(of: 1...2),
            Gen.bool(0.7),
            name,
            name,
            predicate(depth: 3 + depth, nesting: nesting + 1)
        )
        .map { path, fallback, op, keys, fromKeyPath, base, variable, predicate in
            var collection = path
            collection.collectionOperator = nil
            collection.operand = []
            if collection.components.isEmpty { collection.components = [fallback] }
            return PredicateSubquery(
                fromKeyPath ? .keyPath(collection) : .variableKeyPath(base, collection),
                variable: variable,
                predicate,
                collectionOperator: op,
                operand: op == nil || op == .count ? [] : keys
            )
        }
        .eraseToAny()
    }

    /// One to three keys, or with a collection operator none to two keys and up to two after it.
    private static let keyPath = zip(
        Gen.pick(CollectionOperator.allCases).optional(valueRate: 0.25),
        Gen.int(in: 1...3),
        name.array(of: 3),
        name.array(of: 0...2)
    )
    .map { op, count, names, operand in
        ModelKeyPath(
            Array(names.prefix(op == nil ? count : count - 1)),
            collectionOperator: op,
            operand: op == nil ? [] : operand
        )
    }

    private static let text = Gen.pick(alphabet).array(of: 0...8).map { String(String.UnicodeScalarView($0)) }

    private static let integer = Gen.frequency(
        (7, Gen.pick([0, 1, -1, .max, .min, .max - 1, .min + 1] as [Int64])),
        (1, Gen.int64())
    )

    private static let special: [Double] = [
        0, -0.0, 0.1, -1.5, 1e20, 1e-7, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNormalMagnitude, 123_456_789.125,
    ]

    /// Half the time an edge, else any finite double by its bits.
    private static let double = Gen.frequency(
        (1, Gen.pick(special)),
        (1, Gen.uint64().map { Double(bitPattern: $0) }.filter { $0.isFinite })
    )
}
