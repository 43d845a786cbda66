/// The text of `help`, generated from the top screen's command table and the global commands.
///
/// `help` lists `Commands:` (the screen's, then `N` when a bare number is a shortcut) and
/// `Everywhere:` (the globals), one command a line: the usage, padded to a common column, then
/// the summary and any aliases as `(also: …)`. `help COMMAND` shows the usage, then indented the
/// summary, the aliases and the command's detail lines.
enum HelpFormatter {
    /// Usages longer than this do not push every summary further right.
    static let usageColumnLimit = 28

    static func overview(screen table: CommandTable, globals: [CommandSpec]) -> [String] {
        var screenEntries = table.commands.map { ($0.usage, summary(of: $0)) }
        if let shortcut = table.rowShortcut, table.command(named: shortcut) != nil {
            screenEntries.append(("N", Phrases.text("help.sameAs", shortcut)))
        }
        let globalEntries = globals.map { ($0.usage, summary(of: $0)) }
        let usageWidth = min(
            usageColumnLimit,
            (screenEntries + globalEntries).map { DisplayWidth.of($0.0) }.max() ?? 0
        )
        var lines: [String] = []
        if !screenEntries.isEmpty {
            lines.append(Phrases.text("help.commands"))
            lines += screenEntries.map { entry($0, usageWidth: usageWidth) }
        }
        lines.append(Phrases.text("help.everywhere"))
        lines += globalEntries.map { entry($0, usageWidth: usageWidth) }
        return lines
    }

    static func details(of spec: CommandSpec) -> [String] {
        var lines = [spec.usage, "  " + spec.summary]
        if !spec.aliases.isEmpty {
            lines.append("  " + Phrases.text("help.also", spec.aliases.joined(separator: ", ")))
        }
        lines += spec.details.map { $0.isEmpty ? "" : "  " + $0 }
        return lines
    }

    // MARK: Pieces

    private static func summary(of spec: CommandSpec) -> String {
        spec.aliases.isEmpty
            ? spec.summary : "\(spec.summary) (\(Phrases.text("help.also", spec.aliases.joined(separator: ", "))))"
    }

    private static func entry(_ entry: (usage: String, summary: String), usageWidth: Int) -> String {
        let padding = TextFitting.padding(from: DisplayWidth.of(entry.usage), to: usageWidth)
        return "  " + entry.usage + padding + "  " + entry.summary
    }
}
