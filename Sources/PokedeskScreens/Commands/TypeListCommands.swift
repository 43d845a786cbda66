import PokedeskDomain
public import TerminalKit

// MARK: - The types screen's commands

/// The types (B-30): a row number, or a type's name alone, stands for `select`. `typeNames` are
/// the names of the types shown, which Tab offers.
public enum TypeListCommands {
    public static func table(typeNames: [String]) -> CommandTable {
        CommandTable(
            [
                CommandSpec(
                    "select",
                    arguments: [.required("N|" + Phrases.text("argument.type"), candidates: .choices(typeNames))],
                    summary: Phrases.text("types.select.summary")
                ),
                CommandSpec("list", summary: Phrases.text("types.list.summary")),
            ] + CommonCommands.history,
            rowShortcut: "select",
            shortcutNames: ShortcutNames(candidates: .choices(typeNames)) {
                NameCompletion.names(typeNames, include: $0)
            }
        )
    }
}
