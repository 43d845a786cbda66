// MARK: - Where each part of a parsed predicate came from

/// The columns of one expression of a parsed format string; a list's items have their own.
struct ExpressionSource: Hashable {
    let column: Int
    var items: [ExpressionSource] = []
}

/// The columns of one comparison: where it starts (its quantifier or left side), its operator,
/// and its two sides. Model checks run after parsing use them to point at the culprit.
struct ComparisonSource: Hashable {
    let column: Int
    let operatorColumn: Int
    let left: ExpressionSource
    let right: ExpressionSource
}

/// A predicate with the columns of its comparisons, in the order they appear in the text, which
/// is the order of a depth-first walk of the tree, left to right.
struct ParsedPredicate {
    let predicate: ObjectPredicate
    let comparisons: [ComparisonSource]
}
