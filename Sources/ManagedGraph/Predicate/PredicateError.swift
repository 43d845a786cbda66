// MARK: - Predicate errors

/// Why a predicate was refused: what is wrong, in words a learner can act on, and, for a
/// predicate read from text, the 1-based column of the token at fault.
///
/// The message is built here, from those two, and nowhere else, so every refusal of a format
/// string reads the same way, `column 17: owner.age is a number; "abc" is text`, whichever part
/// of the parser or of the model checks found it.
public struct PredicateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, on one line, without the column.
    public let reason: String
    /// Where in the line the user typed; nil for a predicate built in Swift or whose variables
    /// were substituted, which has no text to point into.
    public let column: Int?

    public init(_ reason: String, column: Int? = nil) {
        // Reasons quote the user's text: made one line here, so no caller can forget.
        self.reason = PredicateFormatText.oneLine(reason)
        self.column = column
    }

    /// The reason, led by `column N: ` when there is a column.
    public var message: String {
        guard let column else { return reason }
        return "column \(column): \(reason)"
    }

    public var description: String { message }

    /// The error pointing at `column` if it points nowhere yet: the place found deeper in the
    /// checks (a key in a key path) is more precise than the one a caller knows (the key path).
    func located(at column: Int?) -> PredicateError {
        self.column == nil ? PredicateError(reason, column: column) : self
    }
}
