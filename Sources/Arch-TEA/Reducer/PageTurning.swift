import TerminalKit

// MARK: - Turning the pages of a list

extension Pager {
    /// `next`, `prev` or `page N`; refused, with the kit's words, past either end.
    mutating func turn(_ turn: PageTurn) throws(PagerError) {
        switch turn {
        case .next: try next()
        case .previous: try previous()
        case .to(let page): try go(toPage: page)
        }
    }
}
