import PokedeskDomain
import PokedeskDomainFakes
import Testing

@testable import ArchVIPER

// MARK: - The races interactor against fake repositories

@Suite("VIPER: races interactor")
struct RacePickerInteractorTests {
    private let pokedesk = FakePokedesk()
    private let output = RacePickerInteractorOutputSpy()

    private func makeInteractor(type: TypeID? = nil) throws -> RacePickerInteractor {
        let interactor = try RacePickerInteractor(query: RaceQuery(type: type), repositories: pokedesk.repositories)
        interactor.output = output
        return interactor
    }

    @Test("given the races, when Pikachu is located, then the output hears its position")
    func givenRaces_whenLocate_thenPosition() throws {
        try makeInteractor().locateRace(RaceID(rawValue: 25))
        #expect(output.log.entries == ["didLocateRace(2)"])
    }

    @Test("given row 3, when selected, then the output hears its race; given row 9, then the failure")
    func givenRows_whenSelect_thenRaceOrFailure() throws {
        let interactor = try makeInteractor()
        interactor.selectRace(inRow: 3)
        interactor.selectRace(inRow: 9)
        #expect(output.log.entries == ["didSelectRace(Pikachu)", "didFail(there is no row 9; the list has 4 rows)"])
    }

    @Test("given the Electric races, when filtered by name, then only the matching ones remain")
    func givenType_whenFilter_thenNarrowed() throws {
        let interactor = try makeInteractor(type: TypeID(rawValue: 1))
        #expect(interactor.raceCount == 2)
        interactor.loadRaces(nameContaining: "rai")
        interactor.fetchRaces(in: 0..<interactor.raceCount)
        #expect(output.log.entries == ["didLoadRaces(rai)", "didFetchRaces(1)"])
        #expect(output.fetched.map(\.element.race.name) == ["Raichu"])
    }

    @Test("given pokemons of a race, when fetched, then each race says how many it has")
    func givenPokemons_whenFetch_thenCounts() throws {
        pokedesk.seed("Pika", race: 25)
        pokedesk.seed("Sparky", race: 25)
        let interactor = try makeInteractor()
        interactor.fetchRaces(in: 2..<3)
        #expect(output.fetched.map(\.element.pokemonCount) == [2])
    }
}
