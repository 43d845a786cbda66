import TextRules

/// The read–evaluate loop: reads lines, handles the global commands (`help [COMMAND]`, `back`,
/// `home`, `quit`/`exit`) and hands every other command to the top screen. It holds no model and
/// no logic of the app: screens and whatever stands behind them do the work.
///
/// - An unknown command, a wrong number of arguments or an unbalanced quote is a one-line error
///   (`error: …` on standard error); the session goes on.
/// - Ctrl-C drops the line being typed; Ctrl-D or the end of a script ends the session.
/// - A line that is not UTF-8 is refused with its number (`error: line 3: the text is not
///   UTF-8`) and nothing else; the session goes on. With `--echo` it is echoed with its bad
///   bytes as `\xff` escapes (see `UndecodableLine.escaped`).
/// - Blank lines and lines starting with `#` (comments in scripts) do nothing.
/// - `run()` returns the exit status. A script ends with 0 when no error was written and 1
///   otherwise, so a shell can tell; a person who ends an interactive session with Ctrl-D or
///   `quit` saw every error already, and the session ends with 0, as psql and python do.
public final class TerminalSession {
    private let configuration: SessionConfiguration
    private let reader: any LineReader
    private let console: Console
    private let navigation: NavigationStack
    private let sessionCommands: [SessionCommand]

    /// Called before each command line is handled (blank lines and comments excepted): the app
    /// pulls in changes saved by other processes here, so they show before the command's output.
    public var willHandleLine: () -> Void = {}

    /// Called with each command line once it was handled and everything it wrote is out: the
    /// app writes the command's trace here.
    public var didHandleLine: (_ line: String) -> Void = { _ in }

    /// Makes each hand-over to a screen (see `ScreenEntry`): the app puts what it records of
    /// them here — its trace's first hop of a line — rather than in every screen.
    public var screenEntry: ScreenEntry.Hook = ScreenEntry.direct

    public init(
        configuration: SessionConfiguration,
        reader: any LineReader,
        console: Console,
        navigation: NavigationStack,
        sessionCommands: [SessionCommand] = []
    ) {
        self.configuration = configuration
        self.reader = reader
        self.console = console
        self.navigation = navigation
        self.sessionCommands = sessionCommands
    }

    // MARK: Loop

    public func run() -> Int32 {
        guard let root = navigation.top else {
            preconditionFailure("TerminalSession.run() needs a screen on the navigation stack")
        }
        if configuration.mode == .interactive { console.writeLines(configuration.banner) }
        appear(root, .initial)
        loop: while true {
            let prompt = currentPrompt
            switch reader.readLine(
                prompt: configuration.mode == .interactive ? prompt : "",
                completer: reader.servesCompletion ? completer : .disabled
            ) {
            case .endOfInput:
                // On a terminal the cursor still sits after the prompt.
                if configuration.mode == .interactive { console.write("\n") }
                break loop
            case .interrupted:
                continue
            case .line(let line):
                if configuration.mode == .script(echo: true) { echo(prompt + line) }
                if !handle(line) { break loop }
            case .undecodable(let line):
                // Not a command at all: what was meant cannot be known, so nothing is run.
                if configuration.mode == .script(echo: true) { echo(prompt + line.escaped) }
                console.reportError(Phrases.text("session.notUTF8", String(line.number)))
            }
        }
        return configuration.mode != .interactive && console.hasReportedError ? 1 : 0
    }

    /// The prompt for the current stack, e.g. `pokedesk[mvvm] pokemons/Pika> `.
    public var currentPrompt: String {
        Prompt.text(appName: configuration.appName, architecture: configuration.architecture, path: navigation.path)
    }

    /// Tab completion for the top screen's commands and the global ones.
    public var completer: Completer {
        guard let screen = navigation.top else { return .disabled }
        let table = screen.commandTable
        let specs = table.commands + globalSpecs(alongside: table)
        return .commands(specs, shortcutNames: table.shortcutNames, matcher: configuration.matcher)
    }

    /// Writes an input line into the transcript; trailing spaces dropped (a blank line echoes as
    /// the prompt alone), so that golden transcripts survive editors that trim lines.
    private func echo(_ text: String) {
        var line = text
        while line.last == " " { line.removeLast() }
        console.writeLine(line)
    }

    // MARK: One line

    /// Handles one line; false when the session should end.
    private func handle(_ line: String) -> Bool {
        guard let screen = navigation.top else { return false }
        let outcome = CommandInterpreter.interpret(
            line,
            table: screen.commandTable,
            sessionCommands: sessionCommands.map(\.spec)
        )
        if case .nothing = outcome { return true }
        willHandleLine()
        defer { didHandleLine(line) }
        screen.screenWillHandleLine()
        let before = navigation.screens
        switch outcome {
        case .nothing:
            return true
        case .failure(let message):
            console.reportError(message)
        case .global(.quit, _):
            return false
        case .global(let global, let command):
            perform(global, command, on: screen)
        case .session(let index, let command):
            do {
                try sessionCommands[index].perform(command)
            } catch {
                console.reportError(String(describing: error))
            }
        case .screen(let command):
            do {
                try screenEntry(screen, .command(command)) { try screen.handle(command) }
            } catch {
                console.reportError(String(describing: error))
            }
        }
        announceAppearance(comparedWith: before)
        return true
    }

    private func perform(_ global: GlobalCommand, _ command: ParsedCommand, on screen: any Screen) {
        switch global {
        case .help:
            help(command.argument(0), table: screen.commandTable)
        case .back:
            if !navigation.pop() { console.reportError(Phrases.text("session.firstScreen")) }
        case .home:
            navigation.popToRoot()
        case .quit:
            break
        }
    }

    private func help(_ commandName: String?, table: CommandTable) {
        let globals = globalSpecs(alongside: table)
        guard let commandName else {
            console.writeLines(HelpFormatter.overview(screen: table, globals: globals))
            return
        }
        guard let spec = globals.first(where: { $0.isNamed(commandName) }) ?? table.command(named: commandName)
        else {
            console.reportError(Phrases.text("session.unknownCommand", Quoting.quoted(commandName)))
            return
        }
        console.writeLines(HelpFormatter.details(of: spec))
    }

    /// The commands of every screen: the session's own, then those the app added.
    private func globalSpecs(alongside table: CommandTable) -> [CommandSpec] {
        let added = sessionCommands.map(\.spec)
        return GlobalCommand.specs(alongside: table, sessionCommands: added).map(\.1) + added
    }

    private func announceAppearance(comparedWith before: [any Screen]) {
        guard let top = navigation.top, top !== before.last else { return }
        appear(top, before.contains { $0 === top } ? .revealed : .pushed)
    }

    private func appear(_ screen: any Screen, _ appearance: ScreenAppearance) {
        // An appearance throws nothing: the hook rethrows only what its body throws.
        try? screenEntry(screen, .appearance(appearance)) { screen.screenDidAppear(appearance) }
    }
}
