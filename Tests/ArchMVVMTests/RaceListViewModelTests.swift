import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchMVVM

// MARK: - The races' view model: choosing and browsing

@Suite("MVVM: races view model")
struct RaceListViewModelTests {
    private let pokedesk = FakePokedesk()

    private func makeViewModel(choice: RaceChoice?, query: RaceQuery = RaceQuery()) throws -> RaceListViewModel {
        try RaceListViewModel(title: "race", query: query, choice: choice, repositories: pokedesk.repositories)
    }

    @Test("given a race being chosen, then the current race is marked and the footer says how to choose")
    func givenChoosing_thenMarkedAndFooter() throws {
        let viewModel = try makeViewModel(choice: RaceChoice(current: RaceID(rawValue: 25)) { _ in })
        #expect(viewModel.isChoosing && viewModel.page.marksCurrent)
        #expect(viewModel.page.rows.filter(\.isCurrent).map(\.name) == ["Pikachu"])
        #expect(viewModel.page.footer == "4 races · choose one with N or select N")
    }

    @Test("given a race being chosen, when row 2 is selected, then the choice goes to whoever asked")
    func givenChoosing_whenSelect_thenChoiceReported() throws {
        let chosen = ChosenRaces()
        let viewModel = try makeViewModel(choice: RaceChoice(current: nil) { race in chosen.races.append(race) })
        try viewModel.select(row: 2)
        #expect(chosen.races.map(\.name) == ["Charizard"])
        #expect(throws: PokedeskError.noSuchRow(5, count: 4)) { try viewModel.select(row: 5) }
    }

    @Test("given browsing, then nothing is marked and the footer offers no choice")
    func givenBrowsing_thenNoChoice() throws {
        let viewModel = try makeViewModel(choice: nil)
        #expect(!viewModel.isChoosing && !viewModel.page.marksCurrent)
        #expect(viewModel.page.footer == "4 races")
    }

    @Test("given the races, when find chu, then the store is asked and the footer names the text")
    func givenRaces_whenFind_thenFiltered() throws {
        let viewModel = try makeViewModel(choice: nil)
        try viewModel.find("chu")
        #expect(pokedesk.calls.last == "races.liveResults(nameContains: chu)")
        #expect(viewModel.page.rows.map(\.name) == ["Pikachu", "Raichu"])
        #expect(viewModel.page.footer == "2 races with \"chu\" in the name")
    }

    @Test("given the current race is on page 2, when the races open, then they open on page 2")
    func givenCurrentOnPage2_thenOpensThere() throws {
        let races = (1...30).map { code in
            RaceSummary(
                race: Race(
                    id: RaceID(rawValue: Int64(code)),
                    code: code,
                    name: "R\(code + 100)",
                    imageFile: "",
                    types: []
                ),
                pokemonCount: 0
            )
        }
        let repositories = Repositories(
            pokemons: pokedesk.repositories.pokemons,
            races: ThirtyRaces(results: FakeLiveResults(races)),
            types: pokedesk.repositories.types,
            history: pokedesk.repositories.history,
            external: pokedesk.repositories.external,
            transfers: pokedesk.repositories.transfers
        )
        let viewModel = try RaceListViewModel(
            title: "race",
            query: RaceQuery(),
            choice: RaceChoice(current: RaceID(rawValue: 25)) { _ in },
            repositories: repositories
        )
        #expect(viewModel.page.rows.map(\.number) == (21...30).map(String.init))
        #expect(viewModel.page.rows.first { $0.isCurrent }?.number == "25")
        #expect(viewModel.page.footer.contains("page 2 of 2"))
    }

    @Test("given the races, when undo, then what was undone is announced")
    func givenRaces_whenUndo_thenAnnounced() throws {
        _ = try pokedesk.repositories.pokemons.add(name: "Pika", race: RaceID(rawValue: 25))
        let viewModel = try makeViewModel(choice: nil)
        try viewModel.undo()
        #expect(viewModel.message?.content == "undone: add \"Pika\"")
    }
}

// MARK: - Test doubles

/// The races a choice reported.
private final class ChosenRaces {
    var races: [Race] = []
}

/// A race repository with 30 races, enough for two pages.
private final class ThirtyRaces: RaceRepository {
    let results: FakeLiveResults<RaceSummary>
    init(results: FakeLiveResults<RaceSummary>) { self.results = results }

    func liveResults(for query: RaceQuery) throws(PokedeskError) -> any LiveResults<RaceSummary> { results }
    func race(matching text: String) throws(PokedeskError) -> Race { throw .unknownRace(text) }
    func allDataNames() throws(PokedeskError) -> [DataName] { [] }
}
