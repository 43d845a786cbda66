import TerminalKit

// MARK: - Which page to show

/// The page a paged list should show, as the user asked for it: `list`, `next`, `prev`, `page N`.
enum PageRequest: Equatable {
    case current
    case next
    case previous
    case number(Int)
}

extension Pager {
    mutating func move(_ request: PageRequest) throws(PagerError) {
        switch request {
        case .current: break
        case .next: try next()
        case .previous: try previous()
        case .number(let number): try go(toPage: number)
        }
    }
}
