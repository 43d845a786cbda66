import PokedeskDomain
import Testing

@testable import ArchVIPER

// MARK: - The races presenter, and how the picker reports back

@Suite("VIPER: races presenter")
struct RacePickerPresenterTests {
    private let log = CallLog()
    private let view: RacePickerViewSpy
    private let interactor: RacePickerInteractorStub
    private let router: RacePickerRouterSpy
    private let delegate: RaceChoiceDelegateSpy

    init() {
        view = RacePickerViewSpy(log: log)
        interactor = RacePickerInteractorStub(log: log)
        router = RacePickerRouterSpy(log: log)
        delegate = RaceChoiceDelegateSpy(log: log)
    }

    private func makePresenter(_ purpose: RacePickerPurpose, races: Int = 4) -> RacePickerPresenter {
        interactor.raceCount = races
        let presenter = RacePickerPresenter(title: "race", purpose: purpose, interactor: interactor, router: router)
        presenter.view = view
        presenter.moduleDelegate = delegate
        return presenter
    }

    @Test("given a race chosen, then the picker closes itself first, then its delegate hears the race")
    func givenSelected_thenDismissThenDelegate() {
        let presenter = makePresenter(.choosing(current: nil))
        presenter.selectRace(inRow: 2)
        presenter.didSelectRace(Fixtures.raichu)
        #expect(log.entries == ["selectRace(2)", "dismissRacePicker", "racePicker(didChoose: Raichu)"])
    }

    @Test("given choosing for a pokemon of race 25, when prepared, then the view offers a choice and 25 is located")
    func givenChoosing_whenPrepared_thenConfiguredAndLocated() {
        let presenter = makePresenter(.choosing(current: RaceID(rawValue: 25)), races: 898)
        presenter.prepareForPresentation()
        #expect(view.configuration?.title == "race")
        #expect(view.configuration?.offersChoice == true)
        #expect(log.entries == ["locateRace(25)"])
    }

    @Test("given the current race is row 577, when the picker appears, then it fetches the page holding it")
    func givenLocated_whenAppears_thenFetchesItsPage() {
        let presenter = makePresenter(.choosing(current: RaceID(rawValue: 25)), races: 898)
        presenter.prepareForPresentation()
        presenter.didLocateRace(at: 576)
        presenter.viewDidAppear()
        #expect(log.entries.last == "fetchRaces(560..<580)")
    }

    @Test("given browsing, when prepared, then no choice is offered and nothing is located")
    func givenBrowsing_whenPrepared_thenNoChoice() {
        let presenter = makePresenter(.browsing)
        presenter.prepareForPresentation()
        #expect(view.configuration?.offersChoice == false)
        #expect(log.entries.isEmpty)
    }

    @Test("given choosing, when rows arrive, then the current race is marked and the footer says how to choose")
    func givenChoosing_whenFetched_thenCurrentMarked() {
        let presenter = makePresenter(.choosing(current: RaceID(rawValue: 25)), races: 2)
        presenter.viewDidAppear()
        presenter.didFetchRaces([
            ResultsRow(position: 0, element: RaceSummary(race: Fixtures.pikachu, pokemonCount: 1), sectionName: ""),
            ResultsRow(position: 1, element: RaceSummary(race: Fixtures.raichu, pokemonCount: 0), sectionName: ""),
        ])
        #expect(view.pages.last?.rows.map(\.isCurrent) == [true, false])
        #expect(view.pages.last?.rows.map(\.pokemons) == ["1 pokemon", "0 pokemons"])
        #expect(view.pages.last?.marksCurrent == true)
        #expect(view.pages.last?.footer == "2 races · choose one with N or select N")
    }

    @Test("given a name filter, when loaded, then the first page is fetched and the footer names the filter")
    func givenFilter_whenLoaded_thenFirstPageWithFilter() {
        let presenter = makePresenter(.browsing, races: 1)
        presenter.didLoadRaces(nameContaining: "pika")
        presenter.didFetchRaces([
            ResultsRow(position: 0, element: RaceSummary(race: Fixtures.pikachu, pokemonCount: 0), sectionName: "")
        ])
        #expect(log.entries == ["fetchRaces(0..<1)", "races: 1 race with \"pika\" in the name"])
    }

    @Test("given the picker is not on top, when its results change, then it writes nothing")
    func givenCovered_whenChange_thenSilent() {
        let presenter = makePresenter(.choosing(current: nil))
        router.isModuleFrontmost = false
        presenter.racesDidChange([.updated(row: 1)])
        #expect(log.entries.isEmpty)
    }
}
