/// Which page of a long list is showing. It only computes ranges: the caller fetches and renders
/// the rows. Row numbers are positions in the whole list (1-based), so `delete 27` means the same
/// row on any page.
public struct Pager: Sendable, Equatable {
    public static let defaultPageSize = 20

    public let pageSize: Int
    public private(set) var rowCount: Int
    /// The current page, from 1.
    public private(set) var page: Int

    public init(rowCount: Int, pageSize: Int = Pager.defaultPageSize) {
        self.pageSize = max(1, pageSize)
        self.rowCount = max(0, rowCount)
        self.page = 1
    }

    // MARK: Geometry

    /// At least 1: an empty list still has an (empty) first page.
    public var pageCount: Int { max(1, (rowCount + pageSize - 1) / pageSize) }

    /// The 0-based indices of the current page's rows in the whole list.
    public var rowRange: Range<Int> {
        let start = (page - 1) * pageSize
        return start..<min(rowCount, start + pageSize)
    }

    /// The 1-based row numbers shown on the current page.
    public var rowNumbers: ClosedRange<Int>? {
        rowRange.isEmpty ? nil : (rowRange.lowerBound + 1)...rowRange.upperBound
    }

    /// One line for under the table, e.g. `page 2 of 3, rows 21–40 of 57`; nil when everything
    /// fits on one page (nothing worth saying).
    public var summary: String? {
        guard pageCount > 1, let rows = rowNumbers else { return nil }
        return Phrases.text(
            "pager.summary",
            String(page),
            String(pageCount),
            String(rows.lowerBound),
            String(rows.upperBound),
            String(rowCount)
        )
    }

    // MARK: Moving

    public mutating func next() throws(PagerError) {
        guard page < pageCount else { throw .atLastPage(pageCount: pageCount) }
        page += 1
    }

    public mutating func previous() throws(PagerError) {
        guard page > 1 else { throw .atFirstPage }
        page -= 1
    }

    public mutating func go(toPage number: Int) throws(PagerError) {
        guard (1...pageCount).contains(number) else {
            throw .noSuchPage(number, pageCount: pageCount)
        }
        page = number
    }

    /// Shows the page holding a 0-based row index (e.g. a row just inserted).
    public mutating func reveal(rowIndex: Int) {
        guard rowIndex >= 0, rowIndex < rowCount else { return }
        page = rowIndex / pageSize + 1
    }

    /// Follows the list growing or shrinking; keeps the page unless it no longer exists.
    public mutating func update(rowCount newCount: Int) {
        rowCount = max(0, newCount)
        page = min(page, pageCount)
    }
}

/// Why the pager could not move; the description is the one-line message for the user.
public enum PagerError: Error, Equatable, CustomStringConvertible {
    case atFirstPage
    case atLastPage(pageCount: Int)
    case noSuchPage(Int, pageCount: Int)

    public var description: String {
        switch self {
        case .atFirstPage:
            return Phrases.text("pager.atFirstPage")
        case .atLastPage(let count):
            return count == 1 ? Phrases.text("pager.onlyOnePage") : Phrases.text("pager.atLastPage", String(count))
        case .noSuchPage(let number, let count):
            return count == 1
                ? Phrases.text("pager.noSuchPage.onlyOne", String(number))
                : Phrases.text("pager.noSuchPage", String(number), String(count))
        }
    }
}
