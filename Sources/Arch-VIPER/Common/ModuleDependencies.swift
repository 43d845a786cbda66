import PokedeskDomain
import TerminalKit

// MARK: - What a module builder needs

/// Everything a module builder hands out: the repositories to its interactor, the console to its
/// view, the navigation to its router. Routers keep it to build the modules they open.
struct ModuleDependencies {
    let repositories: Repositories
    /// Unowned: the stack holds the views, which hold the presenters, which hold the routers.
    unowned let navigation: any Navigating
    let console: Console

    /// Where the traced twins a builder puts between a module's parts record (`trace on`).
    var trace: Trace { repositories.trace }
}
