public import TerminalKit

// MARK: - The races screen's commands

/// Where the races screen's Tab completion gets its names.
public protocol RaceListCompletions {
    /// For `find TEXT`.
    func raceNames() -> [String]
}

/// The races, 20 a page (B-20 to B-22). Opened to choose a race, the screen has `select N`,
/// which a bare N stands for; opened to look, it has not.
public enum RaceListCommands {
    public static func table(choosing: Bool, completing names: any RaceListCompletions) -> CommandTable {
        let select = CommandSpec("select", arguments: [.required("N")], summary: Phrases.text("races.select.summary"))
        let find = CommandSpec(
            "find",
            arguments: [.variadic(Phrases.text("argument.text"), candidates: .dynamic(names.raceNames))],
            summary: Phrases.text("races.find.summary")
        )
        return CommandTable(
            (choosing ? [select] : []) + [CommandSpec("list", summary: Phrases.text("races.list.summary"))]
                + CommonCommands.paging + [find] + CommonCommands.history,
            rowShortcut: choosing ? select.name : nil
        )
    }

    /// What `find TEXT` looks for; nil, from `find` alone, for every race.
    public static func nameContains(_ command: ParsedCommand) -> String? {
        let text = command.arguments.joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}
