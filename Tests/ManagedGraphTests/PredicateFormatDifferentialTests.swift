import Testing

@testable import ManagedGraph

// MARK: - Random valid predicates: SQL and memory must agree on every one

/// Builds random predicates that are valid for an entity of the fixture (typed key paths,
/// fitting values, quantifiers where a to-many relationship is crossed), so each one reaches
/// both the SQL compiler and the in-memory evaluator.
private struct ValidPredicateGenerator {
    var random: PredicateFormatRandom
    let entityName: String
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

    mutating func predicate(depth: Int = 0) -> ObjectPredicate {
        let roll = random.int(1...100)
        if depth < 3 && roll <= 15 { return .and((0..<random.int(2...3)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 3 && roll <= 30 { return .or((0..<random.int(2...3)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 3 && roll <= 40 { return .not(predicate(depth: depth + 1)) }
        if roll <= 42 { return .constant(random.chance(50)) }
        return .comparison(comparison())
    }

    private mutating func comparison() -> PredicateComparison {
        if random.chance(10) { return arithmeticComparison() }
        if random.chance(10) { return subqueryComparison(entity: entityName, base: nil, depth: 0) }
        switch random.int(1...100) {
        case 1...35:
            return textComparison(.keyPath(ModelKeyPath(random.pick(Self.textPaths[entityName] ?? []))), .direct)
        case 36...60:
            return numberComparison(.keyPath(path(random.pick(Self.numberPaths[entityName] ?? []))), .direct)
        case 61...75:
            let quantifier = random.pick([Quantifier.any, .all, .none])
            return textComparison(.keyPath(ModelKeyPath(random.pick(Self.manyTextPaths[entityName] ?? []))), quantifier)
        case 76...88:
            let quantifier = random.pick([Quantifier.any, .all, .none])
            return numberComparison(
                .keyPath(ModelKeyPath(random.pick(Self.manyNumberPaths[entityName] ?? []))),
                quantifier
            )
        case 89...91:
            // Nothing read from a row: decided once, in SQL as in memory.
            let op = random.pick([ComparisonOperator.equal, .notEqual, .less, .greaterOrEqual, .in, .beginsWith, .like])
            let values = op.isStringOperator ? Self.texts : Self.numbers
            // A key path among a list's constants makes the comparison read a row again.
            let paths = (op.isStringOperator ? Self.textPaths : Self.numberPaths)[entityName] ?? []
            let right: ValueExpression =
                op == .in
                ? .aggregate(
                    (0..<random.int(0...3)).map { _ in
                        random.chance(25) ? .keyPath(path(random.pick(paths))) : .value(random.pick(values))
                    }
                )
                : .value(random.pick(values))
            return PredicateComparison(.value(random.pick(values)), op, right, options: randomOptions())
        case 92...94:
            // `value IN toMany.key`.
            let path = random.pick(Self.manyTextPaths[entityName] ?? [])
            return PredicateComparison(
                .value(random.pick(Self.texts)),
                .in,
                .keyPath(ModelKeyPath(path)),
                options: randomOptions()
            )
        default:
            return objectComparison()
        }
    }

    private mutating func textComparison(_ left: ValueExpression, _ quantifier: Quantifier) -> PredicateComparison {
        let options = randomOptions()
        let op = random.pick(ComparisonOperator.allCases)
        let right: ValueExpression
        let direct = Self.textPaths[entityName] ?? []
        switch op {
        case .in:
            right = .aggregate(
                (0..<random.int(0...3)).map { _ in
                    random.chance(20) ? .keyPath(ModelKeyPath(random.pick(direct))) : .value(random.pick(Self.texts))
                }
            )
        case .between: right = .aggregate([.value(random.pick(Self.texts)), .value(random.pick(Self.texts))])
        case .like where random.chance(10), .matches where random.chance(10):
            right = .keyPath(ModelKeyPath(random.pick(direct)))
        case .like: right = .value(.string(random.pick(Self.patterns)))
        case .matches: right = .value(.string(random.pick(Self.regexes)))
        default:
            right = random.chance(15) ? .keyPath(ModelKeyPath(random.pick(direct))) : .value(random.pick(Self.texts))
        }
        if quantifier == .direct, random.chance(10), op.flipped != nil, case .value = right {
            return PredicateComparison(right, op, left, options: options)
        }
        return PredicateComparison(left, op, right, quantifier: quantifier, options: options)
    }

    private mutating func numberComparison(_ left: ValueExpression, _ quantifier: Quantifier) -> PredicateComparison {
        let op = random.pick([
            ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in, .between,
        ])
        let right: ValueExpression
        switch op {
        case .in: right = .aggregate((0..<random.int(0...3)).map { _ in .value(random.pick(Self.numbers)) })
        case .between: right = .aggregate([.value(random.pick(Self.numbers)), .value(random.pick(Self.numbers))])
        default:
            let direct = Self.numberPaths[entityName] ?? []
            right = random.chance(15) ? .keyPath(path(random.pick(direct))) : .value(random.pick(Self.numbers))
        }
        return PredicateComparison(left, op, right, quantifier: quantifier)
    }

    private mutating func objectComparison() -> PredicateComparison {
        let op = random.pick([ComparisonOperator.equal, .notEqual])
        let candidates = Self.objectPaths[entityName] ?? []
        if let (path, entity) = candidates.first, random.chance(70) {
            let ids = objects[entity] ?? []
            let right: ValueExpression = random.chance(30) || ids.isEmpty ? .value(.null) : .object(random.pick(ids))
            return PredicateComparison(.keyPath(ModelKeyPath(path)), op, right)
        }
        let ids = objects[entityName] ?? []
        if random.chance(40) {
            return PredicateComparison(
                .evaluatedObject,
                .in,
                .aggregate((0..<random.int(0...2)).map { _ in .object(random.pick(ids)) })
            )
        }
        return PredicateComparison(.evaluatedObject, op, ids.isEmpty ? .value(.null) : .object(random.pick(ids)))
    }

    // MARK: Arithmetic and SUBQUERY

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

    /// A number: a key path among `paths` (from the fetched object, or from `variable`), a
    /// value, or arithmetic on two of them.
    private mutating func number(_ paths: [String], variable: String? = nil, depth: Int = 0) -> ValueExpression {
        let roll = random.int(1...100)
        if depth < 2 && roll <= 35 {
            let op = random.pick(ArithmeticOperator.allCases)
            return .arithmetic(
                op,
                number(paths, variable: variable, depth: depth + 1),
                number(paths, variable: variable, depth: depth + 1)
            )
        }
        if depth < 2 && roll <= 42 { return .negated(number(paths, variable: variable, depth: depth + 1)) }
        if roll <= 75, !paths.isEmpty { return reference(random.pick(paths), from: variable) }
        return .value(random.pick(random.chance(50) ? Self.arithmeticNumbers : Self.numbers))
    }

    /// A key path from the fetched object, or from a SUBQUERY's variable.
    private func reference(_ dotted: String, from variable: String?) -> ValueExpression {
        variable.map { .variableKeyPath($0, path(dotted)) } ?? .keyPath(path(dotted))
    }

    private mutating func arithmeticComparison() -> PredicateComparison {
        let paths = Self.numberPaths[entityName] ?? []
        let op = random.pick([
            ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .between, .in,
        ])
        let right: ValueExpression
        switch op {
        case .between: right = .aggregate([number(paths), number(paths)])
        case .in: right = .aggregate((0..<random.int(0...3)).map { _ in number(paths) })
        default: right = number(paths)
        }
        return PredicateComparison(number(paths), op, right)
    }

    /// `SUBQUERY(…).@op` compared with a value: over a collection of the fetched object or,
    /// nested, of the member `base` stands for (of `entity`).
    private mutating func subqueryComparison(entity: String, base: String?, depth: Int) -> PredicateComparison {
        let (collection, member) = random.pick(Self.collections[entity] ?? [])
        let variable = "v\(depth)"
        var op = CollectionOperator.count
        var operand: [String] = []
        var readsText = false
        let numbers = Self.memberNumbers[member] ?? []
        switch random.int(1...10) {
        case 6...8 where !numbers.isEmpty:
            op = random.pick([.sum, .avg, .min, .max])
            operand = random.pick(numbers).split(separator: ".").map(String.init)
        case 9...10:
            op = random.pick([.min, .max])
            operand = random.pick(Self.textPaths[member] ?? ["name"]).split(separator: ".").map(String.init)
            readsText = true
        default: break
        }
        let subquery = ValueExpression.subquery(
            PredicateSubquery(
                reference(collection, from: base),
                variable: variable,
                memberPredicate(variable: variable, member: member, depth: depth),
                collectionOperator: op,
                operand: operand
            )
        )
        if readsText {
            let compare = random.pick([ComparisonOperator.equal, .notEqual, .less, .greater, .beginsWith, .contains])
            return PredicateComparison(subquery, compare, .value(random.pick(Self.texts)), options: randomOptions())
        }
        let left =
            random.chance(30)
            ? ValueExpression.arithmetic(random.pick(ArithmeticOperator.allCases), subquery, number([])) : subquery
        let compare = random.pick([ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual])
        return PredicateComparison(left, compare, number(Self.numberPaths[entityName] ?? []))
    }

    /// What a member of `member` must satisfy, `variable` standing for it.
    private mutating func memberPredicate(variable: String, member: String, depth: Int) -> ObjectPredicate {
        if random.chance(5) { return .constant(random.chance(50)) }
        let parts = (0..<random.int(1...2)).map { _ in
            memberComparison(variable: variable, member: member, depth: depth)
        }
        let joined: ObjectPredicate = parts.count == 1 ? parts[0] : (random.chance(50) ? .and(parts) : .or(parts))
        return random.chance(15) ? .not(joined) : joined
    }

    private mutating func memberComparison(variable: String, member: String, depth: Int) -> ObjectPredicate {
        switch random.int(1...100) {
        case 1...35:
            return .comparison(
                textComparison(reference(random.pick(Self.textPaths[member] ?? []), from: variable), .direct)
            )
        case 36...65:
            // Against the fetched object's numbers too: a correlated subquery.
            let op = random.pick([ComparisonOperator.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual])
            let left = number(Self.numberPaths[member] ?? [], variable: variable)
            return .comparison(PredicateComparison(left, op, number(Self.numberPaths[entityName] ?? [])))
        case 66...80:
            let quantifier = random.pick([Quantifier.any, .all, .none])
            return .comparison(
                textComparison(reference(random.pick(Self.manyTextPaths[member] ?? []), from: variable), quantifier)
            )
        case 81...90 where depth < 1:
            return .comparison(subqueryComparison(entity: member, base: variable, depth: depth + 1))
        default:
            let other: ValueExpression = member == entityName ? .evaluatedObject : .value(.null)
            return .comparison(PredicateComparison(.variable(variable), random.pick([.equal, .notEqual]), other))
        }
    }

    private mutating func randomOptions() -> StringOptions {
        random.pick([[], .caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive]])
    }

    private func path(_ dotted: String) -> ModelKeyPath {
        guard case .keyPath(let path) = Tree.key(dotted) else { return ModelKeyPath(dotted) }
        return path
    }
}

@Suite("Predicate format: random valid predicates agree in SQL and in memory")
struct PredicateFormatDifferentialTests {
    @Test(arguments: ["Pokemon", "Race", "Type"])
    func sqlAgreesWithMemory(entityName: String) throws {
        let context = try PredicateFormatFixture.makeContext()
        var objects: [String: [ObjectID]] = [:]
        for name in ["Pokemon", "Race", "Type"] {
            objects[name] = try context.fetchObjectIDs(FetchRequest(entityName: name))
        }
        var generator = ValidPredicateGenerator(
            random: PredicateFormatRandom(seed: 0x5EED_0000 + UInt64(entityName.count)),
            entityName: entityName,
            objects: objects
        )
        let entity = PredicateFormatFixture.entity(entityName)
        var disagreements = 0
        for _ in 0..<1_000 {
            let predicate = generator.predicate()
            let format = predicate.predicateFormat
            let parsed = try ObjectPredicate(format: format, entity: entity, model: PredicateFormatFixture.model)
            #expect(parsed == predicate, "round trip of \(format)")
            let (sql, memory) = try PredicateFormatFixture.names(predicate, entityName: entityName, in: context)
            if sql != memory {
                disagreements += 1
                Issue.record("\(entityName) where \(format): SQL \(sql), memory \(memory)")
            }
            if disagreements > 5 { break }
        }
    }
}
