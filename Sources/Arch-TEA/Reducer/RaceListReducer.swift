import PokedeskDomain
import TerminalKit

// MARK: - The races

/// The races screen's reducer. A race chosen is handed back to the editor that asked
/// (`Navigation.returnRace`): the races screens close first, then the editor saves it.
enum RaceListReducer {
    static func reduce(_ races: inout RaceListState, _ action: RaceListAction) -> Reaction {
        switch action {
        case .select(let row):
            guard races.isChoosing else { return .none }
            return .run(.pickRace(races.results, row: row))
        case .list:
            return .run(fetchPage(races))
        case .turnPage(let turn):
            do {
                try races.pager.turn(turn)
            } catch {
                return .run(.write(.error(error.description)))
            }
            return .run(fetchPage(races))
        case .find(let text):
            var query = races.query
            query.nameContains = text
            return .run(.applyRaceQuery(query))
        case .queryApplied(let query, let opened):
            let old = races.results
            races.query = query
            races.results = opened.results
            races.pager = Pager(rowCount: opened.count)
            races.page = []
            return .run(.release(old), fetchPage(races))
        case .pageFetched(let rows):
            races.page = rows
            return .run(.write(.racePage))
        case .selected(let race):
            return Reaction(navigation: .returnRace(race))
        }
    }

    /// The current page, fetched to be shown.
    static func fetchPage(_ races: RaceListState) -> Effect {
        .fetchRacePage(races.results, races.pager.rowRange)
    }
}
