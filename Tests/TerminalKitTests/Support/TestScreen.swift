import TerminalKit

/// A screen that records what the session hands it, and can navigate when told to.
final class TestScreen: Screen {
    var title: String
    var commandTable: CommandTable
    weak var navigator: NavigationStack?
    private let console: Console?
    private(set) var handled: [ParsedCommand] = []
    private(set) var appearances: [ScreenAppearance] = []
    /// How many lines the session was about to handle while this screen was on top.
    private(set) var linesAnnounced = 0
    /// What to do for a command name, beyond recording it.
    var actions: [String: (ParsedCommand) throws -> Void] = [:]

    init(title: String, commands: CommandTable = TestScreen.standardCommands, console: Console? = nil) {
        self.title = title
        self.commandTable = commands
        self.console = console
    }

    static var standardCommands: CommandTable {
        CommandTable(
            [
                CommandSpec("list", aliases: ["ls"], summary: "show the rows"),
                CommandSpec(
                    "add",
                    arguments: [.required("NAME"), .optional("KIND")],
                    summary: "add a row",
                    details: ["Quote names with spaces."]
                ),
                CommandSpec("find", arguments: [.text("PREDICATE")], summary: "filter the rows"),
                CommandSpec("select", arguments: [.required("N")], summary: "open row N"),
                CommandSpec("say", arguments: [.variadic("WORDS")], summary: "say the words"),
            ],
            rowShortcut: "select"
        )
    }

    func handle(_ command: ParsedCommand) throws {
        handled.append(command)
        if let action = actions[command.name] {
            try action(command)
        } else {
            console?.writeLine("\(title) did \(command.name) \(command.arguments)")
        }
    }

    func screenWillHandleLine() {
        linesAnnounced += 1
    }

    func screenDidAppear(_ appearance: ScreenAppearance) {
        appearances.append(appearance)
        console?.writeLine("\(title) appeared (\(appearance))")
    }
}
