import PokedeskDomain

// MARK: - The pokemons router, traced

/// `PokemonListRouting` as the presenter sees it with `trace on`: each move a hop of the router.
/// The builder hands the presenter the twin; the twin holds the router as the presenter did.
final class TracedPokemonListRouter: PokemonListRouting {
    private let router: PokemonListRouter
    private let trace: Trace

    init(_ router: PokemonListRouter, trace: Trace) {
        self.router = router
        self.trace = trace
    }

    var isModuleFrontmost: Bool { router.isModuleFrontmost }

    func presentEditor(for pokemon: Pokemon) {
        trace.hop(.router, PokemonListRouter.self, "presentEditor(for: \(Quoting.quoted(pokemon.name)))") {
            router.presentEditor(for: pokemon)
        }
    }

    func presentTypeList() throws(PokedeskError) {
        try trace.hop(.router, PokemonListRouter.self, "presentTypeList()") { () throws(PokedeskError) in
            try router.presentTypeList()
        }
    }
}
