import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Printing: canonical form, and parse(print(p)) == p for random trees

@Suite("Predicate format: printing")
struct PredicateFormatRoundTripTests {
    @Test("random trees print to one line and parse back to themselves")
    func randomTreesRoundTrip() async {
        let count = 3_000
        let forms = ["SUBQUERY(", " ** ", ") * ", "-(", " - -", "$"]
        var seen: [String: Int] = [:]
        var runs = 0
        await propertyCheck(count: count, input: PredicateTreeGen.predicate) { tree in
            runs += 1
            let printed = tree.predicateFormat
            #expect(!printed.unicodeScalars.contains(where: PredicateFormatText.isUnprintable), "\(printed)")
            let parsed: ObjectPredicate
            do {
                parsed = try ObjectPredicate(format: printed)
            } catch {
                Issue.record("\(error): printed as \(printed)")
                return
            }
            #expect(parsed == tree, "printed as \(printed)")
            // Canonical: printing the parsed tree gives the same text.
            #expect(parsed.predicateFormat == printed)
            for form in forms where printed.contains(form) { seen[form, default: 0] += 1 }
        }
        // The trees reach every new form often enough to be worth the round trips (a replayed
        // seed runs one tree).
        guard runs >= count else { return }
        for form in forms {
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
