import PokedeskScreens

@testable import ArchMVVM

// MARK: - A page's rows, whatever their sections

extension PokemonPage {
    /// The rows in list order, for tests that check rows rather than grouping.
    var rows: [PokemonCells] { sections.flatMap(\.rows) }
}
