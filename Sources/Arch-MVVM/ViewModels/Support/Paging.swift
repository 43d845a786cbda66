import PokedeskDomain

// MARK: - Pages of a long list

/// Which rows of a long list the current page holds, 20 a page. Row numbers stay those of the
/// whole list, so `delete 27` means the same row whichever page shows.
///
/// The view models' own value type rather than the terminal kit's `Pager`, so that no view model
/// needs the kit; its errors say what the kit's say (docs/screens.md), word for word.
struct Paging: Equatable {
    static let pageSize = 20

    private(set) var rowCount: Int
    /// The current page, from 1.
    private(set) var number = 1

    init(rowCount: Int) {
        self.rowCount = rowCount
    }

    /// At least 1: an empty list still has an (empty) first page.
    var count: Int { max(1, (rowCount + Self.pageSize - 1) / Self.pageSize) }

    /// The zero-based positions of the current page's rows in the whole list.
    var rows: Range<Int> {
        let first = (number - 1) * Self.pageSize
        return first..<min(rowCount, first + Self.pageSize)
    }

    // MARK: Moving

    mutating func next() throws(PagingError) {
        guard number < count else { throw .atLastPage(pageCount: count) }
        number += 1
    }

    mutating func previous() throws(PagingError) {
        guard number > 1 else { throw .atFirstPage }
        number -= 1
    }

    mutating func go(to page: Int) throws(PagingError) {
        guard (1...count).contains(page) else { throw .noSuchPage(page, pageCount: count) }
        number = page
    }

    /// Shows the page holding the row at a zero-based position.
    mutating func reveal(position: Int) {
        guard (0..<rowCount).contains(position) else { return }
        number = position / Self.pageSize + 1
    }

    /// Follows the list growing or shrinking, keeping the page unless it no longer exists.
    mutating func resize(rowCount newCount: Int) {
        rowCount = newCount
        number = min(number, count)
    }
}

/// Why the page could not change; the description is the line the user reads, as `Wording`
/// words it.
enum PagingError: Error, Equatable, CustomStringConvertible {
    case atFirstPage
    case atLastPage(pageCount: Int)
    case noSuchPage(Int, pageCount: Int)

    var description: String {
        switch self {
        case .atFirstPage: return Wording.atFirstPage
        case .atLastPage(let count): return Wording.atLastPage(pageCount: count)
        case .noSuchPage(let page, let count): return Wording.noSuchPage(page, pageCount: count)
        }
    }
}
