import Observation
import PokedeskDomain
import PokedeskScreens

// MARK: - The types

/// The 18 types with their number of races (B-30); selecting one asks for its races, which the
/// coordinator opens for choosing or for browsing, as it opened this screen.
@Observable
final class TypeListViewModel: UndoingViewModel, TypeListViewModelInput {
    struct Actions {
        var showRaces: (PokemonType) throws(PokedeskError) -> Void
    }

    // MARK: Display state

    let title = Wording.typesTitle
    private(set) var types: [TypeSummary]
    /// What the last command did: `undone: …`.
    private(set) var message: Announcement<String>?

    /// The types as the table shows them, numbered from 1.
    var rows: [TypeCells] { TypeCells.numbered(types) }

    var footer: String { Wording.typesFooter(count: types.count) }

    /// The names that choose a type as its row number does, and that Tab offers.
    var typeNames: [String] { TypeSummary.typedNames(of: types) }

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

    /// A row number or a type's name.
    func select(_ choice: String) throws(PokedeskError) {
        try actions.showRaces(try TypeSummary.chosen(choice, in: types))
    }

    func didRevert(saying line: String) {
        message.announce(line)
        if let fresh = try? repository.allTypes() { types = fresh }
    }
}
