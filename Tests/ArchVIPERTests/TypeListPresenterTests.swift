import PokedeskDomain
import PokedeskScreens
import Testing

@testable import ArchVIPER

// MARK: - The types presenter, between the race picker and the editor

@Suite("VIPER: types presenter")
struct TypeListPresenterTests {
    private let log = CallLog()
    private let view: TypeListViewSpy
    private let interactor: TypeListInteractorStub
    private let router: TypeListRouterSpy
    private let delegate: RaceChoiceDelegateSpy

    init() {
        view = TypeListViewSpy(log: log)
        interactor = TypeListInteractorStub(log: log)
        router = TypeListRouterSpy(log: log)
        delegate = RaceChoiceDelegateSpy(log: log)
    }

    private func makePresenter(_ purpose: RacePickerPurpose) -> TypeListPresenter {
        let presenter = TypeListPresenter(purpose: purpose, interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleDelegate = delegate
        return presenter
    }

    @Test("given choosing, when a type is selected, then its races open for choosing, reporting to the presenter")
    func givenChoosing_whenTypeSelected_thenPickerReportsHere() {
        let presenter = makePresenter(.choosing(current: RaceID(rawValue: 25)))
        presenter.didSelectType(Fixtures.fire)
        #expect(log.entries == ["presentRacePicker(Fire, choosing(current: Optional(race#25)))"])
        #expect(router.racePickerDelegate === presenter)
    }

    @Test("given browsing, when a type is selected, then its races open for browsing, with no delegate")
    func givenBrowsing_whenTypeSelected_thenNoDelegate() {
        let presenter = makePresenter(.browsing)
        presenter.didSelectType(Fixtures.fire)
        #expect(log.entries == ["presentRacePicker(Fire, browsing)"])
        #expect(router.racePickerDelegate == nil)
    }

    @Test("given the race picker chose, then the types close themselves, then pass the race on")
    func givenPickerChoice_thenDismissThenForward() {
        let presenter = makePresenter(.choosing(current: nil))
        presenter.racePicker(didChoose: Fixtures.charizard)
        #expect(log.entries == ["dismissTypeList", "typeList(didChoose: Charizard)"])
    }

    @Test("given the types appear, then they are fetched and worded with their footer")
    func givenAppear_thenFetchedAndShown() {
        let presenter = makePresenter(.browsing)
        presenter.viewDidAppear()
        presenter.didFetchTypes([TypeSummary(type: Fixtures.fire, raceCount: 71)])
        #expect(log.entries == ["fetchTypes", "types: 1 type · see the races of one with N or select N"])
        #expect(view.lists.last?.rows == [TypeCells(number: "1", name: "Fire", races: "71")])
    }
}
