import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchMVP

// MARK: - The races list's presenter, against a spy view and a spy delegate

@Suite("MVP: races list presenter")
struct RaceListPresenterTests {
    private let pokedesk = FakePokedesk()
    private let view = SpyRaceListView()
    private let delegate = SpyRaceListDelegate()

    /// A presenter attached to the spy view; choosing for a pokemon of race `code`, or browsing.
    private func makePresenter(
        _ scope: RaceListScope = .all,
        choosing: Bool,
        current code: Int? = nil
    ) throws -> RaceListPresenter {
        let current = pokedesk.races.first { $0.code == code }?.id
        let choice = choosing ? RaceChoice(current: current, delegate: delegate) : nil
        let presenter = try RaceListPresenter(scope: scope, choice: choice, repositories: pokedesk.repositories)
        presenter.attach(view)
        return presenter
    }

    @Test("given a choice for a Pikachu, when it appears, then select is offered and Pikachu is marked")
    func givenChoosing_whenAppears_thenSelectionAndMark() throws {
        pokedesk.seed("Pika", race: 25)
        let presenter = try makePresenter(choosing: true, current: 25)
        presenter.viewDidAppear()
        #expect(view.calls.prefix(2) == [.title("race"), .selection(true)])
        let page = try #require(view.lastPage)
        #expect(page.marksCurrent)
        #expect(page.rows.filter(\.isCurrent).map(\.name) == ["Pikachu"])
        #expect(
            page.rows[2]
                == .init(
                    number: "3",
                    name: "Pikachu",
                    code: "25",
                    types: "Electric",
                    pokemons: "1 pokemon",
                    isCurrent: true
                )
        )
        #expect(page.footer == "4 races · choose one with N or select N")
    }

    @Test("given a choice, when row 2 is selected, then the delegate hears Charizard and the view shows nothing")
    func givenChoosing_whenSelect_thenDelegateHears() throws {
        let presenter = try makePresenter(choosing: true, current: 25)
        view.calls = []
        presenter.select(row: 2)
        presenter.select(row: 7)
        #expect(delegate.chosen.map(\.name) == ["Charizard"])
        #expect(view.calls == [.error("there is no row 7; the list has 4 rows")])
    }

    @Test("given browsing the Fire races, then titled Fire, no select, no mark column, and select does nothing")
    func givenBrowsing_thenNoChoosing() throws {
        let fire = pokedesk.types[1]
        let presenter = try makePresenter(.ofType(fire), choosing: false)
        presenter.viewDidAppear()
        presenter.select(row: 1)
        #expect(view.calls.prefix(2) == [.title("Fire"), .selection(false)])
        #expect(view.lastPage?.marksCurrent == false)
        #expect(view.lastPage?.rows.map(\.name) == ["Charizard"])
        #expect(view.lastPage?.footer == "1 race")
        #expect(delegate.chosen.isEmpty)
    }

    @Test("given find, then the repository gets the text and the footer names it; no match leaves only the footer")
    func givenFind_thenFilteredOrFooterOnly() throws {
        let presenter = try makePresenter(choosing: true)
        presenter.find("chu")
        #expect(pokedesk.calls.last == "races.liveResults(nameContains: chu)")
        #expect(view.lastPage?.footer == "2 races with \"chu\" in the name · choose one with N or select N")
        view.calls = []
        presenter.find("zzz")
        #expect(view.calls == [.message("0 races with \"zzz\" in the name")])
    }

    @Test("given one page, when page 5 or prev, then the pager's errors")
    func givenOnePage_whenBadPage_thenErrors() throws {
        let presenter = try makePresenter(choosing: false)
        presenter.showPage(number: 5)
        presenter.showPreviousPage()
        #expect(view.errors == ["there is no page 5; there is only page 1", "already on the first page"])
    }
}
