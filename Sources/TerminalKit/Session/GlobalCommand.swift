/// The commands every screen has, handled by the session itself.
enum GlobalCommand: CaseIterable {
    case help, back, home, quit

    /// - Parameter commandNames: what `help`'s argument completes, asked for at each Tab.
    func spec(commandNames: @escaping () -> [String]) -> CommandSpec {
        switch self {
        case .help:
            return CommandSpec(
                "help",
                arguments: [.optional(Phrases.text("help.argument"), candidates: .dynamic(commandNames))],
                summary: Phrases.text("help.summary")
            )
        case .back:
            return CommandSpec("back", summary: Phrases.text("back.summary"))
        case .home:
            return CommandSpec("home", summary: Phrases.text("home.summary"))
        case .quit:
            return CommandSpec("quit", aliases: ["exit"], summary: Phrases.text("quit.summary"))
        }
    }

    /// The global commands' specs, `help` completing the names of `screenCommands` and globals.
    static func specs(
        alongside screenCommands: CommandTable,
        sessionCommands: [CommandSpec] = []
    ) -> [(GlobalCommand, CommandSpec)] {
        // Only Tab reads the names, so they are gathered then rather than for every line.
        let names = {
            let globalNames = allCases.flatMap { $0.spec(commandNames: { [] }).names }
            return screenCommands.commands.flatMap(\.names) + globalNames + sessionCommands.flatMap(\.names)
        }
        return allCases.map { ($0, $0.spec(commandNames: names)) }
    }
}
