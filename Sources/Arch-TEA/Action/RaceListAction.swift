import PokedeskDomain

// MARK: - What happens on the races

enum RaceListAction: Equatable {
    // What the user typed.
    case select(row: Int)
    case list
    case turnPage(PageTurn)
    case find(String?)

    // What the effects found.
    case queryApplied(RaceQuery, ResultsOpened)
    case pageFetched([RaceRow])
    case selected(Race)
}
