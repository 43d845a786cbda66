import PokedeskDomain
import TerminalKit

// MARK: - Where the pokemons list leads

protocol PokemonListRouting: AnyObject {
    var isModuleFrontmost: Bool { get }
    func presentEditor(for pokemon: Pokemon)
    /// Types, for browsing only.
    func presentTypeList() throws(PokedeskError)
}

/// Opens the editor and the types through their builders; knows nothing else of them.
final class PokemonListRouter: ModuleRouter {
    weak var view: (any Screen)?
    let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }
}

extension PokemonListRouter: PokemonListRouting {
    func presentEditor(for pokemon: Pokemon) {
        present(PokemonEditorModuleBuilder.build(pokemon: pokemon, dependencies: dependencies))
    }

    func presentTypeList() throws(PokedeskError) {
        present(try TypeListModuleBuilder.build(purpose: .browsing, delegate: nil, dependencies: dependencies))
    }
}
