import Testing

@testable import ManagedGraph

// MARK: - Printing: canonical form, and parse(print(p)) == p for random trees

/// Random trees of every shape the tree type allows (with names that can be written): keys that
/// are reserved words, Unicode names, strings with quotes, escapes, controls and combining marks,
/// extreme numbers, objects, variables, nested lists, arithmetic of every precedence and sign,
/// key paths from variables, nested SUBQUERYs with any collection operator.
private struct RandomTreeGenerator {
    var random: PredicateFormatRandom

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

    mutating func predicate(depth: Int = 0) -> ObjectPredicate {
        let roll = random.int(1...100)
        if depth < 5 && roll <= 15 { return .and((0..<random.int(2...4)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 5 && roll <= 30 { return .or((0..<random.int(2...4)).map { _ in predicate(depth: depth + 1) }) }
        if depth < 5 && roll <= 40 { return .not(predicate(depth: depth + 1)) }
        if roll <= 45 { return .constant(random.chance(50)) }
        let options = random.pick([
            [], StringOptions.caseInsensitive, .diacriticInsensitive, [.caseInsensitive, .diacriticInsensitive],
        ])
        return .comparison(
            PredicateComparison(
                expression(depth: 0),
                random.pick(ComparisonOperator.allCases),
                expression(depth: 0),
                quantifier: random.pick([.direct, .direct, .any, .all, .none]),
                options: options
            )
        )
    }

    private mutating func expression(depth: Int) -> ValueExpression {
        switch random.int(1...100) {
        case 1...30: return .keyPath(keyPath())
        case 31...45: return .value(.string(text()))
        case 46...55: return .value(.integer(integer()))
        case 56...65: return .value(.double(double()))
        case 66...70: return .value(.bool(random.chance(50)))
        case 71...75: return .value(.null)
        case 76...80:
            return .object(ObjectID(entityName: random.pick(["Race", "Type", "Ωmega"]), primaryKey: integer()))
        case 81...85: return .variable(random.pick(Self.names))
        case 86...88: return .evaluatedObject
        case 89...90: return .variableKeyPath(random.pick(Self.names), keyPath())
        case 91...95 where depth < 3:
            let op = random.pick(ArithmeticOperator.allCases)
            return .arithmetic(op, expression(depth: depth + 1), expression(depth: depth + 1))
        case 96...97 where depth < 3: return .negated(expression(depth: depth + 1))
        case 98 where depth < 2: return .subquery(subquery(depth: depth))
        default:
            guard depth < 3 else { return .value(.integer(1)) }
            return .aggregate((0..<random.int(0...3)).map { _ in expression(depth: depth + 1) })
        }
    }

    /// A SUBQUERY over a key path, or a variable's in a nested one; any collection operator,
    /// the keys a value operator takes, or none (a bare subquery reads, though it cannot run).
    private mutating func subquery(depth: Int) -> PredicateSubquery {
        var collection = keyPath()
        collection.collectionOperator = nil
        collection.operand = []
        if collection.components.isEmpty { collection.components = [random.pick(Self.names)] }
        let op: CollectionOperator? = random.chance(85) ? random.pick(CollectionOperator.allCases) : nil
        let keys = op == nil || op == .count ? [] : (1...random.int(1...2)).map { _ in random.pick(Self.names) }
        return PredicateSubquery(
            random.chance(70) ? .keyPath(collection) : .variableKeyPath(random.pick(Self.names), collection),
            variable: random.pick(Self.names),
            predicate(depth: 3 + depth),
            collectionOperator: op,
            operand: keys
        )
    }

    private mutating func keyPath() -> ModelKeyPath {
        let op: CollectionOperator? = random.chance(25) ? random.pick(CollectionOperator.allCases) : nil
        let components = (0..<random.int(op == nil ? 1...3 : 0...2)).map { _ in random.pick(Self.names) }
        let operand = op == nil ? [] : (0..<random.int(0...2)).map { _ in random.pick(Self.names) }
        return ModelKeyPath(components, collectionOperator: op, operand: operand)
    }

    private mutating func text() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<random.int(0...8) { scalars.append(random.pick(Self.alphabet)) }
        return String(scalars)
    }

    private mutating func integer() -> Int64 {
        random.pick([0, 1, -1, .max, .min, .max - 1, .min + 1, Int64.random(in: .min ... .max, using: &random)])
    }

    private mutating func double() -> Double {
        let special: [Double] = [
            0, -0.0, 0.1, -1.5, 1e20, 1e-7, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude,
            .leastNormalMagnitude, 123_456_789.125,
        ]
        if random.chance(50) { return random.pick(special) }
        while true {
            let value = Double(bitPattern: random.next())
            if value.isFinite { return value }
        }
    }
}

@Suite("Predicate format: printing")
struct PredicateFormatRoundTripTests {
    @Test("random trees print to one line and parse back to themselves")
    func randomTreesRoundTrip() throws {
        var generator = RandomTreeGenerator(random: PredicateFormatRandom(seed: 20_261_122))
        var seen: [String: Int] = [:]
        for _ in 0..<3_000 {
            let tree = generator.predicate()
            let printed = tree.predicateFormat
            #expect(!printed.unicodeScalars.contains(where: PredicateFormatText.isUnprintable), "\(printed)")
            let parsed = try ObjectPredicate(format: printed)
            #expect(parsed == tree, "printed as \(printed)")
            // Canonical: printing the parsed tree gives the same text.
            #expect(parsed.predicateFormat == printed)
            for form in ["SUBQUERY(", " ** ", ") * ", "-(", " - -", "$"] where printed.contains(form) {
                seen[form, default: 0] += 1
            }
        }
        // The trees reach every new form often enough to be worth the round trips.
        for form in ["SUBQUERY(", " ** ", ") * ", "-(", " - -", "$"] {
            #expect(seen[form, default: 0] >= 20, "\(form) printed \(seen[form, default: 0]) times")
        }
    }

    @Test(
        "parsed strings print canonically",
        arguments: [
            ("name = 'x'", #"name == "x""#),
            ("level =< 5 and level => 1", "level <= 5 AND level >= 1"),
            ("a <> 1 || b != 2", "a != 1 OR b != 2"),
            ("!(a == 1)", "NOT a == 1"),
            ("NOT (a == 1 AND b == 2)", "NOT (a == 1 AND b == 2)"),
            ("a == 1 AND b == 2 OR c == 3", "(a == 1 AND b == 2) OR c == 3"),
            ("a == 1 AND (b == 2 OR c == 3)", "a == 1 AND (b == 2 OR c == 3)"),
            ("(a == 1 AND b == 2) AND c == 3", "(a == 1 AND b == 2) AND c == 3"),
            ("some x.y == 1", "ANY x.y == 1"),
            ("name ==[dc] 'x'", #"name ==[cd] "x""#),
            ("name beginswith[C] 'x'", #"name BEGINSWITH[c] "x""#),
            ("#in == 1 AND #SELF.#any == 2", "#in == 1 AND #SELF.#any == 2"),
            ("race.in == 1", "race.#in == 1"),
            ("SELF.name == 1", "name == 1"),
            ("a == YES AND b == no", "a == TRUE AND b == FALSE"),
            ("a == NULL", "a == nil"),
            ("a == -15e-1 AND b == 1E2", "a == -1.5 AND b == 100.0"),
            ("a == 'it\\'s'", #"a == "it's""#),
            ("a == \"\\u{7}\\u0000\\r\"", #"a == "\u{7}\u{0}\r""#),
            ("a == 'line\nbreak\u{2028}'", #"a == "line\nbreak\u{2028}""#),
            ("a.@COUNT > 1 AND @sum.b < 2", "a.@count > 1 AND @sum.b < 2"),
            ("a IN {1, {2, 'x'}, {}}", #"a IN {1, {2, "x"}, {}}"#),
            ("OBJECT('Race', -3) == race", #"OBJECT("Race", -3) == race"#),
            ("a == $X_1", "a == $X_1"),
            ("truepredicate", "TRUEPREDICATE"),
            ("a+1*2 == 3", "a + 1 * 2 == 3"),
            ("(a + 1) * 2 == 3", "(a + 1) * 2 == 3"),
            ("((a)) - (b - c) == 1", "a - (b - c) == 1"),
            ("(a - b) - c == 1 AND a - b - c == 1", "a - b - c == 1 AND a - b - c == 1"),
            ("(2 ** 3) ** 2 == a AND 2 ** (3 ** 2) == a", "2 ** 3 ** 2 == a AND 2 ** (3 ** 2) == a"),
            ("a / b * c == a * (b / c)", "a / b * c == a * (b / c)"),
            ("- a == -(1) AND - 1 == a*-1", "-a == -(1) AND -1 == a * -1"),
            ("-(-(a)) == -(a + 1)", "--a == -(a + 1)"),
            ("-2 ** 2 == -(2) ** 2", "-2 ** 2 == -(2) ** 2"),
            ("0x1F == a AND -0b101 == b AND 0o17 == c AND 0XfF == d", "31 == a AND -5 == b AND 15 == c AND 255 == d"),
            ("subquery(x, $y, $y.z == 1 and w == 2).@COUNT > 0", "SUBQUERY(x, $y, $y.z == 1 AND w == 2).@count > 0"),
            ("SUBQUERY(x.y, $y, TRUEPREDICATE) == nil", "SUBQUERY(x.y, $y, TRUEPREDICATE) == nil"),
            ("SUBQUERY($a.b, $in, $in.and > 1).@sum.or.#in > 1", "SUBQUERY($a.b, $in, $in.#and > 1).@sum.#or.#in > 1"),
            (
                "SUBQUERY(a, $x, SUBQUERY($x.b, $y, $y == $x).@avg.c > 0).@max.d > 0",
                "SUBQUERY(a, $x, SUBQUERY($x.b, $y, $y == $x).@avg.c > 0).@max.d > 0"
            ),
        ]
    )
    func canonicalForm(_ input: String, _ expected: String) throws {
        #expect(try ObjectPredicate(format: input).predicateFormat == expected)
        #expect(try ObjectPredicate(format: input).description == expected)
    }

    @Test("trees the parser never builds print as their meaning")
    func degenerateTrees() throws {
        let a = Tree.compare(Tree.key("a"), .equal, Tree.int(1))
        let b = Tree.compare(Tree.key("b"), .equal, Tree.int(2))
        #expect(ObjectPredicate.and([]).predicateFormat == "TRUEPREDICATE")
        #expect(ObjectPredicate.or([]).predicateFormat == "FALSEPREDICATE")
        #expect(ObjectPredicate.and([a]).predicateFormat == "a == 1")
        // A one-operand OR inside an AND must not lose its grouping.
        #expect(ObjectPredicate.and([.or([.or([a, b])]), a]).predicateFormat == "(a == 1 OR b == 2) AND a == 1")
        #expect(ObjectPredicate.not(.and([a])).predicateFormat == "NOT a == 1")
        #expect(ValueExpression.keyPath(ModelKeyPath([])) != .evaluatedObject)
        #expect(Tree.compare(.keyPath(ModelKeyPath([])), .equal, Tree.null).predicateFormat == "SELF == nil")
    }
}
