import PokedeskDomain
import PokedeskScreens

// MARK: - A page of races, ready to show

/// A page of the races screen (B-20): each row's text, whether the current race is marked, and
/// the line under the rows.
struct RacePage: Equatable {
    let rows: [RaceCells]
    /// Whether rows have a ✓ column: only when a race is being chosen.
    let marksCurrent: Bool
    let footer: String
    /// The zero-based positions of the rows shown, and how many races the list has in all.
    let positions: Range<Int>
    let count: Int
}

extension RacePage {
    /// The current page of `list`; `choice` is the race being chosen, if one is.
    init(_ list: PagedLiveResults<RaceSummary>, query: RaceQuery, choice: RaceChoice?) throws(PokedeskError) {
        rows = try list.currentPage().map { position, summary in
            RaceCells(number: position + 1, summary: summary, current: choice?.current)
        }
        marksCurrent = choice != nil
        positions = list.paging.rowRange
        count = list.count
        footer = Wording.racesFooter(
            count: list.count,
            nameContains: query.nameContains,
            page: list.paging.page,
            pageCount: list.paging.pageCount,
            choosing: choice != nil
        )
    }
}
