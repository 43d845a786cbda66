public import PokedeskDomain
public import TerminalKit

// MARK: - Building the VIPER app

/// The VIPER app's one composition point: it bundles what every module needs and asks the root
/// module's builder for its view. Each module is built the same way later, by the router of the
/// module that opens it, through the opened module's builder.
public enum VIPERAssembly {
    public static func makeRootScreen(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError) -> any Screen
    {
        try PokemonListModuleBuilder.build(
            dependencies: ModuleDependencies(repositories: repositories, navigation: navigation, console: console)
        )
    }
}
