public import PokedeskDomain
public import TerminalKit

// MARK: - Building the MVVM app

/// The MVVM app's entry point: a coordinator builds the first screen, a view bound to its view
/// model, and every later one when a view model asks.
public enum MVVMAssembly {
    public static func makeRootScreen(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError) -> any Screen
    {
        try PokedeskCoordinator(repositories: repositories, navigation: navigation, console: console)
            .makePokemonList()
    }
}
