import TerminalKit

// MARK: - Commands several screens have

/// The commands more than one screen lists, each worded once: the page turns of the long lists
/// (B-22), which follow their `list`, and undo and redo, which end every screen's table (B-41).
enum CommonCommands {
    /// `next`, `prev` and `page N`, in the order `help` lists them.
    static var paging: [CommandSpec] {
        [
            CommandSpec("next", summary: Phrases.text("next.summary")),
            CommandSpec("prev", summary: Phrases.text("prev.summary")),
            CommandSpec("page", arguments: [.required("N")], summary: Phrases.text("page.summary")),
        ]
    }

    /// `undo` and `redo`, last on every screen.
    static var history: [CommandSpec] {
        [
            CommandSpec("undo", summary: Phrases.text("undo.summary")),
            CommandSpec("redo", summary: Phrases.text("redo.summary")),
        ]
    }
}
