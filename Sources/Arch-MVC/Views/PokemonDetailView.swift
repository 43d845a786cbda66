import PokedeskDomain
import TerminalKit

// MARK: - One pokemon's details

/// The editor's view: a pokemon's name, race, code, image file and types (B-10).
final class PokemonDetailView {
    private let console: Console
    /// Each thing the controller has the view show is a leaf hop there: a view calls nobody.
    private let trace: Trace

    init(console: Console, trace: Trace) {
        self.console = console
        self.trace = trace
    }

    func show(_ pokemon: Pokemon) {
        trace.hop(.view, Self.self, "show(\(Quoting.quoted(pokemon.name)))")
        console.writeLines(Wording.editorLines(pokemon))
    }
}
