import PokedeskDomain
import PokedeskScreens

// MARK: - The types list's presenter

/// The types with their number of races (B-30); choosing one opens its races, for browsing or
/// for the choice it was handed (B-8, B-13).
final class TypeListPresenter {
    private weak var view: (any TypeListView)?
    private let types: any TypeRepository
    private let undoRedo: UndoRedo
    private let navigator: any PokedeskNavigator
    /// Nil when browsing.
    private let choice: RaceChoice?
    private var summaries: [TypeSummary]

    init(choice: RaceChoice?, repositories: Repositories, navigator: any PokedeskNavigator) throws(PokedeskError) {
        types = repositories.types
        undoRedo = UndoRedo(history: repositories.history)
        self.navigator = navigator
        self.choice = choice
        summaries = try repositories.types.allTypes()
    }

    func attach(_ view: any TypeListView) {
        self.view = view
        view.showTitle(Wording.typesTitle)
    }
}

// MARK: - Intents

extension TypeListPresenter: TypeListPresenting {
    func viewDidAppear() { showTypes() }
    func showList() { showTypes() }

    func select(_ choice: String) {
        perform(reportingTo: view) {
            try navigator.showRaces(of: try TypeSummary.chosen(choice, in: summaries), choosing: self.choice)
        }
    }

    /// The counts are read again for when the types show next; they do not show now.
    func undo() { undoRedo.undo(telling: view, then: refresh) }
    func redo() { undoRedo.redo(telling: view, then: refresh) }

    private func showTypes() {
        view?.suggestTypeNames(TypeSummary.typedNames(of: summaries))
        view?.showTypes(TypeCells.numbered(summaries), footer: Wording.typesFooter(count: summaries.count))
    }

    private func refresh() {
        if let fresh = try? types.allTypes() { summaries = fresh }
    }
}
