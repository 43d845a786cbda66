// MARK: - Where each part of a parsed predicate came from

/// The columns of one expression of a parsed format string; its parts have their own, for
/// errors that point at the one part at fault: a list's items, arithmetic's operands (left,
/// right; or the one a minus negates), a key path's steps, a SUBQUERY's collection and
/// variable (its items), collection operator and keys after it (its steps) and comparisons.
struct ExpressionSource: Hashable {
    let column: Int
    var items: [ExpressionSource] = []
    /// The column of each step of a key path as written (its keys, then its collection operator
    /// and the keys after it); empty when the steps have no place of their own (`%K`).
    var steps: [Int] = []
    /// A SUBQUERY's predicate's comparisons, in text order.
    var comparisons: [ComparisonSource] = []

    /// Where step `index` of a key path was written; the whole expression's column when unknown.
    func column(ofStep index: Int) -> Int {
        steps.indices.contains(index) ? steps[index] : column
    }

    /// Where item `index` of a list was written; the whole list's when unknown.
    func item(_ index: Int) -> ExpressionSource {
        items.indices.contains(index) ? items[index] : self
    }
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
/// is the order of a depth-first walk of the tree, left to right; `column` is where the predicate
/// starts, for what concerns it as a whole.
struct ParsedPredicate {
    let predicate: ObjectPredicate
    let comparisons: [ComparisonSource]
    let column: Int
}
