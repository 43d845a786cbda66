import Testing

@testable import ManagedGraph

// MARK: - The length limits, at their edges

/// The refusals past the limits are in `PredicateFormatRejectedTests`; these are the strings
/// just within them, which must parse.
@Suite("Predicate format: length limits")
struct PredicateLengthTests {
    @Test("a predicate of exactly the most characters allowed parses")
    func longestPredicate() throws {
        let prefix = "name == '"
        let filler = String(repeating: "x", count: PredicateLength.maximumCharacters - prefix.count - 1)
        let format = prefix + filler + "'"
        #expect(format.count == PredicateLength.maximumCharacters)
        let predicate = try ObjectPredicate(format: format)
        #expect(try ObjectPredicate(format: "name == %@", .string(filler)) == predicate)
    }

    @Test("a character carrying the most marks allowed parses, and keeps them all")
    func richestCharacter() throws {
        let character = "e" + String(repeating: "\u{301}", count: PredicateLength.maximumMarks)
        #expect(character.count == 1)
        let predicate = try ObjectPredicate(format: "name == '\(character)'")
        #expect(try ObjectPredicate(format: "name == %@", .string(character)) == predicate)
    }

    @Test("a predicate that fills both limits at once parses")
    func bothLimitsAtOnce() throws {
        let character = "e" + String(repeating: "\u{301}", count: PredicateLength.maximumMarks)
        let value = String(repeating: character, count: PredicateLength.maximumCharacters - 10)
        let format = "name == '" + value + "'"
        #expect(format.count == PredicateLength.maximumCharacters)
        let predicate = try ObjectPredicate(format: format)
        #expect(try ObjectPredicate(format: "name == %@", .string(value)) == predicate)
    }
}
