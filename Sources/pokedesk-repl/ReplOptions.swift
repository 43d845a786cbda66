import ArgumentParser
import Foundation
import ManagedGraph
import PokedeskData
import PokedeskDomain
import TerminalKit

// MARK: - Running the REPL

/// The options of an interactive or scripted session.
struct ReplOptions: ParsableArguments {
    @Option(help: ArgumentHelp(Phrases.text("option.arch")))
    var arch: Architecture = .mvc

    @Option(help: ArgumentHelp(Phrases.text("option.store")))
    var store: String?

    @Flag(help: ArgumentHelp(Phrases.text("option.inMemory")))
    var inMemory = false

    @Flag(help: ArgumentHelp(Phrases.text("option.echo")))
    var echo = false

    @Flag(help: ArgumentHelp(Phrases.text("option.sqlDebug")))
    var sqlDebug = false

    @Flag(help: ArgumentHelp(Phrases.text("option.noColor")))
    var noColor = false

    @Flag(help: ArgumentHelp(Phrases.text("option.trace")))
    var trace = false

    /// Checked and listed by ArgumentParser; the process chose its language from it already.
    @Option(help: ArgumentHelp(Phrases.text("option.lang")))
    var lang: LanguageOption?

    func validate() throws {
        if inMemory && store != nil { throw ValidationError(Phrases.text("option.storeAndInMemory")) }
        // SQLite would take an empty name for a temporary store, gone at the end, unannounced.
        if store?.isEmpty == true { throw ValidationError(Phrases.text("option.emptyStore")) }
    }

    /// The options as plain values.
    var settings: SessionSettings {
        SessionSettings(
            arch: arch,
            store: store,
            inMemory: inMemory,
            echo: echo,
            sqlDebug: sqlDebug,
            noColor: noColor,
            trace: trace
        )
    }

    /// Opens the store and runs a session until its input ends; throws the exit status.
    func runSession() throws {
        try settings.runSession()
    }
}

// MARK: - A session's settings

/// What a session runs with, once the command line is understood: plain values, which the
/// start-up fast path (`QuickArguments`) can make without ArgumentParser.
struct SessionSettings: Equatable {
    var arch: Architecture = .mvc
    var store: String?
    var inMemory = false
    var echo = false
    var sqlDebug = false
    var noColor = false
    var trace = false

    /// Opens the store and runs a session until its input ends; throws the exit status.
    /// - Parameter variables: the process's environment, when the caller has read it already.
    func runSession(environment variables: [String: String] = ProcessEnvironment.variables()) throws {
        let environment = TerminalEnvironment.current(variables: variables)
        let console = Console.standard(environment: environment, noColorFlag: noColor)
        let location: PersistentStore.Location =
            inMemory
            ? .inMemory : .file(store ?? PokedeskContainer.defaultStorePath(environment: environment.variables))
        // The default store's directory is the app's to make; a path given with --store must be
        // in a directory that exists, so that a typo in it is refused, not a new store.
        let options = PersistentStore.Options(
            sqlLog: sqlDebug ? PersistentStore.Options.standardErrorLog : nil,
            createsDirectory: store == nil,
            logsPlansOfScans: sqlDebug
        )
        let clock: CaughtClock
        let commandTimes: CommandTimes?
        do {
            clock = try SessionClock.from(environment: environment.variables)
            commandTimes = try CommandTimes.from(environment: environment.variables)
        } catch {
            console.reportError(String(describing: error))
            throw ExitCode(1)
        }
        let container: PokedeskContainer
        do {
            container = try PokedeskOpening.open(location, options: options, console: console)
        } catch {
            console.reportError(error.description)
            throw ExitCode(1)
        }
        // A store that cannot be written is still worth reading: say so once and go on.
        if let notice = container.store.readOnlyWarning { console.reportWarning(notice) }
        if let notice = container.catalogueNotice { console.reportWarning(notice) }
        let mode = SessionMode.detect(environment: environment, echo: echo)
        let reader = LineReaderFactory.make(appName: "pokedesk", environment: environment, console: console)
        let session: TerminalSession
        do {
            session = try AppComposer.makeSession(
                arch,
                container: container,
                clock: clock,
                tracing: trace,
                reader: reader,
                console: console,
                mode: mode
            )
        } catch {
            console.reportError(error.description)
            throw ExitCode(1)
        }
        commandTimes?.attach(to: session)
        let status = session.run()
        // The session is over: the store is closed (its log checkpointed into the file and
        // removed) and the process ends here, its objects left to the exit rather than taken
        // apart one by one. When the store cannot be closed, the objects go as usual and the
        // store's own teardown closes it.
        if (try? container.store.close()) != nil { exit(status) }
        if status != 0 { throw ExitCode(status) }
    }
}
