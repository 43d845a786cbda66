import PokedeskDomain
import TerminalKit

// MARK: - The races

/// The races, 20 a page, for choosing one or for looking.
struct RaceListState: Equatable {
    let title: String
    let purpose: RaceListPurpose
    var query: RaceQuery
    var results: SubscriptionID
    var pager: Pager
    var page: [RaceRow] = []

    /// Opened on the page of the current race, when there is one to mark.
    init(_ request: RaceListRequest, opened: ResultsOpened) {
        title = request.title
        purpose = request.purpose
        query = request.query
        results = opened.results
        pager = Pager(rowCount: opened.count)
        if let current = opened.currentAt { pager.reveal(rowIndex: current) }
    }

    var isChoosing: Bool { purpose != .browsing }

    /// The race marked ✓: the race of the pokemon whose race is being chosen.
    var current: RaceID? {
        if case .choosing(let current) = purpose { return current }
        return nil
    }
}

/// Why the races are shown.
enum RaceListPurpose: Hashable {
    /// To choose a race for the pokemon in the editor below, whose race is `current`.
    case choosing(current: RaceID?)
    case browsing
}

/// A race list to open: its title in the path, what it lists, and why.
struct RaceListRequest: Hashable {
    let title: String
    let query: RaceQuery
    let purpose: RaceListPurpose
}

/// A row of the page: its number in the whole list and the race.
struct RaceRow: Hashable {
    let number: Int
    let summary: RaceSummary
}
