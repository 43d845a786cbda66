public import PokedeskDomain
public import TerminalKit

// MARK: - Building the MVP app

/// The MVP app's entry point: the pokemons list's pair, with the router that builds the other
/// screens' pairs as presenters ask for them.
public enum MVPAssembly {
    public static func makeRootScreen(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError) -> any Screen
    {
        let factory = ScreenFactory(repositories: repositories, console: console, navigation: navigation)
        return try factory.makePokemonList(navigator: PokedeskRouter(factory: factory, navigation: navigation))
    }
}
