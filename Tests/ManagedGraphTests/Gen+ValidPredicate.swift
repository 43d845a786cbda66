import PropertyBased

@testable import ManagedGraph

// MARK: - Random valid predicates over the fixture's model

/// Predicates that are valid for an entity of `PredicateFormatFixture` (typed key paths, fitting
/// values, quantifiers where a to-many relationship is crossed), so that each one reaches both
/// the SQL compiler and the in-memory evaluator: text, numbers and objects compared every way,
/// arithmetic, and SUBQUERYs, correlated and nested. Where a choice decides what comes next (an
/// operator, its operand), each branch is a generator of its own, so that shrinking keeps a
/// case valid.
struct ValidPredicateGen {
    let entityName: String
    /// The ids of each entity's objects in the store, for comparisons with objects.
    let objects: [String: [ObjectID]]

    private static let textPaths: [String: [String]] = [
        "Pokemon": ["name", "nickname", "race.name", "race.imageFile"],
        "Race": ["name", "imageFile"],
        "Type": ["name"],
    ]
    private static let numberPaths: [String: [String]] = [
        "Pokemon": ["level", "shiny", "race.code", "race.weight", "race.types.@count", "race.pokemons.@count"],
        "Race": [
            "code", "weight", "types.@count", "pokemons.@count", "pokemons.@sum.level", "pokemons.@avg.level",
            "pokemons.@min.level", "pokemons.@max.level",
        ],
        "Type": ["races.@count", "races.@sum.code", "races.@avg.weight", "races.@min.weight", "races.@max.code"],
    ]
    private static let manyTextPaths: [String: [String]] = [
        "Pokemon": ["race.types.name", "race.pokemons.name", "race.pokemons.nickname"],
        "Race": ["types.name", "pokemons.name", "pokemons.nickname"],
        "Type": ["races.name", "races.imageFile", "races.pokemons.name"],
    ]
    private static let manyNumberPaths: [String: [String]] = [
        "Pokemon": ["race.pokemons.level", "race.types.races.code"],
        "Race": ["pokemons.level", "pokemons.shiny", "types.races.weight"],
        "Type": ["races.code", "races.weight", "races.pokemons.level"],
    ]
    private static let objectPaths: [String: [(path: String, entity: String)]] = [
        "Pokemon": [("race", "Race")],
        "Race": [],
        "Type": [],
    ]
    private static let texts: [StoreValue] =
        [
            "Pika", "pika", "PIKA", "Flabébé", "flabebe", "FLABÉBÉ", "Zoë", "zoe", "Zoe\u{308}", "Fire", "fire", "",
            "Char",
            "e", "E", "é", "%", "_", "100% *copy*", "Ditto", "Mr. Mime", "Sparky", "a", "Z", "001.png",
        ].map(StoreValue.string) + [.null]
    private static let patterns = ["*", "?ika*", "Ch*", "*e", "*\\**", "F*", "*%*", "_*", "P?K?", ""]
    private static let regexes = [
        "F.*", "[A-Z][a-z]+", "pika.*", "\\w{4}", ".*é.*", "(?i)char.*", ".*", "Zo.?", "Pi|Pika", "Ch(ar|army)",
        "Char|Charm", "(?x) F .* # to the end", "\\QMr. M", "p|pi|pik|pika(chu)?",
    ]
    private static let numbers: [StoreValue] = [
        .integer(-1), .integer(0), .integer(1), .integer(3), .integer(5), .integer(6), .double(6.0), .double(6.9),
        .integer(7), .double(8.5), .integer(12), .integer(20), .integer(25), .double(90.5), .integer(122),
        .integer(669), .double(27.3), .double(-0.5), .bool(true), .bool(false), .null,
    ]
    /// Each entity's to-many relationships a SUBQUERY can filter, and their members' entity.
    private static let collections: [String: [(path: String, member: String)]] = [
        "Pokemon": [("race.pokemons", "Pokemon"), ("race.types", "Type")],
        "Race": [("pokemons", "Pokemon"), ("types", "Type")],
        "Type": [("races", "Race")],
    ]
    /// What `@sum`, `@avg`, `@min` and `@max` read from a member: numbers, or text for the last two.
    private static let memberNumbers: [String: [String]] = [
        "Pokemon": ["level", "race.code", "race.weight"], "Race": ["code", "weight"], "Type": [],
    ]
    /// Operands that try arithmetic's edges: zeros (division by zero), extremes (results that
    /// leave 64 bits, or ∞), nil, a boolean.
    private static let arithmeticNumbers: [StoreValue] = [
        .integer(0), .integer(2), .integer(-3), .double(0.5), .double(-0.0), .integer(.max), .integer(.min),
        .integer(-1), .double(1e300), .null, .bool(true),
    ]
    private static let options = Gen.pick([
        [], StringOptions.caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive],
    ])
    private static let orderings = Gen.pick([
        ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual,
    ])
    private static let quantifiers = Gen.pick([Quantifier.any, .all, .none])

    // MARK: Predicates

    /// AND, OR and NOT up to three deep over comparisons.
    var predicate: AnyGenerator<ObjectPredicate> { predicate(depth: 0) }

    private func predicate(depth: Int) -> AnyGenerator<ObjectPredicate> {
        let comparison = comparison.map { ObjectPredicate.comparison($0) }
        let constant = Gen.bool.map { ObjectPredicate.constant($0) }
        guard depth < 3 else { return Gen.frequency((42, constant), (58, comparison)).eraseToAny() }
        return PredicateNesting(and: 15, or: 15, not: 10, operands: 2...3).nest(
            predicate(depth: depth + 1),
            or: Gen.frequency((2, constant), (58, comparison)).eraseToAny(),
            weighing: 60
        )
    }

    private var comparison: AnyGenerator<PredicateComparison> {
        let direct = Gen.pick(Self.textPaths[entityName] ?? []).map { ValueExpression.keyPath(ModelKeyPath($0)) }
        let number = Gen.pick(Self.numberPaths[entityName] ?? []).map { ValueExpression.keyPath(path($0)) }
        let manyText = Gen.pick(Self.manyTextPaths[entityName] ?? []).map { ValueExpression.keyPath(ModelKeyPath($0)) }
        let manyNumber = Gen.pick(Self.manyNumberPaths[entityName] ?? [])
            .map { ValueExpression.keyPath(ModelKeyPath($0)) }
        // One in ten arithmetic, then one in ten a SUBQUERY, then the rest as below.
        return Gen.frequency(
            (1000, arithmeticComparison),
            (900, subqueryComparison(entity: entityName, base: nil, depth: 0)),
            (2835, textComparison(direct, quantifier: Gen.always(.direct))),
            (2025, numberComparison(number, quantifier: Gen.always(.direct))),
            (1215, textComparison(manyText, quantifier: Self.quantifiers)),
            (1053, numberComparison(manyNumber, quantifier: Self.quantifiers)),
            (243, constantComparison),
            (243, valueInToMany),
            (486, objectComparison)
        )
        .eraseToAny()
    }

    /// Text compared by every operator, with operands that fit it; sometimes written flipped.
    private func textComparison(
        _ left: Generator<ValueExpression, some Sequence>,
        quantifier: Generator<Quantifier, some Sequence>
    ) -> AnyGenerator<PredicateComparison> {
        let direct = Gen.pick(Self.textPaths[entityName] ?? []).map { ValueExpression.keyPath(ModelKeyPath($0)) }
        let text = Gen.pick(Self.texts).map { ValueExpression.value($0) }
        let list = Gen.frequency((20, direct), (80, text)).array(of: 0...3).map { ValueExpression.aggregate($0) }
        let pair = zip(text, text).map { ValueExpression.aggregate([$0, $1]) }
        let pattern = Gen.pick(Self.patterns).map { ValueExpression.value(.string($0)) }
        let regex = Gen.pick(Self.regexes).map { ValueExpression.value(.string($0)) }
        let other = Gen.frequency((15, direct), (85, text))
        return zip(
            left,
            Gen.pick(ComparisonOperator.allCases),
            quantifier,
            Self.options,
            zip(
                list,
                pair,
                Gen.frequency((10, direct), (90, pattern)),
                Gen.frequency((10, direct), (90, regex)),
                other
            ),
            Gen.bool(0.1)
        )
        .map { left, op, quantifier, options, rights, flipped in
            let (list, pair, like, matches, other) = rights
            let right: ValueExpression
            switch op {
            case .in: right = list
            case .between: right = pair
            case .like: right = like
            case .matches: right = matches
            default: right = other
            }
            if quantifier == .direct, flipped, op.flipped != nil, case .value = right {
                return PredicateComparison(right, op, left, options: options)
            }
            return PredicateComparison(left, op, right, quantifier: quantifier, options: options)
        }
        .eraseToAny()
    }

    private func numberComparison(
        _ left: Generator<ValueExpression, some Sequence>,
        quantifier: Generator<Quantifier, some Sequence>
    ) -> AnyGenerator<PredicateComparison> {
        let value = Gen.pick(Self.numbers).map { ValueExpression.value($0) }
        let direct = Gen.pick(Self.numberPaths[entityName] ?? []).map { ValueExpression.keyPath(path($0)) }
        return zip(
            left,
            Gen.pick([
                ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in, .between,
            ]),
            quantifier,
            value.array(of: 0...3),
            zip(value, value),
            Gen.frequency((15, direct), (85, value))
        )
        .map { left, op, quantifier, list, bounds, other in
            PredicateComparison(
                left,
                op,
                .operand(of: op, list: list, bounds: bounds, single: other),
                quantifier: quantifier
            )
        }
        .eraseToAny()
    }

    /// Nothing read from a row: decided once, in SQL as in memory; but a key path among a
    /// list's constants makes the comparison read a row again.
    private var constantComparison: AnyGenerator<PredicateComparison> {
        let op = Gen.pick([ComparisonOperator.equal, .notEqual, .less, .greaterOrEqual, .in, .beginsWith, .like])
        let textPath = Gen.pick(Self.textPaths[entityName] ?? []).map { ValueExpression.keyPath(path($0)) }
        let numberPath = Gen.pick(Self.numberPaths[entityName] ?? []).map { ValueExpression.keyPath(path($0)) }
        let text = Gen.pick(Self.texts)
        let number = Gen.pick(Self.numbers)
        let textList = Gen.frequency((25, textPath), (75, text.map { ValueExpression.value($0) })).array(of: 0...3)
        let numberList = Gen.frequency((25, numberPath), (75, number.map { ValueExpression.value($0) }))
            .array(of: 0...3)
        return zip(op, Self.options, zip(text, text, textList), zip(number, number, numberList))
            .map { op, options, texts, numbers in
                let (left, right, list) = op.isStringOperator ? texts : numbers
                let rightSide: ValueExpression = op == .in ? .aggregate(list) : .value(right)
                return PredicateComparison(.value(left), op, rightSide, options: options)
            }
            .eraseToAny()
    }

    /// `value IN toMany.key`.
    private var valueInToMany: AnyGenerator<PredicateComparison> {
        zip(Gen.pick(Self.texts), Gen.pick(Self.manyTextPaths[entityName] ?? []), Self.options)
            .map { PredicateComparison(.value($0), .in, .keyPath(ModelKeyPath($1)), options: $2) }
            .eraseToAny()
    }

    private var objectComparison: AnyGenerator<PredicateComparison> {
        let op = Gen.pick([ComparisonOperator.equal, .notEqual])
        let own = objects[entityName] ?? []
        let object = own.isEmpty ? Gen.always(ValueExpression.value(.null)).eraseToAny() : objectOf(own)
        let inList = object.array(of: 0...2).map { PredicateComparison(.evaluatedObject, .in, .aggregate($0)) }
        let direct = zip(op, object).map { PredicateComparison(.evaluatedObject, $0, $1) }
        guard let (path, entity) = Self.objectPaths[entityName]?.first else {
            return Gen.frequency((40, inList), (60, direct)).eraseToAny()
        }
        let ids = objects[entity] ?? []
        let target = ids.isEmpty ? Gen.always(ValueExpression.value(.null)).eraseToAny() : objectOf(ids)
        let related = zip(op, Gen.frequency((30, Gen.always(ValueExpression.value(.null))), (70, target)))
            .map { PredicateComparison(.keyPath(ModelKeyPath(path)), $0, $1) }
        return Gen.frequency((70, related), (12, inList), (18, direct)).eraseToAny()
    }

    private func objectOf(_ ids: [ObjectID]) -> AnyGenerator<ValueExpression> {
        Gen.pick(ids).map { ValueExpression.object($0) }.eraseToAny()
    }

    // MARK: Arithmetic and SUBQUERY

    /// A number: a key path among `paths` (from the fetched object, or from `variable`), a
    /// value, or arithmetic on two of them.
    private func number(_ paths: [String], variable: String? = nil, depth: Int = 0) -> AnyGenerator<ValueExpression> {
        let value = Gen.frequency((1, Gen.pick(Self.arithmeticNumbers)), (1, Gen.pick(Self.numbers)))
            .map { ValueExpression.value($0) }
        var branches: [(weight: Double, gen: AnyGenerator<ValueExpression>)] = []
        var valueWeight = 25.0
        if depth < 2 {
            let operand = number(paths, variable: variable, depth: depth + 1)
            branches.append(
                (
                    35,
                    zip(Gen.pick(ArithmeticOperator.allCases), operand, operand).map { .arithmetic($0, $1, $2) }
                        .eraseToAny()
                )
            )
            branches.append((7, operand.map { ValueExpression.negated($0) }.eraseToAny()))
        }
        if paths.isEmpty {
            valueWeight = depth < 2 ? 58 : 100
        } else {
            let read = Gen.pick(paths).map { reference($0, from: variable) }
            branches.append((depth < 2 ? 33 : 75, read.eraseToAny()))
        }
        branches.append((valueWeight, value.eraseToAny()))
        return Gen.frequency(branches).eraseToAny()
    }

    /// A key path from the fetched object, or from a SUBQUERY's variable.
    private func reference(_ dotted: String, from variable: String?) -> ValueExpression {
        variable.map { .variableKeyPath($0, path(dotted)) } ?? .keyPath(path(dotted))
    }

    private var arithmeticComparison: AnyGenerator<PredicateComparison> {
        let number = number(Self.numberPaths[entityName] ?? [])
        let op = Gen.pick([
            ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .between, .in,
        ])
        return zip(op, number, number, number, number.array(of: 0...3))
            .map { op, left, first, second, list in
                PredicateComparison(left, op, .operand(of: op, list: list, bounds: (first, second), single: first))
            }
            .eraseToAny()
    }

    /// `SUBQUERY(…).@op` compared with a value: over a collection of the fetched object or,
    /// nested, of the member `base` stands for (of `entity`).
    private func subqueryComparison(entity: String, base: String?, depth: Int) -> AnyGenerator<PredicateComparison> {
        let branches = (Self.collections[entity] ?? []).map { collection, member in
            (weight: 1.0, gen: subqueryComparison(over: collection, of: member, base: base, depth: depth))
        }
        return Gen.frequency(branches).eraseToAny()
    }

    private func subqueryComparison(
        over collection: String,
        of member: String,
        base: String?,
        depth: Int
    ) -> AnyGenerator<PredicateComparison> {
        let variable = "v\(depth)"
        let members = memberPredicate(variable: variable, member: member, depth: depth)
        let subquery: @Sendable (CollectionOperator, String, ObjectPredicate) -> ValueExpression = {
            op,
            operand,
            predicate in
            ValueExpression.subquery(
                PredicateSubquery(
                    reference(collection, from: base),
                    variable: variable,
                    predicate,
                    collectionOperator: op,
                    operand: operand.split(separator: ".").map(String.init)
                )
            )
        }
        // Counted, or a member's number summed, averaged or at an end, compared with a number.
        let numbers = Self.memberNumbers[member] ?? []
        let counted = Gen.always((CollectionOperator.count, ""))
        let read = zip(
            Gen.pick([CollectionOperator.sum, .avg, .min, .max]),
            Gen.pick(numbers.isEmpty ? [""] : numbers)
        )
        let aggregate = numbers.isEmpty ? counted.eraseToAny() : Gen.frequency((5, counted), (3, read)).eraseToAny()
        let counts = zip(
            aggregate,
            members,
            Gen.frequency(
                (70, Gen.always(ArithmeticOperator?.none)),
                (30, Gen.pick(ArithmeticOperator.allCases).map { Optional($0) })
            ),
            number([]),
            Self.orderings,
            number(Self.numberPaths[entityName] ?? [])
        )
        .map { aggregate, predicate, arithmetic, operand, compare, right in
            let subquery = subquery(aggregate.0, aggregate.1, predicate)
            let left = arithmetic.map { ValueExpression.arithmetic($0, subquery, operand) } ?? subquery
            return PredicateComparison(left, compare, right)
        }
        // A member's text at an end, compared with text.
        let ends = zip(
            Gen.pick([CollectionOperator.min, .max]),
            Gen.pick(Self.textPaths[member] ?? ["name"]),
            members,
            Gen.pick([ComparisonOperator.equal, .notEqual, .less, .greater, .beginsWith, .contains]),
            Gen.pick(Self.texts),
            Self.options
        )
        .map { op, path, predicate, compare, text, options in
            PredicateComparison(subquery(op, path, predicate), compare, .value(text), options: options)
        }
        return Gen.frequency((8, counts), (2, ends)).eraseToAny()
    }

    /// What a member of `member` must satisfy, `variable` standing for it.
    private func memberPredicate(variable: String, member: String, depth: Int) -> AnyGenerator<ObjectPredicate> {
        let part = memberComparison(variable: variable, member: member, depth: depth)
        let joined = zip(part.array(of: 1...2), Gen.bool)
            .map { parts, and in
                parts.count == 1 ? parts[0] : (and ? ObjectPredicate.and(parts) : .or(parts))
            }
        let maybeNegated = zip(joined, Gen.bool(0.15)).map { $1 ? ObjectPredicate.not($0) : $0 }
        return Gen.frequency((5, Gen.bool.map { ObjectPredicate.constant($0) }), (95, maybeNegated)).eraseToAny()
    }

    private func memberComparison(variable: String, member: String, depth: Int) -> AnyGenerator<ObjectPredicate> {
        let text = Gen.pick(Self.textPaths[member] ?? []).map { reference($0, from: variable) }
        let manyText = Gen.pick(Self.manyTextPaths[member] ?? []).map { reference($0, from: variable) }
        // Against the fetched object's numbers too: a correlated subquery.
        let numbers = zip(
            number(Self.numberPaths[member] ?? [], variable: variable),
            Self.orderings,
            number(Self.numberPaths[entityName] ?? [])
        )
        .map { PredicateComparison($0, $1, $2) }
        let other: ValueExpression = member == entityName ? .evaluatedObject : .value(.null)
        let itself = Gen.pick([ComparisonOperator.equal, .notEqual])
            .map { PredicateComparison(.variable(variable), $0, other) }
        var branches: [(weight: Double, gen: AnyGenerator<PredicateComparison>)] = [
            (35, textComparison(text, quantifier: Gen.always(.direct))),
            (30, numbers.eraseToAny()),
            (15, textComparison(manyText, quantifier: Self.quantifiers)),
        ]
        if depth < 1 {
            branches.append((10, subqueryComparison(entity: member, base: variable, depth: depth + 1)))
            branches.append((10, itself.eraseToAny()))
        } else {
            branches.append((20, itself.eraseToAny()))
        }
        return Gen.frequency(branches).map { ObjectPredicate.comparison($0) }.eraseToAny()
    }

    private func path(_ dotted: String) -> ModelKeyPath {
        guard case .keyPath(let path) = Tree.key(dotted) else { return ModelKeyPath(dotted) }
        return path
    }
}
