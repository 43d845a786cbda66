import PokedeskDomain

// MARK: - One change of live results

/// A section or row change, kept in the order the live results reported it: a table applies
/// section and row changes interleaved, and the report line must say them in that order.
enum ResultsChange: Hashable {
    case section(SectionChange)
    case row(RowChange)
}

/// A row of live results as an interactor hands it out: where it is, and in which section.
struct ResultsRow<Element> {
    /// Zero-based position in the flattened results; the user's row number is one more.
    let position: Int
    let element: Element
    /// The section's title; empty when the results are not sectioned.
    let sectionName: String
}

extension ResultsRow: Equatable where Element: Equatable {}
