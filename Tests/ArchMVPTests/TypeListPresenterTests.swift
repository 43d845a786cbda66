import PokedeskDomain
import PokedeskDomainFakes
import PokedeskScreens
import Testing

@testable import ArchMVP

// MARK: - The types list's presenter, against a spy view and a spy navigator

@Suite("MVP: types list presenter")
struct TypeListPresenterTests {
    private let pokedesk = FakePokedesk()
    private let view = SpyTypeListView()
    private let navigator = SpyNavigator()
    private let delegate = SpyRaceListDelegate()

    private func makePresenter(choice: RaceChoice? = nil) throws -> TypeListPresenter {
        let presenter = try TypeListPresenter(choice: choice, repositories: pokedesk.repositories, navigator: navigator)
        presenter.attach(view)
        view.calls = []
        return presenter
    }

    @Test("given the types, when they appear, then each with its number of races and the footer")
    func givenTypes_whenAppear_thenRowsAndFooter() throws {
        try makePresenter().viewDidAppear()
        let rows = [
            TypeCells(number: "1", name: "Electric", races: "2"), TypeCells(number: "2", name: "Fire", races: "1"),
            TypeCells(number: "3", name: "Flying", races: "1"), TypeCells(number: "4", name: "Grass", races: "1"),
        ]
        #expect(
            view.calls == [
                .typeNames(["Electric", "Fire", "Flying", "Grass"]),
                .types(rows, footer: "4 types · see the races of one with N or select N"),
            ]
        )
    }

    @Test("given a choice handed in, when row 2 is selected, then the Fire races open with the same choice")
    func givenChoice_whenSelect_thenRacesOfTypeWithChoice() throws {
        let presenter = try makePresenter(choice: RaceChoice(current: nil, delegate: delegate))
        presenter.select("2")
        #expect(navigator.calls == [.showRaces(pokedesk.types[1], choosing: true)])
        #expect(navigator.lastChoice?.delegate === delegate)
    }

    @Test("given the types, when one is selected by its name, whatever its case, then its races open")
    func givenTypes_whenSelectByName_thenRacesOfType() throws {
        try makePresenter().select("fire")
        #expect(navigator.calls == [.showRaces(pokedesk.types[1], choosing: false)])
    }

    @Test("given the types, when a missing row is selected, then one error and no navigation")
    func givenTypes_whenBadRow_thenError() throws {
        try makePresenter().select("9")
        #expect(view.calls == [.error("there is no row 9; the list has 4 rows")])
        #expect(navigator.calls.isEmpty)
    }

    @Test("given a saved change, when undo, then only what was undone: the types show when asked")
    func givenChange_whenUndo_thenMessageOnly() throws {
        let presenter = try makePresenter()
        _ = try pokedesk.repositories.pokemons.add(name: "Pika", race: nil)
        presenter.undo()
        #expect(view.calls == [.message("undone: add \"Pika\"")])
    }
}
