// MARK: - Predicate errors

/// Why a predicate was refused: a one-line message a learner can act on, with the 1-based
/// column of the format string where the parser found the problem (nil for problems found
/// against the model, which name the key path instead).
public struct PredicateError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let column: Int?

    public init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }

    public var description: String { message }
}
