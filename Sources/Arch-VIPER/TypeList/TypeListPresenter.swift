import PokedeskDomain
import PokedeskScreens

// MARK: - The types presenter

/// Shows the types, opens the races of the one chosen, and — when choosing a race — stands
/// between the race picker and its own delegate: it closes the types, then passes the race on.
final class TypeListPresenter {
    weak var view: (any TypeListViewInterface)?
    weak var moduleDelegate: (any TypeListModuleDelegate)?
    private let purpose: RacePickerPurpose
    private let interactor: any TypeListInteractorInput
    private let router: any TypeListRouting

    init(
        purpose: RacePickerPurpose,
        interactor: any TypeListInteractorInput,
        router: any TypeListRouting
    ) {
        self.purpose = purpose
        self.interactor = interactor
        self.router = router
    }
}

// MARK: - ChangeHistoryPresenter

extension TypeListPresenter: ChangeHistoryPresenter {
    var historyInteractor: any ChangeHistoryInteractorInput { interactor }
    var messageView: (any MessageViewInterface)? { view }
}

// MARK: - TypeListModuleInterface

extension TypeListPresenter: TypeListModuleInterface {
    func viewDidAppear() {
        interactor.fetchTypes()
    }

    func showTypes() {
        interactor.fetchTypes()
    }

    func selectType(_ choice: String) {
        interactor.selectType(choice)
    }
}

// MARK: - TypeListInteractorOutput

extension TypeListPresenter: TypeListInteractorOutput {
    func didFetchTypes(_ types: [TypeSummary]) {
        view?.showTypes(
            TypeListViewModel(rows: TypeCells.numbered(types), footer: Wording.typesFooter(count: types.count))
        )
    }

    func didSelectType(_ type: PokemonType) {
        do throws(PokedeskError) {
            try router.presentRacePicker(of: type, purpose: purpose, delegate: purpose == .browsing ? nil : self)
        } catch {
            view?.showError(error.description)
        }
    }
}

// MARK: - RacePickerModuleDelegate

extension TypeListPresenter: RacePickerModuleDelegate {
    func racePicker(didChoose race: Race) {
        router.dismissTypeList()
        moduleDelegate?.typeList(didChoose: race)
    }
}
