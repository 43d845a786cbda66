import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import Testing

@testable import ArchMVVM

// MARK: - The types' view model

@Suite("MVVM: types view model")
struct TypeListViewModelTests {
    private let pokedesk = FakePokedesk()
    private let actions = ActionLog()

    private func makeViewModel() throws -> TypeListViewModel {
        try TypeListViewModel(repositories: pokedesk.repositories, actions: actions.typeActions)
    }

    @Test("given the types, then each row has its number, name and number of races, and the footer counts them")
    func givenTypes_thenRowsAndFooter() throws {
        let viewModel = try makeViewModel()
        #expect(viewModel.rows.first == TypeCells(number: "1", name: "Electric", races: "2"))
        #expect(viewModel.footer == "4 types · see the races of one with N or select N")
    }

    @Test("given the types, when row 2 is selected, then its races are asked for; row 9 is refused")
    func givenTypes_whenSelect_thenAsksForRaces() throws {
        let viewModel = try makeViewModel()
        try viewModel.select("2")
        #expect(actions.entries == ["races of Fire"])
        #expect(throws: PokedeskError.noSuchRow(9, count: 4)) { try viewModel.select("9") }
        #expect(actions.entries.count == 1)
    }

    @Test("given the types, when one is selected by name, whatever its case, then its races are asked for")
    func givenTypes_whenSelectByName_thenAsksForRaces() throws {
        let viewModel = try makeViewModel()
        try viewModel.select("fIRE")
        #expect(actions.entries == ["races of Fire"])
        #expect(throws: PokedeskError.unknownType("Frie")) { try viewModel.select("Frie") }
        #expect(actions.entries.count == 1)
    }
}
