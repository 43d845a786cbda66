import ManagedGraph
import PokedeskData
import TerminalKit

@testable import pokedesk_repl

// MARK: - The command tables of the app's real screens

/// Every screen of an architecture, reached the way a user reaches it, for the fuzzers to
/// check lines against the tables the app really uses.
enum ScreenTables {
    /// The paths walked: the list, the editor and its race picker, the types browser and its
    /// races, and the editor's types chooser and its races.
    private static let walks = [["add Pika 25", "edit 1", "race"], ["types", "1"], ["edit 1", "types", "1"]]

    static func tables(of architecture: Architecture) throws -> [(title: String, table: CommandTable)] {
        let container = try PokedeskContainer(location: .inMemory)
        let repositories = container.makeRepositories()
        var found: [(String, CommandTable)] = []
        for walk in walks {
            let (console, _) = Console.inMemory()
            let navigation = NavigationStack()
            navigation.setRoot(
                try AppComposer.makeRootScreen(
                    architecture,
                    repositories: repositories,
                    navigation: navigation,
                    console: console
                )
            )
            let session = TerminalSession(
                configuration: SessionConfiguration(appName: "pokedesk", mode: .script(echo: false)),
                reader: StreamLineReader(lines: walk),
                console: console,
                navigation: navigation
            )
            _ = session.run()
            for (depth, screen) in navigation.screens.enumerated() {
                let path = navigation.screens[...depth].map(\.title).joined(separator: "/")
                if !found.contains(where: { $0.0 == path }) { found.append((path, screen.commandTable)) }
            }
        }
        return found
    }
}
