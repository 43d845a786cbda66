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
    let trace: Trace

    init(
        purpose: RacePickerPurpose,
        interactor: any TypeListInteractorInput,
        router: any TypeListRouting,
        trace: Trace = .off
    ) {
        self.purpose = purpose
        self.interactor = interactor
        self.router = router
        self.trace = trace
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
        trace.hop(.presenter, Self.self, "viewDidAppear()") { interactor.fetchTypes() }
    }

    func showTypes() {
        trace.hop(.presenter, Self.self, "showTypes()") { interactor.fetchTypes() }
    }

    func selectType(_ choice: String) {
        trace.hop(.presenter, Self.self, "selectType(\(Quoting.quoted(choice)))") { interactor.selectType(choice) }
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
        trace.hop(.presenter, Self.self, "racePicker(didChoose: \(Quoting.quoted(race.name)))") {
            router.dismissTypeList()
            moduleDelegate?.typeList(didChoose: race)
        }
    }
}
