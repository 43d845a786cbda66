public import PokedeskDomain
public import TerminalKit

// MARK: - Building the TEA app

/// The Elm Architecture's entry point: a store — the state, the reducer and the runtime that runs
/// the effects — and the view of its first screen, which the composition root puts on the kit's
/// stack. The store draws every later screen's view from the state.
public enum TEAAssembly {
    public static func makeRootScreen(
        repositories: Repositories,
        navigation: any Navigating,
        console: Console
    )
        throws(PokedeskError) -> any Screen
    {
        try Store(repositories: repositories, navigation: navigation, console: console).makeRootView()
    }
}
