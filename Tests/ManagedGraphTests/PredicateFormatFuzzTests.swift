import PropertyBased
import Testing

@testable import ManagedGraph

// MARK: - Random strings: never a crash or a hang, every refusal one line

@Suite("Predicate format: random strings")
struct PredicateFormatFuzzTests {
    @Test("tens of thousands of random strings", .timeLimit(.minutes(2)))
    func randomStrings() async {
        let count = 30_000
        var runs = 0
        var accepted = 0
        var validated = 0
        await propertyCheck(count: count, input: PredicateFormatTextGen.text, PredicateFormatTextGen.arguments) {
            format,
            arguments in
            runs += 1
            let parsed: ObjectPredicate
            do throws(PredicateError) {
                parsed = try ObjectPredicate(format: format, arguments: arguments)
            } catch {
                check(error, format: format)
                return
            }
            accepted += 1
            // What parses prints to a string that parses back to it.
            #expect((try? ObjectPredicate(format: parsed.predicateFormat)) == parsed, "\(format.debugDescription)")
            do throws(PredicateError) {
                _ = try ObjectPredicate(
                    format: format,
                    arguments: arguments,
                    entity: PredicateFormatFixture.pokemon,
                    model: PredicateFormatFixture.model
                )
                validated += 1
            } catch {
                check(error, format: format)
            }
        }
        // The generator is worth its time only if it reaches past the lexer and the parser (a
        // replayed seed runs one string).
        guard runs >= count else { return }
        #expect(accepted > 1_000)
        #expect(validated > 500)
    }

    @Test("long and pathological inputs finish quickly", .timeLimit(.minutes(1)))
    func pathologicalInputs() {
        let inputs = [
            String(repeating: "(", count: 10_000),
            String(repeating: ")", count: 10_000),
            String(repeating: "{", count: 5_000),
            String(repeating: "NOT ", count: 2_500),
            "name == \"" + String(repeating: "\\\\", count: 4_000) + "\"",
            "name == \"" + String(repeating: "x", count: 9_000),
            "level IN {" + String(repeating: "1,", count: 4_000) + "1}",
            String(repeating: "a.", count: 4_000) + "b == 1",
            String(repeating: "name == 1 AND ", count: 700) + "name == 1",
            "e" + String(repeating: "\u{301}", count: 30_000) + " == 1",
            String(repeating: "\u{0}", count: 10_000),
            String(repeating: "😀", count: 10_000),
            String(repeating: "%@", count: 5_000),
            String(repeating: "level + ", count: 2_000) + "1 == 1",
            String(repeating: "- ", count: 5_000) + "level == 1",
            String(repeating: "(", count: 5_000) + "level" + String(repeating: ")", count: 5_000) + " == 1",
            String(repeating: "SUBQUERY(race.types, $t, ", count: 1_000),
            "level == " + String(repeating: "0x", count: 4_000),
            String(repeating: "SUBQUERY(race.pokemons, $p, ", count: 40) + "TRUEPREDICATE"
                + String(repeating: ").@count > 0", count: 40),
        ]
        for format in inputs {
            do {
                _ = try ObjectPredicate(
                    format: format,
                    entity: PredicateFormatFixture.pokemon,
                    model: PredicateFormatFixture.model
                )
            } catch {
                check(error, format: format)
            }
        }
    }

    /// A refusal is a `PredicateError` with a one-line message `column N: reason`, N within the
    /// text (or just after it).
    private func check(_ error: PredicateError, format: String) {
        #expect(!error.reason.isEmpty)
        #expect(!error.message.unicodeScalars.contains(where: PredicateFormatText.isUnprintable), "\(error.message)")
        guard let column = error.column else {
            Issue.record("no column: \(error.message) for \(format.debugDescription)")
            return
        }
        #expect(error.message == "column \(column): \(error.reason)")
        #expect(!error.reason.contains("at column"), "\(error.message)")
        #expect((1...(format.count + 1)).contains(column), "\(error.message) for \(format.debugDescription)")
    }
}
