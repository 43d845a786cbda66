import Testing

@testable import ManagedGraph

// MARK: - Printing: canonical form, and parse(print(p)) == p for random trees

/// Random trees of every shape the tree type allows (with names that can be written): keys that
/// are reserved words, Unicode names, strings with quotes, escapes, controls and combining marks,
/// extreme numbers, objects, variables, nested lists.
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
        case 86...90: return .evaluatedObject
        default:
            guard depth < 3 else { return .value(.integer(1)) }
            return .aggregate((0..<random.int(0...3)).map { _ in expression(depth: depth + 1) })
        }
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
        for _ in 0..<3_000 {
            let tree = generator.predicate()
            let printed = tree.predicateFormat
            #expect(!printed.unicodeScalars.contains(where: PredicateFormatText.isUnprintable), "\(printed)")
            let parsed = try ObjectPredicate(format: printed)
            #expect(parsed == tree, "printed as \(printed)")
            // Canonical: printing the parsed tree gives the same text.
            #expect(parsed.predicateFormat == printed)
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
