import TerminalKit

// MARK: - Commands several screens have

/// The commands more than one screen lists, each worded once: the page turns of the long lists
/// (B-22), which follow their `list`, and undo and redo, which end every screen's table (B-41).
enum CommonCommands {
    /// `next`, `prev` and `page N`, in the order `help` lists them.
    static var paging: [CommandSpec] {
        [
            CommandSpec("next", summary: "show the next page"),
            CommandSpec("prev", summary: "show the previous page"),
            CommandSpec("page", arguments: [.required("N")], summary: "show page N"),
        ]
    }

    /// `undo` and `redo`, last on every screen.
    static var history: [CommandSpec] {
        [
            CommandSpec("undo", summary: "undo the last saved change"),
            CommandSpec("redo", summary: "redo the last undone change"),
        ]
    }
}
