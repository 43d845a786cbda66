// MARK: - A row of live results

/// A row of live results as an interactor hands it out: where it is, and in which section.
struct ResultsRow<Element> {
    /// Zero-based position in the flattened results; the user's row number is one more.
    let position: Int
    let element: Element
    /// The section's title; empty when the results are not sectioned.
    let sectionName: String
}

extension ResultsRow: Equatable where Element: Equatable {}
