import ArchMVC
import ArchMVP
import ArchMVVM
import ArchTEA
import ArchVIPER
import ManagedGraph
import PokedeskData
import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The one composition root

/// Wires the app: the store's repositories, handed as Domain protocols to the chosen
/// architecture, whose root screen goes on a navigation stack that a terminal session drives.
/// Nothing else in the app knows all the modules.
enum AppComposer {
    /// The architecture's first screen, with everything it needs.
    static func makeRootScreen(
        _ architecture: Architecture,
        repositories: Repositories,
        navigation: NavigationStack,
        console: Console
    ) throws(PokedeskError) -> any Screen {
        switch architecture {
        case .mvc:
            return try MVCAssembly.makeRootScreen(repositories: repositories, navigation: navigation, console: console)
        case .mvp:
            return try MVPAssembly.makeRootScreen(repositories: repositories, navigation: navigation, console: console)
        case .mvvm:
            return try MVVMAssembly.makeRootScreen(repositories: repositories, navigation: navigation, console: console)
        case .viper:
            return try VIPERAssembly.makeRootScreen(
                repositories: repositories,
                navigation: navigation,
                console: console
            )
        case .tea:
            return try TEAAssembly.makeRootScreen(repositories: repositories, navigation: navigation, console: console)
        }
    }

    /// A session of `architecture` over the pokedesk in `container`, reading from `reader` and
    /// writing to `console`; pokemons added are caught at `clock`'s time. `tracing` starts it
    /// with `trace on`. Traced lines go to the console after each line's output, or to
    /// `traceSink` when one is given (`compare --trace`).
    static func makeSession(
        _ architecture: Architecture,
        container: PokedeskContainer,
        clock: CaughtClock,
        tracing: Bool = false,
        traceSink: ((TracedLine) -> Void)? = nil,
        reader: any LineReader,
        console: Console,
        mode: SessionMode
    ) throws(PokedeskError) -> TerminalSession {
        let traceLog = TraceLog(console: console, isRecording: tracing, sink: traceSink) {
            EngineCounts(
                work: container.store.statementWork,
                statistics: container.viewContext.statistics + container.backgroundStatistics
            )
        }
        // Statements are counted only while someone reads the count.
        container.store.countsStatements = tracing
        traceLog.onRecordingChange = { container.store.countsStatements = $0 }
        // Every repository behind its traced twin: a call the screens make is a hop.
        let repositories = container.makeRepositories(
            trace: Trace(traceLog, liveResultsDelegateRole: architecture.liveResultsDelegateRole),
            clock: clock
        ).traced()
        let navigation = NavigationStack()
        navigation.setRoot(
            try makeRootScreen(architecture, repositories: repositories, navigation: navigation, console: console)
        )
        let configuration = SessionConfiguration(
            appName: "pokedesk",
            architecture: architecture.rawValue,
            mode: mode,
            // Worded only for a person at a terminal: a script never shows it.
            banner: mode == .interactive ? Wording.banner(architecture: architecture.rawValue) : [],
            matcher: .prefix(folding: TextFolding.fold)
        )
        let session = TerminalSession(
            configuration: configuration,
            reader: reader,
            console: console,
            navigation: navigation,
            sessionCommands: [traceLog.command]
        )
        // Changes other processes saved show up before the next command's output (B-43).
        session.willHandleLine = {
            traceLog.beginLine()
            do throws(PokedeskError) {
                try repositories.external.refresh()
            } catch {
                console.reportWarning(error.description)
            }
        }
        // The first hop of a traced line: the kit handing it to the screen.
        session.screenEntry = repositories.trace.screenEntries(as: architecture.screenRole)
        session.didHandleLine = { line in
            repositories.external.commandEnded()
            traceLog.endLine(line)
        }
        return session
    }
}
