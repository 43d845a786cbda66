public import PokedeskDomain
public import TerminalKit

// MARK: - Building the MVC app

/// The MVC app's entry point: its root view controller, which creates the others as the user
/// moves between screens (as storyboard segues would).
public enum MVCAssembly {
    public static func makeRootScreen(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError) -> any Screen
    {
        try PokemonListViewController(repositories: repositories, navigation: navigation, console: console)
    }
}
