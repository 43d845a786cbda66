import PokedeskDomain
import TerminalKit

// MARK: - One pokemon's details

/// The editor's view: a pokemon's name, race, code, image file and types (B-10).
final class PokemonDetailView {
    private let console: Console

    init(console: Console) {
        self.console = console
    }

    func show(_ pokemon: Pokemon) {
        console.writeLines(Wording.editorLines(pokemon))
    }
}
