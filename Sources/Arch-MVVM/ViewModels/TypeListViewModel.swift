import Observation
import PokedeskDomain

// MARK: - The types

/// The 18 types with their number of races (B-30); selecting one asks for its races, which the
/// coordinator opens for choosing or for browsing, as it opened this screen.
@Observable
final class TypeListViewModel: UndoingViewModel {
    struct Actions {
        var showRaces: (PokemonType) throws(PokedeskError) -> Void
    }

    struct Row: Equatable {
        let number: Int
        let name: String
        let raceCount: Int
    }

    // MARK: Display state

    let title = "types"
    private(set) var types: [TypeSummary]
    /// What the last command did: `undone: …`.
    private(set) var message: Announcement<String>?

    var rows: [Row] {
        types.enumerated().map { index, summary in
            Row(number: index + 1, name: summary.type.name, raceCount: summary.raceCount)
        }
    }

    var footer: String { Wording.typesFooter(count: types.count) }

    // MARK: Model

    let history: any ChangeHistory
    private let repository: any TypeRepository
    private let actions: Actions

    init(repositories: Repositories, actions: Actions) throws(PokedeskError) {
        repository = repositories.types
        history = repositories.history
        self.actions = actions
        types = try repository.allTypes()
    }

    // MARK: Intents

    func select(row number: Int) throws(PokedeskError) {
        try actions.showRaces(types[try RowNumber.index(number, count: types.count)].type)
    }

    func didRevert(saying line: String) {
        message.announce(line)
        if let fresh = try? repository.allTypes() { types = fresh }
    }
}
