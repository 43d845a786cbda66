import PokedeskDomain
import TerminalKit
import Testing

@testable import PokedeskScreens

// MARK: - Columns and cells

private let pikachu = Race(
    id: RaceID(rawValue: 25),
    code: 25,
    name: "Pikachu",
    imageFile: "025.png",
    types: [PokemonType(id: TypeID(rawValue: 13), name: "Electric")]
)

@Suite("Screens: tables")
struct TableTests {
    @Test("a pokemon's cells: a race's name, code and types, or a dash and nothing without one")
    func pokemonCells() {
        let pika = Pokemon(id: PokemonID(rawValue: 1), name: "Pika", race: pikachu, version: 1)
        #expect(
            PokemonCells(number: 3, pokemon: pika)
                == PokemonCells(number: "3", name: "Pika", race: "Pikachu", code: "25", types: "Electric")
        )
        let zed = Pokemon(id: PokemonID(rawValue: 2), name: "Zed", race: nil, version: 1)
        #expect(
            PokemonCells(number: 4, pokemon: zed)
                == PokemonCells(number: "4", name: "Zed", race: "—", code: "", types: "")
        )
    }

    @Test("rows are grouped where their section's title changes, in list order")
    func grouping() {
        let cells = (1...4).map { PokemonCells(number: "\($0)", name: "P\($0)", race: "", code: "", types: "") }
        let sections = PokemonSection.grouping([("A", cells[0]), ("A", cells[1]), ("B", cells[2]), ("A", cells[3])])
        #expect(sections.map(\.title) == ["A", "B", "A"])
        #expect(sections.map(\.rows.count) == [2, 1, 1])
        #expect(PokemonSection.grouping([(nil, cells[0]), (nil, cells[1])]).map(\.title) == [nil])
    }

    @Test("the pokemons table: five columns, numbers and codes right-aligned and never cut")
    func pokemonTable() {
        #expect(PokemonTable.columns.map(\.title) == ["#", "Name", "Race", "Code", "Types"])
        #expect(PokemonTable.columns.map(\.alignment) == [.right, .left, .left, .right, .left])
        #expect(PokemonTable.columns.map(\.isTruncatable) == [false, true, true, false, true])
        let row = PokemonCells(number: "1", name: "Pika", race: "Pikachu", code: "25", types: "Electric")
        let table = PokemonTable.table([PokemonSection(title: "P", rows: [row])])
        #expect(
            table.sections == [TableSection(title: "P", rows: [TableRow(["1", "Pika", "Pikachu", "25", "Electric"])])]
        )
    }

    @Test("a race's cells count its pokemons and mark the current race; the ✓ column only when choosing")
    func raceTable() {
        let summary = RaceSummary(race: pikachu, pokemonCount: 1)
        let current = RaceCells(number: 7, summary: summary, current: pikachu.id)
        #expect(
            current
                == RaceCells(
                    number: "7",
                    name: "Pikachu",
                    code: "25",
                    types: "Electric",
                    pokemons: "1 pokemon",
                    isCurrent: true
                )
        )
        #expect(!RaceCells(number: 7, summary: summary, current: nil).isCurrent)
        #expect(RaceTable.columns.map(\.title) == ["#", "Race", "Code", "Types", "Pokedesk"])
        #expect(RaceTable.table([current], choosing: true).marker == "✓")
        #expect(RaceTable.table([current], choosing: false).marker == nil)
        #expect(RaceTable.table([current], choosing: true).sections.first?.rows.first?.isMarked == true)
    }

    @Test("the types are numbered from 1 with their races counted")
    func typeTable() {
        let types = [
            TypeSummary(type: PokemonType(id: TypeID(rawValue: 10), name: "Fire"), raceCount: 71),
            TypeSummary(type: PokemonType(id: TypeID(rawValue: 13), name: "Electric"), raceCount: 58),
        ]
        #expect(
            TypeCells.numbered(types)
                == [
                    TypeCells(number: "1", name: "Fire", races: "71"),
                    TypeCells(number: "2", name: "Electric", races: "58"),
                ]
        )
        #expect(TypeTable.columns.map(\.title) == ["#", "Type", "Races"])
        #expect(
            TypeTable.table(TypeCells.numbered(types)).sections.first?.rows.last == TableRow(["2", "Electric", "58"])
        )
    }
}
